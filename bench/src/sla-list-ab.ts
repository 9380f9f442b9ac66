/**
 * Issue 32: "clocks on the list page add ≤ 2 ms to its p50". Every list row carries its clock as one stored
 * column (`workorders.sladueat`, read with the row) and a state read from it at `now` (slaStateOf in
 * workorder-list.rows.ts). This A/B measures exactly those two parts on a real data set, interleaved so both
 * sides see the same host:
 *  - SQL: the page's 100 rows of `workorders` by id, as the display statement reads them, with every column
 *    (A) and with every column but `sladueat` (B);
 *  - presenter: the clock fields of 100 rows (readClock at now + their JSON) against none.
 * Usage: npx tsx bench/src/sla-list-ab.ts --database-url postgres://… [--runs 2000]
 */
import { parseArgs } from "node:util";
import { DEFAULT_AT_RISK_MINUTES, readClock } from "@fm/domain";
import pg from "pg";
import { loadAverage, machineNotes } from "./dataset.ts";
import { ms, summarize } from "./stats.ts";

const { values: args } = parseArgs({
  options: { "database-url": { type: "string" }, runs: { type: "string", default: "2000" } },
});
const url = args["database-url"];
if (!url) throw new Error("--database-url is required");
const runs = Number(args.runs);

const client = new pg.Client({ connectionString: url, application_name: "fm-bench-sla-list-ab" });
await client.connect();
try {
  console.log(`${machineNotes()}; load average ${loadAverage()}`);
  const { rows: count } = await client.query<{ n: string }>("select count(*) n from workorders");
  // The list's page sorted by due time (every row with a running clock: the clocks' worst case), else the
  // plain Active page 2 (newest first) when the data set has no clocks.
  const byDue = await client.query<{ id: number }>(
    "select id from workorders where statusid not in (10, 6) and sladueat is not null order by sladueat, id desc limit 100",
  );
  const idRows = byDue.rows.length
    ? byDue.rows
    : (
        await client.query<{ id: number }>(
          "select id from workorders where statusid not in (10, 6) order by createddate desc, id desc limit 100 offset 100",
        )
      ).rows;
  const ids = idRows.map((r) => r.id);
  const { rows: cols } = await client.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_name = 'workorders' and table_schema = current_schema() order by ordinal_position",
  );
  const all = cols.map((c) => `"${c.column_name}"`);
  const withoutClock = all.filter((c) => c !== '"sladueat"');
  if (withoutClock.length !== all.length - 1) throw new Error("workorders.sladueat not found");
  const statement = (columns: string[]) =>
    `select ${columns.join(", ")} from workorders where id = any($1::int[])`;
  const A = { name: "fm_ab_with_clock", text: statement(all), values: [ids] };
  const B = { name: "fm_ab_without_clock", text: statement(withoutClock), values: [ids] };
  const { rows: withDue } = await client.query<{ n: string }>(
    "select count(*) n from workorders where id = any($1::int[]) and sladueat is not null",
    [ids],
  );
  console.log(
    `${Number(count[0]?.n).toLocaleString("en-US")} orders; page of ${ids.length} ids, ${withDue[0]?.n} with a running clock; ${runs} runs per side, interleaved`,
  );

  for (let i = 0; i < 50; i++) {
    await client.query(A);
    await client.query(B);
  }
  const a: number[] = [];
  const b: number[] = [];
  let sample: pg.QueryResult | undefined;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    for (const [q, out] of i % 2
      ? ([
          [B, b],
          [A, a],
        ] as const)
      : ([
          [A, a],
          [B, b],
        ] as const)) {
      const t = performance.now();
      const res = await client.query(q);
      out.push(performance.now() - t);
      if (q === A) sample = res;
    }
  }
  const wall = performance.now() - started;
  const sa = summarize(a, wall);
  const sb = summarize(b, wall);
  console.log(`SQL with the clock column:    p50 ${ms(sa.p50)} / p95 ${ms(sa.p95)} ms`);
  console.log(`SQL without the clock column: p50 ${ms(sb.p50)} / p95 ${ms(sb.p95)} ms`);
  console.log(`the column's share of the page's SQL p50: ${ms(sa.p50 - sb.p50)} ms`);

  // The presenter's clock part: readClock at now for each row, and the two fields' JSON.
  const dues = (sample?.rows ?? []).map((r: { sladueat: Date | null }) => r.sladueat);
  const presentClock = (now: number) =>
    dues.map((due) => {
      if (!due) return { sladueat: null, slastate: null };
      const { state } = readClock(due.getTime(), null, false, now, DEFAULT_AT_RISK_MINUTES);
      return {
        sladueat: due.toISOString(),
        slastate: state === "at_risk" || state === "breached" ? state : "running",
      };
    });
  const p: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    JSON.stringify(presentClock(Date.now()));
    p.push(performance.now() - t);
  }
  const sp = summarize(p, 0);
  console.log(`presenter's clock fields for ${dues.length} rows: p50 ${ms(sp.p50)} / p95 ${ms(sp.p95)} ms`);
  console.log(
    `clocks add to the list page's p50: ${ms(Math.max(0, sa.p50 - sb.p50) + sp.p50)} ms (target ≤ 2 ms); load average ${loadAverage()}`,
  );
} finally {
  await client.end();
}
