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

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** A PostgreSQL int[] literal: one parameter for any number of ids. */
const idArray = (ids: readonly number[]) => `{${ids.map((i) => Math.trunc(i)).join(",")}}`;

/** What the clocks of the orders depend on, in one statement (earliest acceptance, first check-in). */
const orderFacts = async (tx: DbOrTx, ids: readonly number[]): Promise<OrderFacts[]> => {
  const res = await tx.execute(sql`
    select w.id, w.customerid, w.priorityid, w.statusid, w.receivedate, w.onsitedate, w.completedate, s.timezone,
           (select min(v.acceptedat) from workordervendors v where v.workorderid = w.id) as acceptedat,
           (select min(c.at) from workordercheckins c where c.workorderid = w.id and c.kind = 'in') as checkinat
      from workorders w join customerjobsites s on s.id = w.jobsiteid
     where w.id = any(${idArray(ids)}::int[])`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
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
  }));
};

interface PolicyRow {
  id: number;
  customerid: number | null;
  priorityid: number;
  respondminutes: number | null;
  onsiteminutes: number | null;
  completeminutes: number | null;
  twentyfourseven: boolean;
  weekhours: BusinessCalendar["week"];
}

/** Every policy (a small table): the customer's for a priority wins over the company default. */
const policiesOf = async (tx: DbOrTx) => {
  const rows = rowsOf<PolicyRow>(
    await tx.execute(sql`
      select id, customerid, priorityid, respondminutes, onsiteminutes, completeminutes, twentyfourseven, weekhours
        from slapolicies`),
  );
  const byKey = new Map(rows.map((p) => [`${p.customerid ?? ""}:${p.priorityid}`, p]));
  return (customerid: number, priorityid: number): PolicyRow | null =>
    byKey.get(`${customerid}:${priorityid}`) ?? byKey.get(`:${priorityid}`) ?? null;
};

/** Holidays from two days before the earliest start on: company-wide ones and each customer's own. */
const holidaysOf = async (tx: DbOrTx, from: Date) => {
  const rows = rowsOf<{ customerid: number | null; d: string }>(
    await tx.execute(sql`
      select customerid, holidaydate::text as d from slaholidays
       where holidaydate >= (${from.toISOString()}::timestamptz - interval '2 days')::date`),
  );
  return (customerid: number, start: Date): string[] => {
    const min = new Date(start.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    return rows
      .filter((r) => (r.customerid === null || Number(r.customerid) === customerid) && r.d >= min)
      .map((r) => r.d);
  };
};

interface PauseRow {
  workorderid: number;
  from: Date;
  to: Date | null;
}

const pausesOf = async (tx: DbOrTx, ids: readonly number[]) => {
  const rows: PauseRow[] = await tx
    .select({ workorderid: slaPauses.workorderid, from: slaPauses.pausedat, to: slaPauses.resumedat })
    .from(slaPauses)
    .where(sql`${slaPauses.workorderid} = any(${idArray(ids)}::int[])`)
    .orderBy(asc(slaPauses.pausedat));
  const by = new Map<number, PauseRow[]>();
  for (const p of rows) by.set(p.workorderid, [...(by.get(p.workorderid) ?? []), p]);
  return by;
};

const metOf = (f: OrderFacts): Record<SlaClockKind, Date | null> => ({
  respond: f.acceptedat,
  onsite: f.checkinat ?? f.onsitedate,
  complete: f.completedate,
});

/** One order's stored clocks and next due time, computed in memory from what was read. */
const clocksOf = (
  f: OrderFacts,
  policy: PolicyRow | null,
  pauseRows: PauseRow[],
  holidays: (customerid: number, start: Date) => string[],
) => {
  const paused = pauseRows.some((p) => p.to === null);
  const calendar: BusinessCalendar = {
    timeZone: f.timezone,
    twentyFourSeven: policy?.twentyfourseven ?? true,
    week: policy?.weekhours ?? DEFAULT_WEEK,
    holidays: policy && !policy.twentyfourseven ? holidays(f.customerid, f.receivedate) : [],
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
    workorderid: f.id,
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
  };
  return { row, next };
};

const STORED = [
  "policyid",
  "startedat",
  "timezone",
  "respondby",
  "respondmetat",
  "onsiteby",
  "onsitemetat",
  "completeby",
  "completemetat",
  "paused",
  "escalatedue",
] as const;

/**
 * Recomputes the clocks of a set of orders from their policies and events and stores them (workorderslas,
 * and workorders.sladueat = the earliest due time of a clock still running, null when none runs: no policy,
 * paused, all met, or the work is done) — a fixed number of statements for any number of orders (reads for
 * all of them, the arithmetic in memory, one upsert and one update). Call it in the transaction of every
 * write that changes them; batches of a few hundred ids (seed, policy-change job).
 */
export const refreshSlaClocksFor = async (tx: DbOrTx, ids: readonly number[]): Promise<void> => {
  if (!ids.length) return;
  // The marks of the triggers (migration 0062) for what is recomputed now (a deleted order's too).
  await tx.execute(sql`delete from slastale where workorderid = any(${idArray(ids)}::int[])`);
  const facts = await orderFacts(tx, ids);
  if (!facts.length) return;
  const found = facts.map((f) => f.id);
  const policyFor = await policiesOf(tx);
  const pauses = await pausesOf(tx, found);
  const from = new Date(Math.min(...facts.map((f) => f.receivedate.getTime())));
  const holidays = await holidaysOf(tx, from);
  const computed = facts.map((f) =>
    clocksOf(
      f,
      f.priorityid === null ? null : policyFor(f.customerid, f.priorityid),
      pauses.get(f.id) ?? [],
      holidays,
    ),
  );
  const set = Object.fromEntries([
    ...STORED.map((c) => [c, sql.raw(`excluded."${c}"`)]),
    ["computedat", sql`now()`],
  ]);
  await tx
    .insert(workOrderSlas)
    // escalatedue: the next due time, a lower bound of when the escalation scan has something to send.
    .values(computed.map((c) => ({ ...c.row, escalatedue: c.next, computedat: sql`now()` })))
    .onConflictDoUpdate({ target: workOrderSlas.workorderid, set });
  const next = JSON.stringify(
    computed.map((c) => ({ id: c.row.workorderid, due: c.next?.toISOString() ?? null })),
  );
  await tx.execute(sql`
    update workorders w set sladueat = v.due
      from jsonb_to_recordset(${next}::jsonb) as v(id int, due timestamptz)
     where w.id = v.id and w.sladueat is distinct from v.due`);
};

/**
 * The clocks of a job site's orders whose clocks run (a change of the site's time zone moves their business
 * hours): the orders the site trigger of migration 0062 marks, recomputed in the caller's write.
 */
export const refreshSlaClocksOfSite = async (tx: DbOrTx, jobsiteid: number): Promise<void> => {
  const rows = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.jobsiteid, jobsiteid), sql`${workOrders.sladueat} is not null`));
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) await refreshSlaClocksFor(tx, ids.slice(i, i + 500));
};

/** One order's clocks (see refreshSlaClocksFor). */
export const refreshSlaClocks = (tx: DbOrTx, workorderid: number): Promise<void> =>
  refreshSlaClocksFor(tx, [workorderid]);

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
