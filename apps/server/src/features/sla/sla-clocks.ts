import {
  type BusinessCalendar,
  DEFAULT_WEEK,
  dueAtOf,
  type Pause,
  readClock,
  SLA_CLOCKS,
  type SlaClockKind,
  WORK_DONE_STATUS_IDS,
} from "@fm/domain";
import type { SlaClock, SlaOrderClocks } from "@fm/domain/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { slaPauses, slaSettings, workOrderSlas, workOrders } from "../../db/schema/index.ts";

interface OrderFacts {
  id: number;
  customerid: number;
  priorityid: number | null;
  statusid: number;
  receivedate: Date;
  onsitedate: Date | null;
  completedate: Date | null;
  timezone: string;
  acceptedat: Date | null;
  checkinat: Date | null;
}

const toDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/** What the clocks of one order depend on, in one statement (earliest acceptance, first check-in). */
const orderFacts = async (tx: DbOrTx, workorderid: number): Promise<OrderFacts | null> => {
  const res = await tx.execute(sql`
    select w.id, w.customerid, w.priorityid, w.statusid, w.receivedate, w.onsitedate, w.completedate, s.timezone,
           (select min(v.acceptedat) from workordervendors v where v.workorderid = w.id) as acceptedat,
           (select min(c.at) from workordercheckins c where c.workorderid = w.id and c.kind = 'in') as checkinat
      from workorders w join customerjobsites s on s.id = w.jobsiteid
     where w.id = ${workorderid}`);
  const r = (res as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    customerid: Number(r.customerid),
    priorityid: r.priorityid === null ? null : Number(r.priorityid),
    statusid: Number(r.statusid),
    receivedate: new Date(r.receivedate as string),
    onsitedate: toDate(r.onsitedate),
    completedate: toDate(r.completedate),
    timezone: String(r.timezone),
    acceptedat: toDate(r.acceptedat),
    checkinat: toDate(r.checkinat),
  };
};

interface PolicyRow {
  id: number;
  respondminutes: number | null;
  onsiteminutes: number | null;
  completeminutes: number | null;
  twentyfourseven: boolean;
  weekhours: BusinessCalendar["week"];
}

/** The customer's policy for the priority, else the company default; null when neither exists. */
const policyOf = async (tx: DbOrTx, customerid: number, priorityid: number): Promise<PolicyRow | null> => {
  const res = await tx.execute(sql`
    select id, respondminutes, onsiteminutes, completeminutes, twentyfourseven, weekhours
      from slapolicies
     where priorityid = ${priorityid} and (customerid = ${customerid} or customerid is null)
     order by customerid nulls last limit 1`);
  const r = (res as unknown as { rows: PolicyRow[] }).rows[0];
  return r ?? null;
};

const holidaysOf = async (tx: DbOrTx, customerid: number, from: Date): Promise<string[]> => {
  const res = await tx.execute(sql`
    select holidaydate::text as d from slaholidays
     where (customerid is null or customerid = ${customerid}) and holidaydate >= (${from.toISOString()}::timestamptz - interval '2 days')::date`);
  return (res as unknown as { rows: { d: string }[] }).rows.map((r) => r.d);
};

const pausesOf = async (tx: DbOrTx, workorderid: number) =>
  tx
    .select({ from: slaPauses.pausedat, to: slaPauses.resumedat, reason: slaPauses.reason })
    .from(slaPauses)
    .where(eq(slaPauses.workorderid, workorderid))
    .orderBy(asc(slaPauses.pausedat));

const metOf = (f: OrderFacts): Record<SlaClockKind, Date | null> => ({
  respond: f.acceptedat,
  onsite: f.checkinat ?? f.onsitedate,
  complete: f.completedate,
});

/**
 * Recomputes one order's clocks from its policy and events and stores them (workorderslas, and
 * workorders.sladueat = the earliest due time of a clock still running, null when none runs: no policy,
 * paused, all met, or the work is done). Call it in the transaction of every write that changes them.
 */
