/**
 * Issue 14 bench: the Customers list (GET /api/customer/grid's service, listCustomerGrid: page rows with
 * dispatcher, sales rep, provider and job-site count, plus the total) at 20,000 customers / 500,000 job sites.
 * Tops the database up with the set-based scale seed (seed/scale-customers.ts), then times the first page
 * of a few typical queries. Target: first page p95 < 50 ms on PostgreSQL.
 * Usage: npx tsx bench/src/customer-list.ts --database-url URL [--customers 20000] [--sites 25] [--iterations 200]
 */
import { parseArgs } from "node:util";
import { CustomerGridQuery } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { listCustomerGrid } from "../../apps/server/src/features/customers/customer-list.service.ts";
import { queryRows } from "../../apps/server/src/seed/batch.ts";
import { scaleCustomers } from "../../apps/server/src/seed/scale-customers.ts";
import { ms, summarize } from "./stats.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    customers: { type: "string" },
    sites: { type: "string" },
    iterations: { type: "string" },
    explain: { type: "boolean", default: false },
  },
});
const customers = Number(values.customers ?? 20_000);
const sites = Number(values.sites ?? 25);
const iterations = Number(values.iterations ?? 200);

const database = await openDatabase(values["database-url"] ? { url: values["database-url"] } : {});
await database.migrate();
await ensureReferenceData(database.db);
const seeded = await scaleCustomers(database.db, customers, sites, (l) => console.log(l));
console.log(
  `data set: ${seeded.customers} customers, ${seeded.jobSites} job sites (seed ${seeded.seconds.toFixed(1)} s)`,
);

const CASES: [string, Record<string, string>][] = [
  ["first page, default sort (name)", { page: "1", pageSize: "100" }],
  [
    "first page, sorted by job-site count desc",
    { page: "1", pageSize: "100", sort: JSON.stringify([{ column: "jobsitecount", desc: true }]) },
  ],
  [
    "first page, sorted by city",
    { page: "1", pageSize: "100", sort: JSON.stringify([{ column: "city", desc: false }]) },
  ],
  ["first page, search 'Customer 0123'", { page: "1", pageSize: "100", search: "Customer 0123" }],
  ["first page, inactive shown", { page: "1", pageSize: "100", inactive: "true" }],
  ["page 50 (infinite scroll, deep)", { page: "50", pageSize: "100" }],
];

const rows: string[] = [];
for (const [name, query] of CASES) {
  const q = CustomerGridQuery.parse(query);
  for (let i = 0; i < 10; i++) await listCustomerGrid(database.db, q); // warm up
  const samples: number[] = [];
  const wall = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await listCustomerGrid(database.db, CustomerGridQuery.parse(query));
    samples.push(performance.now() - t);
  }
  const s = summarize(samples, performance.now() - wall);
  rows.push(
    `| ${name} | ${iterations} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.p95 < 50 ? "yes" : "NO"} |`,
  );
  console.log(rows.at(-1));
  if (values.explain && database.kind === "postgres") {
    const plan = await queryRows<{ "QUERY PLAN": string }>(
      database.db,
      sql`explain analyze select c.id from customers c where c.isactive order by c.customername, c.id limit 100`,
    );
    console.log(plan.map((p) => p["QUERY PLAN"]).join("\n"));
  }
}
console.log(
  "\n| query | n | p50 ms | p95 ms | p99 ms | p95 < 50 ms |\n| --- | --- | --- | --- | --- | --- |",
);
console.log(rows.join("\n"));
await database.close();
