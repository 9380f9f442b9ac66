import { SLA_CLOCK_LABELS, SLA_CLOCKS, type SlaClockKind } from "@fm/domain";
import { escapeHtml } from "@fm/domain/contracts";
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { slaEscalations, workOrderSlas } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { queueMails } from "../mail/index.ts";
import { addSystemNoteRows, SERVER_NOTE_AUTHOR } from "../notes/index.ts";
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

const vendorEmailsOf = async (tx: DbOrTx, workorderids: readonly number[]) => {
  const emails = new Map<number, string[]>();
  if (!workorderids.length) return emails;
  const res = await tx.execute(sql`
    select distinct wv.workorderid,
           coalesce(nullif(trim(v.dispatchemail), ''), nullif(trim(v.primaryemail), '')) as email
      from workordervendors wv join vendors v on v.id = wv.vendorid
     where wv.workorderid = any(${`{${workorderids.join(",")}}`}::int[])`);
  for (const r of (res as unknown as { rows: { workorderid: number; email: string | null }[] }).rows)
    if (r.email) emails.set(Number(r.workorderid), [...(emails.get(Number(r.workorderid)) ?? []), r.email]);
  return emails;
};

const stageOf = (due: Date, now: Date, warnMinutes: number): EscalationStage | null =>
  due <= now ? "breach" : due.getTime() - now.getTime() <= warnMinutes * 60_000 ? "warning" : null;

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * One batch of candidates in one short transaction, a fixed number of statements for any batch size: refresh
 * their clocks (refreshSlaClocksFor), record each stage reached once (slaescalations_uq: a stage already sent
 * is skipped), then the System notes and the outbox mails of what was recorded. Only the orders whose due time
 * moved are updated (row locks held for the batch's few statements); notes and mails are inserts.
 */
const escalateBatch = async (
  db: Db,
  batch: readonly Candidate[],
  now: Date,
  warnMinutes: number,
  notifyVendor: boolean,
) =>
  db.transaction(async (tx) => {
    const ids = batch.map((c) => c.id);
    await refreshSlaClocksFor(tx, ids);
    const running = new Set(
      (
        (await tx.execute(sql`
          select id from workorders where id = any(${`{${ids.join(",")}}`}::int[]) and sladueat is not null`)) as unknown as {
          rows: { id: number }[];
        }
      ).rows.map((r) => Number(r.id)),
    );
    const slas = (
      await tx.select().from(workOrderSlas).where(inArray(workOrderSlas.workorderid, ids))
    ).filter((s) => running.has(s.workorderid));
    const reached = slas.flatMap((s) => {
      const due: Record<SlaClockKind, [Date | null, Date | null]> = {
        respond: [s.respondby, s.respondmetat],
        onsite: [s.onsiteby, s.onsitemetat],
        complete: [s.completeby, s.completemetat],
      };
      return SLA_CLOCKS.flatMap((clock) => {
        const [dueAt, metAt] = due[clock];
        const stage = dueAt && !metAt ? stageOf(dueAt, now, warnMinutes) : null;
        return dueAt && stage
          ? [{ workorderid: s.workorderid, clock, stage, dueat: dueAt, sentat: now }]
          : [];
      });
    });
    if (!reached.length) return 0;
    const recorded = await tx.insert(slaEscalations).values(reached).onConflictDoNothing().returning({
      workorderid: slaEscalations.workorderid,
      clock: slaEscalations.clock,
      stage: slaEscalations.stage,
      dueat: slaEscalations.dueat,
    });
    if (!recorded.length) return 0;
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
    return recorded.length;
  });

/**
 * Escalations (issue 32): the open orders whose next clock is due before now + the warning lead, read from
 * the partial index on workorders.sladueat in keyset batches, each batch in its own short transaction
 * (escalateBatch: a fixed number of statements per batch; nothing is locked across the scan; one transaction
 * per order cost ≈ 230 ms an order on the loaded bench host, bench/RESULTS.md). A warning before a breach and a notice at breach, each once per
 * order, clock and stage: a dispatcher mail (and the vendors' when configured) through the outbox and a
 * System note.
 */
export const scanSlaEscalations = async (db: Db, now: Date, batch = BATCH) => {
  const settings = await slaSettingsOf(db);
  const horizon = new Date(now.getTime() + settings.warnminutes * 60_000).toISOString();
  let after: { due: string; id: number } | null = null;
  let scanned = 0;
  let sent = 0;
  for (;;) {
    const res: unknown = await db.execute(sql`
      select w.id, w.wonumber, w.sladueat::text as due, nullif(trim(u.email), '') as dispatcheremail
        from workorders w left join users u on u.id = w.dispatcherid
       where w.sladueat is not null and w.sladueat < ${horizon}::timestamptz
         ${after ? sql`and (w.sladueat, w.id) > (${after.due}::timestamptz, ${after.id})` : sql``}
       order by w.sladueat, w.id
       limit ${batch}`);
    const rows: (Candidate & { due: string })[] = (res as { rows: (Candidate & { due: string })[] }).rows;
    sent += await escalateBatch(db, rows, now, settings.warnminutes, settings.notifyvendor);
    scanned += rows.length;
    const last: (Candidate & { due: string }) | undefined = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = { due: last.due, id: last.id };
  }
  return { scanned, sent };
};

const Payload = z.object({
  /** The scan's now (tests travel in time); the system clock when absent. */
  now: z.string().datetime().optional(),
  /** false: do not enqueue the next run (tests, a one-off run). */
  chain: z.boolean().optional(),
});

export const slaEscalationJob = defineJob({
  kind: SLA_ESCALATION_KIND,
  payload: Payload,
  maxAttempts: 3,
  run: async (job) => {
    const now = job.payload.now ? new Date(job.payload.now) : new Date();
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