export const refreshSlaClocks = async (tx: DbOrTx, workorderid: number): Promise<void> => {
  const f = await orderFacts(tx, workorderid);
  if (!f) return;
  const policy = f.priorityid === null ? null : await policyOf(tx, f.customerid, f.priorityid);
  const pauseRows = await pausesOf(tx, workorderid);
  const paused = pauseRows.some((p) => p.to === null);
  const calendar: BusinessCalendar = {
    timeZone: f.timezone,
    twentyFourSeven: policy?.twentyfourseven ?? true,
    week: policy?.weekhours ?? DEFAULT_WEEK,
    holidays: policy && !policy.twentyfourseven ? await holidaysOf(tx, f.customerid, f.receivedate) : [],
  };
  const met = metOf(f);
  const targets: Record<SlaClockKind, number | null> = {
    respond: policy?.respondminutes ?? null,
    onsite: policy?.onsiteminutes ?? null,
    complete: policy?.completeminutes ?? null,
  };
  const due = {} as Record<SlaClockKind, Date | null>;
  for (const k of SLA_CLOCKS) {
    const metAt = met[k];
    // A met clock keeps the due time it had: a pause opened after it was met does not matter.
    const pauses: Pause[] = pauseRows.map((p) => ({
      from: p.from.getTime(),
      to: p.to ? p.to.getTime() : metAt ? Math.max(metAt.getTime(), p.from.getTime()) : null,
    }));
    const at = dueAtOf(calendar, f.receivedate.getTime(), targets[k], pauses);
    due[k] = at === null ? null : new Date(at);
  }
  const done = WORK_DONE_STATUS_IDS.includes(f.statusid);
  const running = SLA_CLOCKS.filter((k) => met[k] === null && due[k] !== null).map((k) => due[k] as Date);
  const next =
    done || paused || !running.length ? null : new Date(Math.min(...running.map((d) => d.getTime())));
  const row = {
    policyid: policy?.id ?? null,
    startedat: f.receivedate,
    timezone: f.timezone,
    respondby: due.respond,
    respondmetat: met.respond,
    onsiteby: due.onsite,
    onsitemetat: met.onsite,
    completeby: due.complete,
    completemetat: met.complete,
    paused,
    computedat: sql`now()`,
  };
  await tx
    .insert(workOrderSlas)
    .values({ workorderid, ...row })
    .onConflictDoUpdate({ target: workOrderSlas.workorderid, set: row });
  await tx
    .update(workOrders)
    .set({ sladueat: next })
    .where(and(eq(workOrders.id, workorderid), sql`${workOrders.sladueat} is distinct from ${next}`));
};

/** The at-risk window and escalation settings (the one row). */
export const slaSettingsOf = async (db: DbOrTx) => {
  const [s] = await db.select().from(slaSettings).where(eq(slaSettings.id, 1));
  return s ?? { id: 1, atriskminutes: 60, warnminutes: 60, notifyvendor: false, version: 1 };
};

/** An order's clocks as read at `now` from what refreshSlaClocks stored. */
export const readOrderClocks = async (
  db: DbOrTx,
  workorderid: number,
  now: Date,
): Promise<SlaOrderClocks> => {
  const [stored] = await db.select().from(workOrderSlas).where(eq(workOrderSlas.workorderid, workorderid));
  const [wo] = await db
    .select({ statusid: workOrders.statusid })
    .from(workOrders)
    .where(eq(workOrders.id, workorderid));
  const settings = await slaSettingsOf(db);
  const [open] = await db
    .select({ reason: slaPauses.reason })
    .from(slaPauses)
    .where(and(eq(slaPauses.workorderid, workorderid), sql`${slaPauses.resumedat} is null`));
  const paused = Boolean(open);
  const done = wo ? WORK_DONE_STATUS_IDS.includes(wo.statusid) : false;
  const pick: Record<SlaClockKind, [Date | null, Date | null]> = {
    respond: [stored?.respondby ?? null, stored?.respondmetat ?? null],
    onsite: [stored?.onsiteby ?? null, stored?.onsitemetat ?? null],
    complete: [stored?.completeby ?? null, stored?.completemetat ?? null],
  };
  const clocks: SlaClock[] = SLA_CLOCKS.map((clock) => {
    const [dueAt, metAt] = pick[clock];
    const reading =
      done && metAt === null
        ? { state: "none" as const, remainingMinutes: null }
        : readClock(
            dueAt?.getTime() ?? null,
            metAt?.getTime() ?? null,
            paused,
            now.getTime(),
            settings.atriskminutes,
          );
    return {
      clock,
      dueat: dueAt ? dueAt.toISOString() : null,
      metat: metAt ? metAt.toISOString() : null,
      state: reading.state,
      remainingminutes: reading.remainingMinutes,
    };
  });
  return {
    workorderid,
    timezone: stored?.timezone ?? null,
    paused,
    pausereason: open?.reason ?? null,
    clocks,
  };
};
