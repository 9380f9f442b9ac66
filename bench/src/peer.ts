import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildApp } from "../../apps/server/src/app.ts";
import { createContext } from "../../apps/server/src/bootstrap.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { STATUS9_PAGE_PATH } from "./cases/list-endpoints.ts";
import { DISPATCHER_USER } from "./cases/users.ts";
import { LIST_SEARCH_TERM, SEARCH_PAGE_PATH } from "./cases/workorder-list.ts";
import { countWorkOrders, loadAverage, machineNotes, markdownTable, openBenchDatabase } from "./dataset.ts";
import { type DriveResult, drive } from "./drive.ts";
import { ms } from "./stats.ts";

/*
 * Issue 19's peer: PostGraphile 4 with postgraphile-plugin-connection-filter answering the work-order list's
 * page on the same database, side by side with our endpoint in one run, at 1 connection each (autocannon).
 * PostGraphile is NOT an app dependency: install it into a temp dir first (the script refuses otherwise),
 *
 *   npm install --prefix /tmp/pg-peer postgraphile@4 postgraphile-plugin-connection-filter@2
 *
 * then: npx tsx bench/src/peer.ts --database-url postgres://…/fm_srv_1m [--duration 10] [--rounds 2]
 *
 * The two pages: status 9 (Dispatched), dispatch date ↓ (ties by id ↓), 100 rows, with the total, and the
 * same page searched for "leak". PostGraphile gets the same fields through its relations (customer and its
 * management provider, job site, priority, status, both dispatchers, trades, vendor lines; the notice counts
 * as the events' totalCount), `orderByNullsLast` so its sort is ours (and can use the same index), and
 * `connectionFilterRelations` so the search can reach the job site and customer as ours does. Our app runs
 * in this process next to autocannon (as in run.ts); PostGraphile in a child process of its own.
 */

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const HELP = `Usage: npx tsx bench/src/peer.ts --database-url URL [options]

  --database-url URL   PostgreSQL with an existing data set (npm run bench -- --workorders N builds one)
  --peer-dir DIR       where postgraphile@4 + postgraphile-plugin-connection-filter@2 are installed (default /tmp/pg-peer)
  --port N             PostGraphile's port (default 5099)
  --duration S         seconds per measurement (default 10)
  --connections N      autocannon connections (default 1)
  --rounds N           ours/peer measurement pairs per page, alternating (default 2; the best p50 pair is not picked: all are printed)
  -h, --help`;

/** The GraphQL document PostGraphile answers: our list row's fields, through relations. */
const PEER_QUERY = `query Page($status: Int!, $first: Int!, $filter: WorkorderFilter) {
  allWorkorders(condition: { statusid: $status }, filter: $filter, orderBy: [DISPATCHDATE_DESC, ID_DESC], first: $first) {
    totalCount
    nodes {
      id wonumber ponumber invoiceamount customerid jobsiteid createddate modifieddate receivedate
      priorityid promisedate onsitedate completedate dispatcherid statusid dispatchdate scheduledate
      briefdescription duedate nte lastnote flagged customercalled vendorcalled overridegeofencing
      proposalamount parentworkorderid version
      customerByCustomerid { customername managementproviderByManagementproviderid { managementprovider } }
      customerjobsiteByJobsiteid { jobsite streetaddress city statecode postalcode }
      priorityByPriorityid { name }
      workorderstatusByStatusid { name color }
      userByDispatcherid { firstname lastname }
      userByCustomerdispatcherid { firstname lastname }
      workordertradesByWorkorderid { nodes { tradeByTradeid { id tradename } } }
      workordervendorsByWorkorderid(orderBy: ID_ASC) { nodes { id quotedamount vendorByVendorid { id name } } }
      workordereventsByWorkorderid { totalCount }
    }
  }
}`;

/** Our search (workOrderSearchFor): the order's search text, or its job site's text, or its customer's name. */
const searchFilter = (term: string) => {
  const has = { includesInsensitive: term };
  return {
    or: [
      { searchtext: has },
      {
        customerjobsiteByJobsiteid: {
          or: [{ jobsite: has }, { streetaddress: has }, { city: has }],
        },
      },
      { customerByCustomerid: { customername: has } },
    ],
  };
};

const peerBody = (search: string | null) =>
  JSON.stringify({
    query: PEER_QUERY,
    variables: { status: 9, first: 100, ...(search ? { filter: searchFilter(search) } : {}) },
  });

interface PeerPage {
  data?: { allWorkorders: { totalCount: number; nodes: { id: number }[] } };
  errors?: unknown[];
}

