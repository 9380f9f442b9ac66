import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { makeUser, uid } from "../test/factories.ts";
import {
  createScratchDatabase,
  onPostgres,
  openScratchDatabase,
  type ScratchDatabase,
} from "./scratch-database.ts";
import { type RunningInstance, startInstancePair } from "./spawn-instance.ts";

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer (docs/deployment.md): one
 * signing key from configuration, sessions, limits and the outbox in the database. Runs in the api-postgres
 * project (TEST_DATABASE_URL); it creates and drops its own database so its outbox workers never touch the
 * mail of the other test files.
 */
if (!onPostgres) {
  console.log("two-instances.test.ts: skipped, needs PostgreSQL (runs in the api-postgres project).");
}

const PASSWORD = "correct horse battery staple";
const LOGIN_LIMIT = 6;

let scratch: ScratchDatabase;
let database: Database;
let smtp: SMTPServer;
const received: string[] = [];
let a: RunningInstance;
let b: RunningInstance;

const post = (base: RunningInstance, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base.baseUrl}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const get = (base: RunningInstance, url: string, token: string) =>
  fetch(`${base.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
const login = (base: RunningInstance, email: string, password: string, client: string) =>
  post(base, "/api/auth/login", { email, password }, { "x-forwarded-for": client });
const clientAddress = () =>
  `100.64.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

describe.skipIf(!onPostgres)("two instances on one PostgreSQL database", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase("fm_two_instances");
    database = await openScratchDatabase(scratch);

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    [a, b] = await startInstancePair({
      DATABASE_URL: scratch.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The test client is the "load balancer": one trusted hop, X-Forwarded-For names the client.
      TRUST_PROXY: "1",
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it("a token issued by one instance works on the other; logout on one is refused on the other", async () => {
    const user = await makeUser(database.db, { password: PASSWORD, roles: ["Dispatchers"] });
    const res = await login(a, user.email, PASSWORD, clientAddress());
    expect(res.status).toBe(200);
    const { accessToken, refreshToken } = (await res.json()) as { accessToken: string; refreshToken: string };
    expect((await get(b, "/api/auth/me", accessToken)).status).toBe(200);

    // A refresh on B gives a token A accepts: the session lives in the shared database.
    const renewed = (await (await post(b, "/api/auth/refresh", { refreshToken })).json()) as {
      accessToken: string;
    };
    expect((await get(a, "/api/auth/me", renewed.accessToken)).status).toBe(200);

    const out = await fetch(`${a.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${renewed.accessToken}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(204);
    const after = await get(b, "/api/auth/me", renewed.accessToken);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: "session_ended" });
  });

  it("shares the per-address sign-in limit: the instances together allow LOGIN_RATE_LIMIT_PER_MINUTE", async () => {
    const client = clientAddress();
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      const res = await login(i % 2 ? b : a, `nobody-${uid()}@example.test`, "guess", client);
      codes.push(res.status);
    }
    expect(codes).toEqual([...Array(LOGIN_LIMIT).fill(401), 429, 429]);
  });

  it("shares the account × address lockout: failures on both instances add up", async () => {
    const user = await makeUser(database.db, { password: PASSWORD });
    // The lockout is per account and address (issue 29): one address fails on both instances.
    const client = clientAddress();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await login(i % 2 ? b : a, user.email, `guess ${i}`, client)).status);
    }
    codes.push((await login(b, user.email, PASSWORD, client)).status);
    codes.push((await login(a, user.email, PASSWORD, client)).status);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another address is not locked out by them.
    expect((await login(a, user.email, PASSWORD, clientAddress())).status).toBe(200);
  });

  it("an edit saved on one instance is read at once on the other", async () => {
    const user = await makeUser(database.db, { password: PASSWORD, roles: ["Dispatchers"] });
    const { accessToken: token } = (await (await login(a, user.email, PASSWORD, clientAddress())).json()) as {
      accessToken: string;
    };
    const auth = { authorization: `Bearer ${token}` };
    const grid = { columns: [], filters: [], sort: [], search: "", pageSize: 20 };
    const created = await post(
      a,
      "/api/view/createview?viewName=Mine&viewType=w&isDefault=false",
      grid,
      auth,
    );
    expect(created.status).toBe(201);
    const { viewid } = (await created.json()) as { viewid: number };
    const listed = (await (await get(b, "/api/view/getuserviews?pagetype=w", token)).json()) as Array<{
      viewid: number;
    }>;
    expect(listed.map((v) => v.viewid)).toContain(viewid);

    const updated = await fetch(`${b.baseUrl}/api/view/updateview?viewId=${viewid}&viewType=w`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ ...grid, search: "leak", pageSize: 50 }),
    });
    expect(updated.status).toBe(200);
    const read = (await (await get(a, `/api/view/getview?viewId=${viewid}`, token)).json()) as {
      view: { search: string; pageSize: number };
    };
    expect(read.view).toMatchObject({ search: "leak", pageSize: 50 });
  });

  it("sends each outbox message exactly once, though both instances run the outbox worker", async () => {
    const tag = uid();
    const count = 12;
    await database.db.insert(mailOutbox).values(
      Array.from({ length: count }, (_, i) => ({
        to: [`vendor-${tag}-${i}@example.test`],
        subject: `Two instances ${tag} #${i}`,
        html: `<p>${i}</p>`,
      })),
    );
    const ours = () => received.filter((raw) => raw.includes(`Two instances ${tag}`));
    const deadline = Date.now() + 45_000;
    while (ours().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // Both workers poll every 5 s: wait past another round of each before counting duplicates.
    await new Promise((r) => setTimeout(r, 11_000));
    const subjects = ours().map((raw) => /#(\d+)/.exec(raw)?.[1]);
    expect(subjects.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: count }, (_, i) => String(i)),
    );
    const rows = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  }, 90_000);
});
