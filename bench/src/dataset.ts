import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { DEMO_WORK_ORDER_COUNT, hasDemoData, seedDemoData } from "../../apps/server/src/seed/demo.ts";
import { scaleWorkOrders } from "../../apps/server/src/seed/scale.ts";

/** Opens (and with createDb first creates) the benchmark database: PostgreSQL at url, or PGlite under runDir. */
export const openBenchDatabase = async (
  url: string | undefined,
  createDb: boolean,
  runDir: string,
  poolSize = 10,
): Promise<Database> => {
  if (url && createDb) {
    const target = new URL(url);
    const name = decodeURIComponent(target.pathname.slice(1));
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name "${name}"`);
    const admin = new URL(url);
    admin.pathname = "/postgres";
    const server = await openDatabase({ url: admin.toString(), poolSize: 1 });
    try {
      await server.db.execute(sql.raw(`create database ${name}`));
      console.log(`Created database ${name}`);
    } finally {
      await server.close();
    }
  }
  const database = await openDatabase(url ? { url, poolSize } : { dataDir: path.join(runDir, "pglite") });
  await database.migrate();
  await ensureReferenceData(database.db);
  return database;
};

/**
 * Seeds the data set unless the database already has users: the demo seed, then the set-based scale seed up
 * to `workOrders`. Returns the seeding time in seconds, or null when an existing data set is used as it is.
 */
export const ensureDataSet = async (database: Database, workOrders: number): Promise<number | null> => {
  if (await hasDemoData(database.db)) {
    console.log("Database already has users: using the existing data set.");
    return null;
  }
  const t0 = performance.now();
  const demo = Math.min(workOrders, DEMO_WORK_ORDER_COUNT);
  console.log(`Seeding demo data (${demo} work orders)…`);
  await seedDemoData(database.db, { workOrders: demo, log: console.log });
  if (workOrders > demo) {
    console.log(`Scale seed: ${(workOrders - demo).toLocaleString("en-US")} more work orders…`);
    await scaleWorkOrders(database.db, workOrders - demo, {
      batchSize: database.kind === "pglite" ? 10_000 : 50_000,
      log: console.log,
    });
  }
  const seconds = (performance.now() - t0) / 1000;
  console.log(`Seeded in ${seconds.toFixed(1)} s`);
  return seconds;
};

export const countWorkOrders = async (database: Database): Promise<number> => {
  const result = (await database.db.execute(sql`select count(*)::int as n from workorders`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
};

/** The host's load average (1 / 5 / 15 min), as `uptime` shows it: the 2-core host is shared. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");

export const machineNotes = (): string => {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  return `${os.cpus().length}× ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`;
};

/** A Markdown table laid out the way `biome format` lays it out (padded cells), so RESULTS.md stays clean. */
export const markdownTable = (header: readonly string[], align: readonly ("l" | "r")[], body: string[][]) => {
  const rowsOf = [header.slice(), ...body];
  const widths = header.map((_, i) => Math.max(3, ...rowsOf.map((r) => [...(r[i] ?? "")].length)));
  const pad = (v: string, i: number) => {
    const fill = " ".repeat((widths[i] ?? 0) - [...v].length);
    return align[i] === "r" ? fill + v : v + fill;
  };
  const line = (r: readonly string[]) => `| ${r.map((v, i) => pad(v, i)).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (align[i] === "r" ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(header), rule, ...body.map(line)];
};
