import { SLA_CLOCK_LABELS, SLA_CLOCKS, type SlaClockKind } from "@fm/domain";
import { escapeHtml } from "@fm/domain/contracts";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { slaEscalations, workOrderSlas } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { addSystemNoteRows, SERVER_NOTE_AUTHOR } from "../../platform/workorder-core/index.ts";
import { queueMails } from "../mail/index.ts";
import { refreshSlaClocksFor, slaSettingsOf } from "./sla-clocks.ts";

export const SLA_ESCALATION_KIND = "sla.escalation";
/** The scan runs every 5 minutes (each run enqueues the next slot's; the daily run restarts the chain). */
const EVERY_MS = 5 * 60_000;
/** Candidates per keyset read and per transaction (the bench passes others to compare). */
const BATCH = 200;

export type EscalationStage = "warning" | "breach";

interface Candidate {
  id: number;
  wonumber: string;
  dispatcheremail: string | null;
}

/** A PostgreSQL int[] literal: one parameter for any number of ids. */
const idArray = (ids: readonly number[]) => `{${ids.map((i) => Math.trunc(i)).join(",")}}`;

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

const vendorEmailsOf = async (tx: DbOrTx, workorderids: readonly number[]) => {
  const emails = new Map<number, string[]>();
  if (!workorderids.length) return emails;
  const res = await tx.execute(sql`
    select distinct wv.workorderid,
           coalesce(nullif(trim(v.dispatchemail), ''), nullif(trim(v.primaryemail), '')) as email
      from workordervendors wv join vendors v on v.id = wv.vendorid
     where wv.workorderid = any(${idArray(workorderids)}::int[])`);
  for (const r of rowsOf<{ workorderid: number; email: string | null }>(res))
    if (r.email) emails.set(Number(r.workorderid), [...(emails.get(Number(r.workorderid)) ?? []), r.email]);
  return emails;
};

const stageOf = (due: Date, now: Date, warnMinutes: number): EscalationStage | null =>
  due <= now ? "breach" : due.getTime() - now.getTime() <= warnMinutes * 60_000 ? "warning" : null;

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

type StoredClocks = typeof workOrderSlas.$inferSelect;

const runningClocks = (s: StoredClocks) => {
  const due: Record<SlaClockKind, [Date | null, Date | null]> = {
    respond: [s.respondby, s.respondmetat],
    onsite: [s.onsiteby, s.onsitemetat],
    complete: [s.completeby, s.completemetat],
  };
  return SLA_CLOCKS.flatMap((clock) => {
    const [dueAt, metAt] = due[clock];
    return dueAt && !metAt ? [{ clock, dueAt }] : [];
  });
};

/**
 * Whether an order's stored clocks, as read by a batch, may escalate: not paused, and still listed for the scan
 * (refreshSlaClocksFor clears `escalatedue` of a paused order, a finished one and one with no running clock).
 * The candidate read and the batch's read are not one snapshot: a pause or a status change committed between
 * them shows here, and such an order sends nothing and leaves the scan's reads.
 */
const isLive = (s: StoredClocks) => !s.paused && s.escalatedue !== null;

/**
 * The exact `escalatedue` of an order after a scan (see the column): per running clock, its due time while
 * its warning is still to send, due + the lead once only the breach is left (so `escalatedue <= now + lead`
 * holds exactly when due <= now), nothing once the breach was sent; the earliest, or null.
 */
export const nextEscalationDue = (
  s: StoredClocks,
  sent: ReadonlySet<string>,
  warnMinutes: number,
): Date | null => {
  const times = runningClocks(s).flatMap(({ clock, dueAt }) =>
    sent.has(`${clock}:breach`)
      ? []
      : sent.has(`${clock}:warning`)
        ? [dueAt.getTime() + warnMinutes * 60_000]
        : [dueAt.getTime()],
  );
  return times.length ? new Date(Math.min(...times)) : null;
};

/**
 * Step 1 of a scan: the orders marked in slastale (a clock input changed without a refresh in the same
 * transaction) are recomputed, a batch per short transaction. Their order rows are locked first (the lock
 * order of every write: the work order first) with SKIP LOCKED: an order a writer holds is left marked for
 * the next scan (that writer's own refresh usually clears it), so the scan never waits on a writer.
 * refreshSlaClocksFor clears the marks before it reads the facts, so a mark committed after that stays. A
 * deleted order's mark is dropped.
 */
const refreshMarked = async (db: Db, batch: number) => {
  let refreshed = 0;
  let after = 0;
  for (;;) {
    const ids = rowsOf<{ workorderid: number }>(
      await db.execute(sql`
        select workorderid from slastale where workorderid > ${after} order by workorderid limit ${batch}`),
    ).map((m) => Number(m.workorderid));
    if (!ids.length) break;
    refreshed += await db.transaction(async (tx) => {
      await tx.execute(sql`
        delete from slastale s where s.workorderid = any(${idArray(ids)}::int[])
           and not exists (select 1 from workorders w where w.id = s.workorderid)`);
      const locked = rowsOf<{ id: number }>(
        await tx.execute(sql`
          select id from workorders where id = any(${idArray(ids)}::int[]) order by id for update skip locked`),
      ).map((r) => Number(r.id));
      await refreshSlaClocksFor(tx, locked);
      return locked.length;
    });
    after = ids[ids.length - 1] as number;
    if (ids.length < batch) break;
  }
  return refreshed;
};

