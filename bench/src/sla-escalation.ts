/**
 * Issue 32's escalation bench: "the escalation job scans a day's 50,000 open orders in < 5 s without locking
 * writers", on PostgreSQL.
 *
 *   npx tsx bench/src/sla-escalation.ts [--open 50000] [--orders 100000] [--database-url URL] [--writers 2]
 *                                       [--marked 200] [--gap 60]
 *
 * Without --database-url it starts a throw-away PostgreSQL 15 (apps/server/src/deployment/pg-cluster.ts, fsync
 * off) and seeds it: the demo data (its SLA policies: company defaults per priority), then the set-based scale
 * seed up to --orders. Setup makes `--open` open orders "a day's": received over the last 24 hours at P1–P4,
 * their clocks computed and stored by the server's own refreshSlaClocksFor (batches of 500). Then it times
 * `scanSlaEscalations` — the job's whole run: a catch-up run `--gap` minutes ago after a quiet day (every order
 * due or within the warning lead then is escalated once: a System note, an outbox mail, a slaescalations row),
 * a cold scan now (the N orders that crossed a warning or breach threshold during the `--gap` minutes the job
 * was stopped), then the steady state five minutes later (what crossed a threshold in those 5 minutes).
 * Meanwhile `--writers` loops update random open orders of the set (what a dispatcher's save does to the row,
 * one short transaction each) and time every write: "without locking writers" = their p95 / max during the
 * scan against the same writes before it, and how often a writer waits on a lock held by the scan's sessions
 * (pg_stat_activity + pg_blocking_pids sampled every 50 ms; waits on other sessions are counted apart). A third run follows `--marked` orders changed without a refresh (their on-site date set in
 * one statement: the triggers mark them, the scan recomputes them); a fourth repeats the steady state in
 * batches of 25 instead of 200 (shorter transactions). Time per open order = the run / `--open`'s set.
 */
import { parseArgs } from "node:util";
import { STATUS, WORK_DONE_STATUS_IDS } from "@fm/domain";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { hasPgBinaries, startPgCluster } from "../../apps/server/src/deployment/pg-cluster.ts";
import { refreshSlaClocksFor } from "../../apps/server/src/features/sla/index.ts";
import { scanSlaEscalations } from "../../apps/server/src/features/sla/sla-escalation.ts";
import { ensureDataSet, loadAverage, machineNotes } from "./dataset.ts";

