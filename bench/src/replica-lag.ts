/**
 * How long a committed write takes to become visible on a streaming replica, and what read-your-writes
 * costs per write (decision 0044-f34scale). Starts its own PostgreSQL 15 primary + hot standby on loopback
 * (apps/server/src/deployment/pg-cluster.ts), commits N small writes and, after each, polls the standby's
 * pg_last_wal_replay_lsn() until it has passed the write's pg_current_wal_lsn().
 *   npx tsx bench/src/replica-lag.ts [writes]
 */
import pg from "pg";
import { parseLsn } from "../../apps/server/src/db/read-replica.ts";
import { startPgCluster } from "../../apps/server/src/deployment/pg-cluster.ts";

const writes = Number(process.argv[2] ?? 300);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const show = (label: string, xs: number[]) =>
  console.log(
    `${label}: p50 ${pct(xs, 50).toFixed(2)} / p95 ${pct(xs, 95).toFixed(2)} / max ${Math.max(...xs).toFixed(2)} ms`,
  );

const cluster = await startPgCluster();
try {
  const primary = new pg.Client({ connectionString: cluster.primary.url() });
  await primary.connect();
  await primary.query("create table lagprobe (id serial primary key, at timestamptz default now())");
  const standby = new pg.Client({ connectionString: cluster.standby.url() });
  for (let i = 0; ; i++) {
    try {
      await standby.connect();
      break;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const visible: number[] = [];
  const lsnCost: number[] = [];
  for (let i = 0; i < writes; i++) {
    await primary.query("insert into lagprobe default values");
    const t0 = performance.now();
    const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
    const committed = performance.now();
    lsnCost.push(committed - t0);
    const target = parseLsn(rows[0]?.lsn) ?? 0n;
    for (;;) {
      const r = await standby.query<{ lsn: string }>("select pg_last_wal_replay_lsn()::text as lsn");
      if ((parseLsn(r.rows[0]?.lsn) ?? -1n) >= target) break;
    }
    visible.push(performance.now() - committed);
  }
  console.log(`${writes} writes, primary + hot standby on loopback (fsync off)`);
  show("commit → replayed on the standby", visible);
  show("pg_current_wal_lsn() after a write (read-your-writes' cost per write)", lsnCost);
  await primary.end();
  await standby.end();
} finally {
  cluster.destroy();
}