const startPeer = async (peerDir: string, url: string, port: number): Promise<ChildProcess> => {
  const cli = path.join(peerDir, "node_modules/postgraphile/cli.js");
  if (!fs.existsSync(cli))
    throw new Error(
      `PostGraphile is not installed in ${peerDir}: npm install --prefix ${peerDir} postgraphile@4 postgraphile-plugin-connection-filter@2`,
    );
  // The CLI reads graphile-build options only from .postgraphilerc.js in its working directory.
  fs.writeFileSync(
    path.join(peerDir, ".postgraphilerc.js"),
    "module.exports = { options: { graphileBuildOptions: { connectionFilterRelations: true, orderByNullsLast: true } } };\n",
  );
  const child = spawn(
    process.execPath,
    [
      cli,
      ...["-c", url, "-s", "public", "--host", "127.0.0.1", "--port", String(port)],
      ...["--append-plugins", "postgraphile-plugin-connection-filter"],
      "--disable-query-log",
      "--disable-graphiql",
    ],
    { cwd: peerDir, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostGraphile exited:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`PostGraphile did not start in 120 s:\n${output}`);
};

interface Measured {
  page: string;
  server: "ours" | "PostGraphile";
  round: number;
  result: DriveResult;
  load: string;
}

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      "peer-dir": { type: "string", default: "/tmp/pg-peer" },
      port: { type: "string", default: "5099" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "1" },
      rounds: { type: "string", default: "2" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  const url = values["database-url"];
  if (values.help || !url) {
    console.log(HELP);
    return;
  }
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const rounds = Number(values.rounds);
  const runDir = path.join(benchDir, "out", `peer-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  fs.mkdirSync(runDir, { recursive: true });

  const database = await openBenchDatabase(url, false, runDir);
  const workOrders = await countWorkOrders(database);
  const config = loadConfig({
    DATA_DIR: runDir,
    LOG_LEVEL: "silent",
    LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
    DATABASE_URL: url,
  });
  const ctx = await createContext(config, database);
  const app = await buildApp({ ctx, webDistDir: null, logger: false, serializer: "compiled" });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`Ours on ${baseUrl}; starting PostGraphile from ${values["peer-dir"]}…`);
  const port = Number(values.port);
  const peer = await startPeer(values["peer-dir"], url, port);
  const peerUrl = `http://127.0.0.1:${port}/graphql`;
  const measured: Measured[] = [];
  try {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(DISPATCHER_USER),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const ourHeaders = { authorization: `Bearer ${accessToken}` };
    const peerHeaders = { "content-type": "application/json" };

    const pages = [
      { page: "status 9, dispatch date ↓, 100 rows + total", ours: STATUS9_PAGE_PATH, search: null },
      { page: `same, search "${LIST_SEARCH_TERM}"`, ours: SEARCH_PAGE_PATH, search: LIST_SEARCH_TERM },
    ];

    // Same answer? The ids in order and the total.
    for (const p of pages) {
      const ours = (await (await fetch(`${baseUrl}${p.ours}`, { headers: ourHeaders })).json()) as {
        rows: { id: number }[];
        total: number;
        totalcapped?: boolean;
      };
      const theirs = (await (
        await fetch(peerUrl, { method: "POST", headers: peerHeaders, body: peerBody(p.search) })
      ).json()) as PeerPage;
      if (!theirs.data) throw new Error(`PostGraphile answered errors: ${JSON.stringify(theirs.errors)}`);
      const a = ours.rows.map((r) => r.id).join(",");
      const b = theirs.data.allWorkorders.nodes.map((r) => r.id).join(",");
      console.log(
        `${p.page}: ours ${ours.rows.length} rows, total ${ours.total}${ours.totalcapped ? "+" : ""}; PostGraphile ${theirs.data.allWorkorders.nodes.length} rows, total ${theirs.data.allWorkorders.totalCount}; same ids in the same order: ${a === b ? "yes" : "NO"}`,
      );
    }

    for (const p of pages) {
      for (let round = 1; round <= rounds; round++) {
        for (const server of ["ours", "PostGraphile"] as const) {
          const load = loadAverage();
          const result =
            server === "ours"
              ? await drive({
                  url: `${baseUrl}${p.ours}`,
                  method: "GET",
                  headers: ourHeaders,
                  connections,
                  duration,
                })
              : await drive({
                  url: peerUrl,
                  method: "POST",
                  headers: peerHeaders,
                  body: peerBody(p.search),
                  connections,
                  duration,
                });
          measured.push({ page: p.page, server, round, result, load });
          console.log(
            `  ${p.page} · ${server} · round ${round}: p50 ${ms(result.p50)} p95 ${ms(result.p95)} ms, ${result.perSecond.toFixed(1)} req/s, errors ${result.errors + result.non2xx} (load ${load})`,
          );
        }
      }
    }
  } finally {
    peer.kill();
    await app.close();
    await database.close();
  }

  const table = markdownTable(
    ["page", "server", "round", "p50 ms", "p95 ms", "p99 ms", "req/s", "errors", "load avg at start"],
    ["l", "l", "r", "r", "r", "r", "r", "r", "l"],
    measured.map((m) => [
      m.page,
      m.server,
      String(m.round),
      ms(m.result.p50),
      ms(m.result.p95),
      ms(m.result.p99),
      m.result.perSecond.toFixed(1),
      String(m.result.errors + m.result.non2xx),
      m.load,
    ]),
  );
  const ratios = [...new Set(measured.map((m) => m.page))].flatMap((page) =>
    Array.from({ length: rounds }, (_, i) => {
      const ours = measured.find((m) => m.page === page && m.round === i + 1 && m.server === "ours");
      const theirs = measured.find(
        (m) => m.page === page && m.round === i + 1 && m.server === "PostGraphile",
      );
      if (!ours || !theirs) return [];
      return [
        `- ${page}, round ${i + 1}: PostGraphile p50 ÷ ours ${(theirs.result.p50 / ours.result.p50).toFixed(1)}×, our req/s ÷ theirs ${(ours.result.perSecond / theirs.result.perSecond).toFixed(1)}×`,
      ];
    }).flat(),
  );
  const text = [
    `PostgreSQL, ${workOrders.toLocaleString("en-US")} work orders, ${connections} connection(s), ${duration} s per measurement. ${machineNotes()}.`,
    "",
    ...table,
    "",
    ...ratios,
    "",
  ].join("\n");
  console.log(`\n${text}`);
  fs.writeFileSync(path.join(runDir, "peer.md"), text);
};

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
