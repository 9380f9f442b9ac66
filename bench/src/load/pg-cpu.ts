import fs from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../../apps/server/src/db/client.ts";

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a local process in ms, or null when it is gone (or /proc is not readable). */
const cpuMsOf = (pid: number): number | null => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

/**
 * CPU time the PostgreSQL backends of one database used during a run (PostgreSQL on this host): every second
 * it lists the database's backends (pg_stat_activity) and reads their CPU counters from /proc. A backend
 * already running at the start counts from its first sample, one that appears later from zero; a backend
 * that exits loses at most its last second. With the server's own CPU (process.cpuUsage) this gives the cost
 * of a request in CPU time, which a shared, busy host does not distort the way it distorts latencies.
 */
export const samplePostgresCpu = async (url: string) => {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = await openDatabase({ url, poolSize: 1 });
  const seen = new Map<number, { base: number; last: number }>();
  let first = true;
  let stopped = false;
  const sample = async () => {
    const res = (await admin.db.execute(
      sql`select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { pid: number }[] };
    for (const { pid } of res.rows) {
      const cpu = cpuMsOf(Number(pid));
      if (cpu === null) continue;
      const known = seen.get(Number(pid));
      if (known) known.last = cpu;
      else seen.set(Number(pid), { base: first ? cpu : 0, last: cpu });
    }
    first = false;
  };
  await sample();
  const loop = (async () => {
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 1000));
      if (!stopped) await sample().catch(() => undefined);
    }
  })();
  return {
    /** Stops sampling; returns the CPU ms the backends used since the start (NaN when /proc was unreadable). */
    stop: async (): Promise<number> => {
      stopped = true;
      await loop;
      await sample().catch(() => undefined);
      await admin.close();
      if (!seen.size) return Number.NaN;
      let total = 0;
      for (const { base, last } of seen.values()) total += last - base;
      return total;
    },
  };
};
