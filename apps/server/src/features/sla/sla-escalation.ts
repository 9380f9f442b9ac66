import { SLA_CLOCK_LABELS, SLA_CLOCKS, type SlaClockKind } from "@fm/domain";
import { escapeHtml } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { slaEscalations, workOrderSlas } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { queueMail } from "../mail/index.ts";
import { addSystemNote, SERVER_NOTE_AUTHOR } from "../notes/index.ts";
import { refreshSlaClocks, slaSettingsOf } from "./sla-clocks.ts";

export const SLA_ESCALATION_KIND = "sla.escalation";
/** The scan runs every 5 minutes (each run enqueues the next slot's; the daily run restarts the chain). */
const EVERY_MS = 5 * 60_000;
const BATCH = 500;

export type EscalationStage = "warning" | "breach";

interface Candidate {
  id: number;
  wonumber: string;
  dispatcheremail: string | null;
}

/** The order's System note, written by the server (no user). */
const escalationNote = (tx: DbOrTx, workorderid: number, note: string) =>
  addSystemNote(tx, workorderid, SERVER_NOTE_AUTHOR, note);

const vendorEmailsOf = async (tx: DbOrTx, workorderid: number): Promise<string[]> => {
  const res = await tx.execute(sql`
    select distinct coalesce(nullif(trim(v.dispatchemail), ''), nullif(trim(v.primaryemail), '')) as email
      from workordervendors wv join vendors v on v.id = wv.vendorid
     where wv.workorderid = ${workorderid}`);
  return (res as unknown as { rows: { email: string | null }[] }).rows.flatMap((r) =>
    r.email ? [r.email] : [],
  );
};

const stageOf = (due: Date, now: Date, warnMinutes: number): EscalationStage | null =>
  due <= now ? "breach" : due.getTime() - now.getTime() <= warnMinutes * 60_000 ? "warning" : null;

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** One order: refresh its clocks, then record and send each stage reached, once (slaescalations_uq). */
const escalateOrder = async (db: Db, c: Candidate, now: Date, warnMinutes: number, notifyVendor: boolean) =>
  db.transaction(async (tx) => {
    await refreshSlaClocks(tx, c.id);
    const [s] = await tx.select().from(workOrderSlas).where(eq(workOrderSlas.workorderid, c.id));
    const [wo] = await tx
      .execute(sql`select sladueat from workorders where id = ${c.id}`)
      .then((r) => (r as unknown as { rows: { sladueat: string | null }[] }).rows);
    if (!s || !wo?.sladueat) return 0;
    const due: Record<SlaClockKind, [Date | null, Date | null]> = {
      respond: [s.respondby, s.respondmetat],
      onsite: [s.onsiteby, s.onsitemetat],
      complete: [s.completeby, s.completemetat],
    };
    let sent = 0;
    for (const clock of SLA_CLOCKS) {
      const [dueAt, metAt] = due[clock];
      if (!dueAt || metAt) continue;
      const stage = stageOf(dueAt, now, warnMinutes);
      if (!stage) continue;
      const [recorded] = await tx
        .insert(slaEscalations)
        .values({ workorderid: c.id, clock, stage, dueat: dueAt, sentat: now })
        .onConflictDoNothing()
        .returning({ id: slaEscalations.id });
      if (!recorded) continue;
      const label = SLA_CLOCK_LABELS[clock];
      const text =
        stage === "breach"
          ? `SLA breached: ${label} was due ${when(dueAt)}.`
          : `SLA at risk: ${label} is due ${when(dueAt)}.`;
      await escalationNote(tx, c.id, text);
      const to = [
        ...(c.dispatcheremail ? [c.dispatcheremail] : []),
        ...(notifyVendor ? await vendorEmailsOf(tx, c.id) : []),
      ];
      if (to.length) {
        const subject = `Work order ${c.wonumber}: ${stage === "breach" ? "SLA breached" : "SLA at risk"} (${label})`;
        await queueMail(tx, {
          to,
          subject,
          text: `Work order ${c.wonumber}\n\n${text}`,
          html: `<p>Work order ${escapeHtml(c.wonumber)}</p><p>${escapeHtml(text)}</p>`,
          workorderid: c.id,
        });
      }
      sent++;
    }
    return sent;
  });

/**
 * Escalations (issue 32): the open orders whose next clock is due before now + the warning lead, read from
 * the partial index on workorders.sladueat in keyset batches, each order in its own short transaction
 * (nothing is locked across the scan). A warning before a breach and a notice at breach, each once per
 * order, clock and stage: a dispatcher mail (and the vendors' when configured) through the outbox and a
 * System note.
 */
export const scanSlaEscalations = async (db: Db, now: Date) => {
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
       limit ${BATCH}`);
    const rows: (Candidate & { due: string })[] = (res as { rows: (Candidate & { due: string })[] }).rows;
    for (const r of rows) {
      sent += await escalateOrder(db, r, now, settings.warnminutes, settings.notifyvendor);
    }
    scanned += rows.length;
    const last: (Candidate & { due: string }) | undefined = rows.at(-1);
    if (!last || rows.length < BATCH) break;
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
