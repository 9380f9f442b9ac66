/**
 * Issue 34 §4: how each page's cost grows with the data set. For every --database-url (smallest first: 100,000,
 * 1,000,000, 5,000,000 orders), runs the HTTP + bare-SQL cases of `npm run bench` (the plain and the searched
 * list page, the dispatcher dashboard, home counts, Select Vendor, the vendor and customer portals; 1 connection)
 * and bench/src/reports.ts (report 1 over one year, Report.xlsx of ≈ 100,000 rows), each in its own process, one
 * data set after the other. Prints p50 per case per data set and the growth from each to the next (target: from
 * 1,000,000 to 5,000,000 no page's p50 grows more than 1.5×), and appends the table to bench/RESULTS.md.
 *
 *   npm run cost-curve --workspace @fm/bench -- --database-url …/fm_100k --database-url …/fm_1m --database-url …/fm_5m
 *
 * The data sets: `npm run bench -- --database-url URL --create-db --workorders N --case __seed_only__ --no-results`
 * (docs/deployment.md, "The cost curve"); the largest is built once, in the background.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The `npm run bench` cases of the curve, by a substring of their names. */
export const CURVE_CASES = [
  "status=9 sort=dispatchdate desc (plain",
  "sort=dispatchdate desc search=",
  "getalerts",
  "getactivecounts (Admin)",
  "getprioritycounts (Admin)",
  "getdailycounts (Admin)",
  "getvendorsbytrades",
  "(Vendor portal, 100 rows)",
  "(Customer portal, 100 rows)",
] as const;

/** Growth allowed from one data set to the next, five times larger (issue 34 §4). */
export const MAX_GROWTH = 1.5;

interface Figure {
  p50: number;
  p95: number;
}
type Column = Map<string, Figure>;

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", multiple: true },
    duration: { type: "string", default: "6" },
    "year-days": { type: "string", default: "365" },
    note: { type: "string", default: "" },
    "no-results": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});
const urls = values["database-url"] ?? [];
if (values.help || urls.length < 2) {
  console.log(
    "Usage: npm run cost-curve --workspace @fm/bench -- --database-url URL --database-url URL [...] [--duration S] [--year-days N] [--note TEXT] [--no-results]",
  );
  process.exit(values.help ? 0 : 2);
}

const run = (args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      cwd: benchDir,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${args[0]} exited ${code}`))));
  });

const measure = async (url: string): Promise<{ workOrders: number; column: Column }> => {
  const json = path.join(fs.mkdtempSync(path.join(tmpdir(), "fm-curve-")), "bench.json");
  await run([
    "src/run.ts",
    "--database-url",
    url,
    "--connections",
    "1",
    "--duration",
    values.duration,
    "--no-results",
    "--json",
    json,
    ...CURVE_CASES.flatMap((c) => ["--case", c]),
  ]);
  const bench = JSON.parse(fs.readFileSync(json, "utf8")) as {
    workOrders: number;
    rows: { name: string; http: Figure }[];
  };
  const column: Column = new Map(bench.rows.map((r) => [r.name, { p50: r.http.p50, p95: r.http.p95 }]));
  const reports = await run([
    "src/reports.ts",
    "--database-url",
    url,
    "--only",
    "1",
    "--runs",
    "5",
    "--month-days",
    "31",
    "--year-days",
    values["year-days"],
  ]);
  const year = /^\| 1 \| year \| \d+ \| ([\d.]+) \| ([\d.]+) \|/m.exec(reports);
  if (year) column.set("report 1, one year (first page)", { p50: Number(year[1]), p95: Number(year[2]) });
  const exported = /^(\{"export".*\})$/m.exec(reports);
  if (exported) {
    const e = JSON.parse(exported[1] ?? "{}") as { rows: number; seconds: number };
    const ms = e.seconds * 1000;
    column.set(`Report.xlsx (report 1, ≈ 100,000 rows; ${e.rows} here)`, { p50: ms, p95: ms });
  }
  return { workOrders: bench.workOrders, column };
};

const loadAtStart = loadavg()[0]?.toFixed(1);
const columns: { workOrders: number; column: Column }[] = [];
for (const url of urls) columns.push(await measure(url));

const names = [...new Set(columns.flatMap((c) => [...c.column.keys()]))];
const fmt = (x: number | undefined) => (x === undefined ? "–" : x < 10 ? x.toFixed(2) : x.toFixed(1));
const head = columns.map((c) => `p50 at ${c.workOrders.toLocaleString("en-US")} (ms)`);
const growthHeads = columns
  .slice(1)
  .map((c, i) => `×, ${fmt((columns[i]?.workOrders ?? 1) / 1e6)}M → ${fmt(c.workOrders / 1e6)}M`);
const lines = [
  `| case | ${[...head, ...growthHeads].join(" | ")} | last step ≤ ${MAX_GROWTH}× |`,
  `|---|${[...head, ...growthHeads].map(() => "---:").join("|")}|---|`,
];
for (const name of names) {
  const p50s = columns.map((c) => c.column.get(name)?.p50);
  const growth = p50s.slice(1).map((x, i) => {
    const before = p50s[i];
    return x !== undefined && before ? x / before : undefined;
  });
  const last = growth.at(-1);
  lines.push(
    `| ${name} | ${[...p50s.map(fmt), ...growth.map((g) => (g === undefined ? "–" : `${g.toFixed(2)}×`))].join(" | ")} | ${last === undefined ? "–" : last <= MAX_GROWTH ? "yes" : "NO"} |`,
  );
}
const table = lines.join("\n");
console.log(`\n${table}`);
if (!values["no-results"])
  fs.appendFileSync(
    path.join(benchDir, "RESULTS.md"),
    [
      "",
      `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — cost curve (issue 34 §4), PostgreSQL, ${columns.map((c) => c.workOrders.toLocaleString("en-US")).join(" / ")} work orders`,
      "",
      `\`npm run cost-curve --workspace @fm/bench\`: HTTP p50 of each case, 1 connection, ${values.duration} s per case, one data set after the other; report 1 and Report.xlsx from bench/src/reports.ts. Host load average ${loadAtStart} at the start, ${loadavg()[0]?.toFixed(1)} at the end.${values.note ? ` ${values.note}` : ""}`,
      "",
      table,
      "",
    ].join("\n"),
  );