const { values: args } = parseArgs({
  options: {
    open: { type: "string", default: "50000" },
    orders: { type: "string", default: "100000" },
    "database-url": { type: "string" },
    writers: { type: "string", default: "2" },
    marked: { type: "string", default: "200" },
    gap: { type: "string", default: "60" },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  console.log(
    "npx tsx bench/src/sla-escalation.ts [--open 50000] [--orders 100000] [--database-url URL] [--writers 2] [--marked 200] [--gap 60]\n" +
      "  --open: open orders made a day's (received over the last 24 h); --orders: the data set's size;\n" +
      "  --database-url: an existing database (else a throw-away PostgreSQL 15); --writers: timed writer loops;\n" +
      "  --marked: orders changed without a refresh before the marked run; --gap: minutes the job was stopped\n" +
      "  before the cold scan (its N due = the orders crossing a warning or breach in that time).",
  );
  process.exit(0);
}
const OPEN = Number(args.open);
const ORDERS = Math.max(Number(args.orders), OPEN + 2000);
const WRITERS = Number(args.writers);
const MARKED = Number(args.marked);
const GAP_MINUTES = Number(args.gap);
const SCAN_APP = "fm-bench-scan";
const WRITER_APP = "fm-bench-writer";

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const show = (xs: number[]) =>
  xs.length
    ? `n ${xs.length}, p50 ${pct(xs, 50).toFixed(1)} / p95 ${pct(xs, 95).toFixed(1)} / max ${Math.max(...xs).toFixed(1)} ms`
    : "n 0";

const cluster = args["database-url"] ? null : hasPgBinaries() ? await startPgCluster() : null;
if (!args["database-url"] && !cluster) throw new Error("no --database-url and no PostgreSQL 15 binaries");
const url = args["database-url"] ?? cluster?.primary.url() ?? "";
cluster?.standby.stop();
const database = await openDatabase({ url, poolSize: 4, applicationName: SCAN_APP });
try {
  console.log(`${machineNotes()}; load average ${loadAverage()}`);
  await database.migrate();
  await ensureReferenceData(database.db);
  await ensureDataSet(database, ORDERS);
  const { db } = database;
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  // A day's open orders: received over the last 24 h, P1–P4, no escalation yet.
  const t0 = performance.now();
  const closed = [STATUS.Invoiced, STATUS.Cancelled, ...WORK_DONE_STATUS_IDS];
  const ids = (
    await rows<{ id: number }>(sql`
      select id from workorders where statusid <> all(${`{${closed.join(",")}}`}::int[])
       order by id desc limit ${OPEN}`)
  ).map((r) => Number(r.id));
  await db.execute(sql`delete from slaescalations`);
  await db.execute(sql`
    update workorders w set receivedate = now() - ((w.id % 1440) * interval '1 minute'), priorityid = 1 + (w.id % 4),
           sladueat = null
     where w.id = any(${`{${ids.join(",")}}`}::int[])`);
  for (let i = 0; i < ids.length; i += 500) await refreshSlaClocksFor(db, ids.slice(i, i + 500));
  // The seeds insert vendor lines and check-ins set-based (the triggers of migration 0062 mark their orders)
  // and compute no clocks outside the set above: a day's steady state has no mark left.
  const [marks] = await rows<{ n: number }>(sql`
    with gone as (delete from slastale returning 1) select count(*)::int as n from gone`);
  console.log(`marks left by the seeds, cleared: ${marks?.n ?? 0}`);
  const [setup] = await rows<{ due: number; candidates: number; warn: number }>(sql`
    select count(*) filter (where sladueat is not null)::int as due,
           count(*) filter (where sladueat < now() + make_interval(mins => (select warnminutes from slasettings where id = 1)))::int as candidates,
           (select warnminutes from slasettings where id = 1)::int as warn
      from workorders where id = any(${`{${ids.join(",")}}`}::int[])`);
  console.log(
    `setup: ${ids.length} open orders, ${setup?.due} with a running clock, ${setup?.candidates} due within the ${setup?.warn}-minute warning lead (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );

  // Writers: short updates of random orders of the set, timed one by one.
  const writes: { at: number; ms: number }[] = [];
  let writing = true;
  const writer = async () => {
    const c = new pg.Client({ connectionString: url, application_name: WRITER_APP });
    await c.connect();
    while (writing) {
      const id = ids[Math.floor(Math.random() * ids.length)];
      const s = performance.now();
      await c.query("update workorders set modifieddate = now() where id = $1", [id]);
      writes.push({ at: s, ms: performance.now() - s });
      await new Promise((r) => setTimeout(r, 20));
    }
    await c.end();
  };
  const loops = Array.from({ length: WRITERS }, writer);
  await new Promise((r) => setTimeout(r, 5_000));
  const before = writes.map((w) => w.ms);

  // Lock waits, sampled every 50 ms: the writer sessions waiting on a heavyweight lock, and who holds it (the
  // scan's sessions, another writer, or a session of another database on the shared server: the commit of a
  // transaction that NOTIFYs takes one cluster-wide lock, and every work-order or note write NOTIFYs).
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const sample = async () => {
    const r = await probe.query<{ event: string; blocker: string | null }>(
      `select w.wait_event as event, b.application_name as blocker
         from pg_stat_activity w
         left join lateral unnest(pg_blocking_pids(w.pid)) as bp(pid) on true
         left join pg_stat_activity b on b.pid = bp.pid
        where w.application_name = $1 and w.wait_event_type = 'Lock'`,
      [WRITER_APP],
    );
    return r.rows;
  };
  const scan = async (label: string, now: Date, batch?: number) => {
    const s = performance.now();
    const from = writes.length;
    let sampling = true;
    let samples = 0;
    let onScan = 0;
    let onOther = 0;
    const events = new Map<string, number>();
    const sampler = (async () => {
      while (sampling) {
        const rows = await sample();
        samples += 1;
        if (rows.some((r) => r.blocker?.startsWith(SCAN_APP))) onScan += 1;
        else if (rows.length) onOther += 1;
        for (const r of rows) {
          const key = `${r.event}←${r.blocker?.startsWith(SCAN_APP) ? "scan" : r.blocker === WRITER_APP ? "writer" : "other"}`;
          events.set(key, (events.get(key) ?? 0) + 1);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const result = await scanSlaEscalations(db, now, batch);
    sampling = false;
    await sampler;
    const seconds = (performance.now() - s) / 1000;
    const kinds = [...events].map(([k, n]) => `${k} ${n}`).join(", ");
    console.log(
      `${label}: ${result.refreshed} marked order(s) refreshed, ${result.scanned} read, ${result.sent} escalation(s) sent in ${seconds.toFixed(2)} s (${((seconds * 1000) / Math.max(1, ids.length)).toFixed(3)} ms per open order, ${((seconds * 1000) / Math.max(1, result.scanned)).toFixed(2)} ms per order read); writes meanwhile: ${show(writes.slice(from).map((w) => w.ms))}; a writer waiting on a lock held by the scan in ${onScan} of ${samples} samples, on another session in ${onOther}${kinds ? ` (${kinds})` : ""}; load average ${loadAverage()}`,
    );
  };
  console.log(`writes before the scan: ${show(before)}`);
  const now = new Date();
  await scan(
    `catch-up run (a quiet day's escalations at once, ${GAP_MINUTES} min ago)`,
    new Date(now.getTime() - GAP_MINUTES * 60_000),
  );
  await scan(`cold scan after a ${GAP_MINUTES}-minute stop (what crossed a threshold meanwhile)`, now);
  await scan("steady state (5 min later)", new Date(now.getTime() + 5 * 60_000));
  // A realistic 5 minutes of writes that change clock inputs without a refresh (the triggers mark them).
  await db.execute(sql`
    update workorders set onsitedate = now()
     where id = any(${`{${ids.slice(0, MARKED).join(",")}}`}::int[])`);
  await scan(
    `steady state with ${MARKED} marked orders (10 min later)`,
    new Date(now.getTime() + 10 * 60_000),
  );
  await scan("steady state, batches of 25", new Date(now.getTime() + 15 * 60_000), 25);
  writing = false;
  await Promise.all(loops);
  await probe.end();
} finally {
  await database.close();
  cluster?.destroy();
}