/**
 * One batch of candidates in one short transaction, a fixed number of statements for any batch size: read
 * their stored clocks, record each stage reached once (slaescalations_uq: a stage already sent is skipped),
 * the System notes and the outbox mails of what was recorded (one insert each), then each order's exact
 * escalatedue (one update; only rows no writer holds, and only if the clocks were not recomputed meanwhile:
 * computedat as read). Nothing is refreshed here: the clocks are current (written by every write that changes
 * them, or by refreshMarked just before).
 */
const escalateBatch = async (
  db: Db,
  batch: readonly Candidate[],
  now: Date,
  warnMinutes: number,
  notifyVendor: boolean,
  notify: boolean,
) =>
  db.transaction(async (tx) => {
    const ids = batch.map((c) => c.id);
    const slas = await tx.select().from(workOrderSlas).where(inArray(workOrderSlas.workorderid, ids));
    const reached = slas.filter(isLive).flatMap((s) =>
      runningClocks(s).flatMap(({ clock, dueAt }) => {
        const stage = stageOf(dueAt, now, warnMinutes);
        return stage ? [{ workorderid: s.workorderid, clock, stage, dueat: dueAt, sentat: now }] : [];
      }),
    );
    const recorded = reached.length
      ? await tx.insert(slaEscalations).values(reached).onConflictDoNothing().returning({
          workorderid: slaEscalations.workorderid,
          clock: slaEscalations.clock,
          stage: slaEscalations.stage,
          dueat: slaEscalations.dueat,
        })
      : [];
    if (recorded.length && notify) await tell(tx, batch, recorded, notifyVendor);
    const sentRows = await tx
      .select({
        workorderid: slaEscalations.workorderid,
        clock: slaEscalations.clock,
        stage: slaEscalations.stage,
      })
      .from(slaEscalations)
      .where(inArray(slaEscalations.workorderid, ids));
    const sent = new Map<number, Set<string>>();
    for (const r of sentRows)
      sent.set(r.workorderid, (sent.get(r.workorderid) ?? new Set()).add(`${r.clock}:${r.stage}`));
    const next = JSON.stringify(
      slas.map((s) => ({
        id: s.workorderid,
        computedat: s.computedat.toISOString(),
        due: isLive(s)
          ? (nextEscalationDue(s, sent.get(s.workorderid) ?? new Set(), warnMinutes)?.toISOString() ?? null)
          : null,
      })),
    );
    await tx.execute(sql`
      update workorderslas s set escalatedue = v.due
        from jsonb_to_recordset(${next}::jsonb) as v(id int, computedat timestamptz, due timestamptz)
       -- computedat as read (JS dates hold milliseconds): a refresh since then wins.
       where s.workorderid = v.id and date_trunc('milliseconds', s.computedat) = v.computedat
         and s.escalatedue is distinct from v.due
         and s.workorderid in (select workorderid from workorderslas
                                where workorderid = any(${idArray(ids)}::int[]) for update skip locked)`);
    return recorded.length;
  });

/** The System notes and the outbox mails of the escalations just recorded: one insert each for the batch. */
const tell = async (
  tx: DbOrTx,
  batch: readonly Candidate[],
  recorded: readonly { workorderid: number; clock: string; stage: string; dueat: Date }[],
  notifyVendor: boolean,
) => {
  const byId = new Map(batch.map((c) => [c.id, c]));
  const vendorEmails = notifyVendor
    ? await vendorEmailsOf(tx, [...new Set(recorded.map((r) => r.workorderid))])
    : new Map<number, string[]>();
  const told = recorded.map((r) => {
    const kind = SLA_CLOCKS.find((k) => k === r.clock);
    const label = kind ? SLA_CLOCK_LABELS[kind] : r.clock;
    const breach = r.stage === "breach";
    const text = breach
      ? `SLA breached: ${label} was due ${when(r.dueat)}.`
      : `SLA at risk: ${label} is due ${when(r.dueat)}.`;
    const c = byId.get(r.workorderid);
    const to = [
      ...(c?.dispatcheremail ? [c.dispatcheremail] : []),
      ...(vendorEmails.get(r.workorderid) ?? []),
    ];
    const wonumber = c?.wonumber ?? String(r.workorderid);
    return {
      workorderid: r.workorderid,
      note: text,
      mail: to.length
        ? {
            to,
            subject: `Work order ${wonumber}: ${breach ? "SLA breached" : "SLA at risk"} (${label})`,
            text: `Work order ${wonumber}\n\n${text}`,
            html: `<p>Work order ${escapeHtml(wonumber)}</p><p>${escapeHtml(text)}</p>`,
            workorderid: r.workorderid,
          }
        : null,
    };
  });
  await addSystemNoteRows(tx, SERVER_NOTE_AUTHOR, told);
  await queueMails(
    tx,
    told.flatMap((t) => (t.mail ? [t.mail] : [])),
  );
};

