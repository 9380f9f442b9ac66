/**
 * Issue 34 §5: where a list endpoint's time goes beyond its bare twin. One process, alternating rounds of
 * (a) the twin — `listWorkOrders` called straight, as `npm run bench` times it — and (b) the same page over
 * HTTP from a keep-alive client, with the server's own hooks stamping each phase of the request:
 *   before — client write, HTTP parse, routing, the token and session check (the onRequest hooks before ours)
 *   checks — our onRequest → preHandler (later onRequest hooks, body and querystring parsing and validation)
 *   handler — preHandler → preSerialization (the same service call as the twin, with the signed-in user)
 *   serialise — preSerialization → onSend (the compiled serializer)
 *   send — onSend → onResponse (onSend hooks, the string's flattening and UTF-8 write, the socket drained)
 *   after — onResponse → the client's last byte
 *   npx tsx bench/src/list-phases.ts --database-url postgres://…/fm_1m [--path "/api/workorder/getworkorders?…"]
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { WorkOrderListQuery } from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import { createContext } from "../../apps/server/src/bootstrap.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { listWorkOrders } from "../../apps/server/src/features/workorders/workorder-list.service.ts";
import type { AuthUser } from "../../apps/server/src/platform/auth/auth-user.ts";
import { DISPATCHER_USER } from "./cases/users.ts";
import { summarize } from "./stats.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    path: { type: "string", default: "/api/workorder/getworkorders?pageSize=100&status=active&page=2" },
    rounds: { type: "string", default: "6" },
    per: { type: "string", default: "100" },
  },
});
const url = values["database-url"];
if (!url) throw new Error("--database-url is required (a seeded PostgreSQL database)");
const path = values.path;
const rounds = Number(values.rounds);
const per = Number(values.per);

const PHASES = ["before", "checks", "handler", "serialise", "send", "after"] as const;
const phases: Record<(typeof PHASES)[number], number[]> = {
  before: [],
  checks: [],
  handler: [],
  serialise: [],
  send: [],
  after: [],
};
/** Per request: onRequest (ours, after the auth hook), preHandler, preSerialization, onSend, onResponse. */
const stamps = new WeakMap<FastifyRequest, number[]>();
let finished: number[] | null = null;
const stamp = async (req: FastifyRequest) => {
  stamps.get(req)?.push(performance.now());
};

const database = await openDatabase({ url, poolSize: 10 });
const config = loadConfig({
  DATA_DIR: "/tmp/fm-list-phases",
  LOG_LEVEL: "silent",
  LOGIN_RATE_LIMIT_PER_MINUTE: "100000000",
  DATABASE_URL: url,
});
const ctx = await createContext(config, database);
const app = await buildApp({
  ctx,
  logger: false,
  beforeFeatures: (a) => {
    a.addHook("onRequest", async (req) => {
      stamps.set(req, [performance.now()]);
    });
    a.addHook("preHandler", stamp);
    a.addHook("preSerialization", async (req, _reply, payload) => {
      await stamp(req);
      return payload;
    });
    a.addHook("onSend", async (req, _reply, payload) => {
      await stamp(req);
      return payload;
    });
    a.addHook("onResponse", async (req) => {
      await stamp(req);
      if (req.url === path) finished = stamps.get(req) ?? null;
    });
  },
});
const base = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
const login = await fetch(new URL("/api/auth/login", base), {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(DISPATCHER_USER),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const claims = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString()) as {
  sub: string;
  roles: string[];
  permissions: string[];
};
const dispatcher: AuthUser = {
  id: Number(claims.sub),
  email: DISPATCHER_USER.email,
  name: "",
  vendorid: null,
  customerid: null,
  roles: claims.roles,
  permissions: claims.permissions,
};
const query = WorkOrderListQuery.parse(Object.fromEntries(new URLSearchParams(path.split("?")[1] ?? "")));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const twin = async () => {
  await listWorkOrders(database.db, dispatcher, query, { now: new Date() });
};
const overHttp = () =>
  new Promise<void>((resolve, reject) => {
    const sent = performance.now();
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        headers: { authorization: `Bearer ${accessToken}` },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const done = performance.now();
          const t = finished;
          finished = null;
          if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
          if (t && t.length === 5) {
            const [s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0] = t;
            phases.before.push(s0 - sent);
            phases.checks.push(s1 - s0);
            phases.handler.push(s2 - s1);
            phases.serialise.push(s3 - s2);
            phases.send.push(s4 - s3);
            phases.after.push(done - s4);
          }
          resolve();
        });
      },
    );
    req.on("error", reject);
    req.end();
  });

const timings = { twin: [] as number[], http: [] as number[] };
const timed = async (out: number[], run: () => Promise<void>) => {
  const t0 = performance.now();
  await run();
  out.push(performance.now() - t0);
};
for (let i = 0; i < 30; i++) {
  await twin();
  await overHttp();
}
for (const k of PHASES) phases[k].length = 0;
for (let r = 0; r < rounds; r++) {
  for (let i = 0; i < per; i++) await timed(timings.twin, twin);
  for (let i = 0; i < per; i++) await timed(timings.http, overHttp);
}
/** p50 and mean of a sample set (the wall time is not used here). */
const p50 = (xs: readonly number[]) => summarize(xs, 1).p50;
const mean = (xs: readonly number[]) => summarize(xs, 1).mean;
const [row] = (
  (await database.db.execute(sql`select count(*)::int as n from workorders`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
console.log(`${path} — ${row?.n.toLocaleString("en-US")} orders, ${rounds} × ${per} alternating`);
console.log(
  `twin p50 ${p50(timings.twin).toFixed(2)} ms; HTTP p50 ${p50(timings.http).toFixed(2)} ms (${(p50(timings.http) / p50(timings.twin)).toFixed(2)}×)`,
);
console.log(`HTTP phases, p50 ms: ${PHASES.map((k) => `${k} ${p50(phases[k]).toFixed(2)}`).join(" · ")}`);
console.log(
  `means: twin ${mean(timings.twin).toFixed(2)}, HTTP ${mean(timings.http).toFixed(2)} = ${PHASES.map((k) => `${k} ${mean(phases[k]).toFixed(2)}`).join(" + ")} (${phases.handler.length} of ${timings.http.length} stamped)`,
);
await app.close();
await database.close();
