import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

/**
 * Tables that are NOT business entities, each with why. Every other table must carry the fm_audit trigger
 * (migration 0049): a new table fails this test until it gets the trigger or a line here.
 */
const NOT_AUDITED: Record<string, string> = {
  __drizzle_migrations: "migration bookkeeping",
  adminaudit: "itself an audit log (user administration)",
  auditlog: "the audit trail itself",
  authsessions: "sign-in sessions, not business data",
  errorlog: "client error reports",
  idempotencykeys: "stored answers of replayed requests (the first request's writes are audited)",
  invoicedorderdays: "report rollup kept by triggers",
  jobs: "the job runner's queue",
  liveevents: "live-screen event feed",
  loginthrottle: "sign-in throttling",
  mailoutbox: "outgoing mail queue (what was sent is its own log)",
  orderlinefacts: "report rollup kept by triggers",
  qboconnection: "QuickBooks OAuth credentials (secrets only)",
  qbotransfers: "QuickBooks push log",
  ratelimits: "per-user quota counters",
  refreshtokens: "sign-in refresh tokens (secrets only)",
  savedviews: "a user's own grid layouts",
  servicechannelsync:
    "the ServiceChannel sync outbox (its own log of what was sent, when and the last error)",
  slastale: "marks kept by triggers: orders whose SLA clocks must be recomputed (migration 0062)",
  slaescalations: "the escalation job's once-per-stage bookkeeping (each escalation is a System note)",
  userwritepositions: "read-your-writes routing (WAL positions), not business data",
  vendorresponselinks: "single-use link token hashes (the decision itself is audited on workordervendors)",
  vendorscorecards: "scorecard rollup kept by triggers",
  vendorscorecardlines: "each vendor line's share of the scorecard rollup, kept by triggers (migration 0067)",
  webhookdeliveries: "the webhook delivery log (its own log)",
  workorderslas: "SLA clock readings derived from the order's rows by refreshSlaClocks",
  tradescorecardpending: "net changes of tradescorecardtotals queued until their commit (migration 0065)",
  tradescorecardtotals: "per-trade sums of the scorecard rollup, kept with it (migration 0065)",
  transmissionlogs: "integration transmission log",
  userinvitations: "set-password tokens (secrets; the Admin action is in adminaudit)",
  vendorcompliancereminders: "the reminder job's bookkeeping",
  workordercounts: "counter rollup kept by triggers",
  workorderdaycounts: "report rollup kept by triggers",
  dispatcherquartercounts: "home counts rollup kept by triggers",
  workorderpageviews: "who opened which tab (a read log)",
  workorderscopecounts: "counter rollup kept by triggers",
  workordersitedays: "report rollup kept by triggers",
};

const t = await createTestApp();
afterAll(() => t.close());

const tables = async () => {
  const res = await t.db.execute<{ table_name: string; audited: boolean }>(sql`
    select t.table_name,
           exists (select 1 from information_schema.triggers g
                    where g.event_object_schema = 'public' and g.event_object_table = t.table_name
                      and g.trigger_name = 'fm_audit') as audited
      from information_schema.tables t
     where t.table_schema in ('public', 'drizzle') and t.table_type = 'BASE TABLE'`);
  return (res as unknown as { rows: { table_name: string; audited: boolean }[] }).rows;
};

describe("audit trail guard", () => {
  it("every business table has the fm_audit trigger on insert, update and delete", async () => {
    const all = await tables();
    expect(all.length).toBeGreaterThan(50);
    const missing = all.filter((r) => !r.audited && !(r.table_name in NOT_AUDITED)).map((r) => r.table_name);
    expect(
      missing,
      "add the fm_audit trigger (migration) or an entry in NOT_AUDITED with the reason",
    ).toEqual([]);
  });

  it("the allow-list names only existing, unaudited tables", async () => {
    const all = new Map((await tables()).map((r) => [r.table_name, r.audited]));
    const stale = Object.keys(NOT_AUDITED).filter((name) => all.get(name) !== false);
    expect(stale).toEqual([]);
  });

  it("the trigger fires on all three operations", async () => {
    const res = await t.db.execute<{ n: number }>(sql`
      select count(distinct event_manipulation)::int as n from information_schema.triggers
       where trigger_name = 'fm_audit' and event_object_table = 'workorders'`);
    expect((res as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });
});