/**
 * Escalations (issue 32): a warning before a breach and a notice at breach, each once per order, clock and
 * stage — a dispatcher mail (and the vendors' when configured) through the outbox and a System note.
 * A run (decision 0047-h32-escalation-scan): first the orders whose clock inputs changed without a refresh
 * are recomputed (refreshMarked: slastale, usually empty); then only the orders with something to send now
 * are read — `workorderslas.escalatedue <= now + the warning lead`, off its partial index in keyset batches,
 * each batch in its own short transaction (escalateBatch) — so an order already warned is not read again
 * until its breach is due, and a quiet order is never read. Nothing is locked across the scan; writers are
 * never waited on (SKIP LOCKED).
 * `notify: false` records the stages reached as sent without a note or a mail: the seeds' history
 * (markSeededHistoryEscalated), so the first scan of a seeded database does not mail a breach per old order.
 * `fromId`: only orders from that id on, whose clocks the caller has computed (the scale seed's new orders).
 */
export const scanSlaEscalations = async (
  db: Db,
  now: Date,
  batch = BATCH,
  { notify = true, fromId }: { notify?: boolean; fromId?: number } = {},
) => {
  const settings = await slaSettingsOf(db);
  const refreshed = fromId === undefined ? await refreshMarked(db, batch) : 0;
  const horizon = new Date(now.getTime() + settings.warnminutes * 60_000).toISOString();
  let after: { due: string; id: number } | null = null;
  let scanned = 0;
  let sent = 0;
  for (;;) {
    const rows: (Candidate & { due: string })[] = rowsOf<Candidate & { due: string }>(
      await db.execute(sql`
        select s.workorderid as id, w.wonumber, s.escalatedue::text as due,
               nullif(trim(u.email), '') as dispatcheremail
          from workorderslas s
          join workorders w on w.id = s.workorderid
          left join users u on u.id = w.dispatcherid
         where s.escalatedue is not null and s.escalatedue <= ${horizon}::timestamptz
           ${fromId === undefined ? sql`` : sql`and s.workorderid >= ${fromId}`}
           ${after ? sql`and (s.escalatedue, s.workorderid) > (${after.due}::timestamptz, ${after.id})` : sql``}
         order by s.escalatedue, s.workorderid
         limit ${batch}`),
    ).map((r) => ({ ...r, id: Number(r.id) }));
    if (rows.length)
      sent += await escalateBatch(db, rows, now, settings.warnminutes, settings.notifyvendor, notify);
    scanned += rows.length;
    const last: (Candidate & { due: string }) | undefined = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = { due: last.due, id: last.id };
  }
  return { refreshed, scanned, sent };
};

const Payload = z.object({
  /** The scan's now (a one-off run at a chosen time); the runner's clock (the app's injectable one) when absent. */
  now: z.string().datetime().optional(),
  /** false: do not enqueue the next run (tests, a one-off run). */
  chain: z.boolean().optional(),
});

export const slaEscalationJob = defineJob({
  kind: SLA_ESCALATION_KIND,
  payload: Payload,
  maxAttempts: 3,
  run: async (job) => {
    const now = job.payload.now ? new Date(job.payload.now) : job.now();
    const result = await scanSlaEscalations(job.db, now);
    await job.progress(result.scanned, result.scanned, `${result.sent} escalation(s) sent`);
    if (job.payload.chain !== false) {
      const slot = Math.floor(now.getTime() / EVERY_MS) + 1;
      await insertJob(
        job.db,
        SLA_ESCALATION_KIND,
        {},
        { idempotencyKey: `${SLA_ESCALATION_KIND}:${slot}`, runAfter: new Date(slot * EVERY_MS) },
      );
    }
    return result;
  },
});

/**
 * The demo and scale seeds' last step: the seeded orders' clocks are computed (their marks in slastale; the
 * scale seed computes its own in its load, and passes the first new id), and
 * every stage their (made-up, past) orders have already reached counts as sent, without notes or mail —
 * otherwise the first scan after `npm start` mails the dispatchers a breach for each of about 1,400 old demo
 * orders (and, with SMTP_URL set, sends them), and the first server on a 1,000,000-order set spends its first
 * minutes recomputing clocks in the background of whatever is measured. Stages reached after the seed
 * escalate as usual.
 */
export const markSeededHistoryEscalated = (db: Db, now: Date, fromId?: number) =>
  scanSlaEscalations(db, now, BATCH, { notify: false, fromId });
