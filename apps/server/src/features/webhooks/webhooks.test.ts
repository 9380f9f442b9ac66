import http from "node:http";
import type { AddressInfo } from "node:net";
import type { CreatedWebhook, WebhookDeliveryList, WebhookRow } from "@fm/domain/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, mailOutbox, webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { cancelOrderRequest } from "../../test/work-order-requests.ts";
import { WEBHOOK_DISABLE_AFTER } from "./delivery.job.ts";
import { emitWebhookEvent } from "./emit.ts";
import { verifyWebhook } from "./signature.ts";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let t: TestApp;
let admin: string;
let server: http.Server;
let base: string;
const received: Received[] = [];
/** The status the receiver answers per path (200 unless set). */
const answer = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, { roles: ["Admin"] })).token;
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = answer.get(path) ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});
beforeEach(async () => {
  // Earlier tests' subscriptions must not take this test's events.
  await t.db.update(webhookSubscriptions).set({ isactive: false });
  await allowPrivate(true);
});

const allowPrivate = async (allowprivateurls: boolean) => {
  const res = await t.call(admin, {
    method: "PUT",
    url: "/api/admin/webhooks/settings",
    payload: { allowprivateurls },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const subscribe = async (path: string, events = ["workorder.created"]) => {
  const res = await t.call(admin, {
    method: "POST",
    url: "/api/admin/webhooks",
    payload: { url: `${base}${path}`, events },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CreatedWebhook>();
};

const emit = (type: "workorder.created" | "workorder.status_changed", data: Record<string, unknown>) =>
  t.db.transaction((tx) => emitWebhookEvent(tx, type, data));

const deliveriesOf = async (id: number) =>
  (
    await t.call(admin, { method: "GET", url: `/api/admin/webhooks/deliveries?id=${id}` })
  ).json<WebhookDeliveryList>().rows;

/** Makes every queued retry due now (the runner's back-off is minutes; tests do not wait). */
const retriesDueNow = () =>
  t.db
    .update(jobs)
    .set({ runafter: sql`now()` })
    .where(and(eq(jobs.kind, "webhook-delivery"), eq(jobs.state, "queued")));

describe("webhooks (issue 33)", () => {
  it("delivers an event signed per Standard Webhooks to a real receiver and logs it", async () => {
    const path = `/ok-${uid()}`;
    const { secret, row } = await subscribe(path, ["workorder.created", "workorder.status_changed"]);
    expect(secret).toMatch(/^whsec_/);
    expect(await emit("workorder.created", { id: 41, wonumber: "FMB-41" })).toBe(1);
    await t.ctx.jobs.drain();
    const got = received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    const [msg] = got;
    if (!msg) throw new Error("nothing received");
    const headers = {
      id: String(msg.headers["webhook-id"]),
      timestamp: String(msg.headers["webhook-timestamp"]),
      signature: String(msg.headers["webhook-signature"]),
    };
    expect(headers.id).toMatch(/^msg_/);
    expect(verifyWebhook(secret, headers, msg.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(JSON.parse(msg.body)).toMatchObject({
      type: "workorder.created",
      data: { id: 41, wonumber: "FMB-41" },
    });
    const [log] = await deliveriesOf(row.id);
    expect(log).toMatchObject({ status: "delivered", responsecode: 200, attempts: 1, messageid: headers.id });
    expect(log?.latencyms).toBeGreaterThanOrEqual(0);
    // the secret is stored sealed, never in plain text
    const [stored] = await t.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, row.id));
    expect(stored?.secretsealed).not.toContain(secret.slice(6));
  });

  it("sends only the subscribed events and nothing when the writing transaction rolls back", async () => {
    const path = `/filter-${uid()}`;
    const { row } = await subscribe(path, ["workorder.status_changed"]);
    expect(await emit("workorder.created", { id: 1 })).toBe(0);
    await t.db
      .transaction(async (tx) => {
        await emitWebhookEvent(tx, "workorder.status_changed", { id: 2 });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await t.ctx.jobs.drain();
    expect(received.filter((r) => r.path === path)).toEqual([]);
    expect(await deliveriesOf(row.id)).toEqual([]);
  });

  it("retries a failed delivery with the same webhook-id and a fresh signature, then logs the success", async () => {
    const path = `/flaky-${uid()}`;
    const { secret, row } = await subscribe(path);
    answer.set(path, 503);
    await emit("workorder.created", { id: 7 });
    await t.ctx.jobs.drain();
    let [log] = await deliveriesOf(row.id);
    expect(log).toMatchObject({ status: "pending", attempts: 1, responsecode: 503 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'deliveryid' = ${String(log?.id)}`);
    expect(job?.state).toBe("queued");
    expect(job?.runafter.getTime()).toBeGreaterThan(Date.now());
    answer.delete(path);
    await retriesDueNow();
    await t.ctx.jobs.drain();
    [log] = await deliveriesOf(row.id);
    expect(log).toMatchObject({ status: "delivered", attempts: 2, responsecode: 200 });
    const got = received.filter((r) => r.path === path);
    expect(got.map((r) => r.headers["webhook-id"])).toEqual([log?.messageid, log?.messageid]);
    const last = got[1];
    if (!last) throw new Error("no retry received");
    const headers = {
      id: String(last.headers["webhook-id"]),
      timestamp: String(last.headers["webhook-timestamp"]),
      signature: String(last.headers["webhook-signature"]),
    };
    expect(verifyWebhook(secret, headers, last.body, Math.floor(Date.now() / 1000))).toBe(true);
    const sub = (
      await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, row.id))
    )[0];
    expect(sub?.consecutivefailures).toBe(0);
  });

  it(`turns a subscription off after ${WEBHOOK_DISABLE_AFTER} failures in a row and tells the Admins`, async () => {
    const path = `/down-${uid()}`;
    const { row } = await subscribe(path);
    answer.set(path, 500);
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER + 2; i++) await emit("workorder.created", { id: i });
    await t.ctx.jobs.drain();
    const [sub] = await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, row.id));
    expect(sub?.isactive).toBe(false);
    expect(sub?.disabledreason).toContain(`${WEBHOOK_DISABLE_AFTER} delivery attempts in a row failed`);
    // Deliveries run eight at once: those already under way when the tenth failure turns it off still go out;
    // every later one is skipped.
    const sent = received.filter((r) => r.path === path).length;
    expect(sent).toBeGreaterThanOrEqual(WEBHOOK_DISABLE_AFTER);
    const statuses = (await deliveriesOf(row.id)).map((d) => d.status).sort();
    expect(statuses.filter((s) => s === "skipped")).toHaveLength(WEBHOOK_DISABLE_AFTER + 2 - sent);
    const notices = await t.db
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.subject} = 'Webhook subscription disabled' and ${mailOutbox.html} like ${`%${path}%`}`,
      );
    expect(notices).toHaveLength(1);
    // turning it on again starts the count afresh
    const on = await t.call(admin, {
      method: "POST",
      url: "/api/admin/webhooks/update",
      payload: { id: row.id, version: sub?.version, isactive: true },
    });
    expect(on.json<WebhookRow>()).toMatchObject({
      isactive: true,
      consecutivefailures: 0,
      disabledreason: null,
    });
  });

  it("redelivers a logged message with the same id", async () => {
    const path = `/again-${uid()}`;
    const { row } = await subscribe(path);
    await emit("workorder.created", { id: 9 });
    await t.ctx.jobs.drain();
    const [first] = await deliveriesOf(row.id);
    const res = await t.call(admin, { method: "POST", url: `/api/admin/webhooks/redeliver?id=${first?.id}` });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    const log = await deliveriesOf(row.id);
    expect(log).toHaveLength(2);
    expect(log.every((d) => d.status === "delivered" && d.messageid === first?.messageid)).toBe(true);
    expect(received.filter((r) => r.path === path)).toHaveLength(2);
  });

  it("is emitted by the services' own write paths: a status change and its note", async () => {
    const path = `/writes-${uid()}`;
    const { row } = await subscribe(path, ["workorder.status_changed", "workorder.note_added"]);
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid: site.id });
    const res = await t.call(admin, cancelOrderRequest(wo, "per call"));
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    const bodies = received
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => b.type).sort()).toEqual(["workorder.note_added", "workorder.status_changed"]);
    expect(bodies.find((b) => b.type === "workorder.status_changed")?.data).toMatchObject({
      workorderid: wo.id,
      wonumber: wo.wonumber,
      to: { statusid: 6 },
    });
    expect((await deliveriesOf(row.id)).every((d) => d.status === "delivered")).toBe(true);
  });

  it("refuses loopback, private and link-local URLs unless the Admin allows them for testing", async () => {
    await allowPrivate(false);
    const count = async () => (await t.db.select().from(webhookSubscriptions)).length;
    for (const url of [
      `${base}/x`,
      "http://10.0.0.8/hook",
      "http://169.254.169.254/latest",
      "http://[::1]:8080/",
    ]) {
      const body = await expectRefusedUnchanged(
        () =>
          t.call(admin, {
            method: "POST",
            url: "/api/admin/webhooks",
            payload: { url, events: ["workorder.created"] },
          }),
        400,
        "validation",
        count,
      );
      expect(body.fields?.url).toContain("webhooks must reach a public address");
    }
    // and a delivery to an address that became private is not sent
    await allowPrivate(true);
    const path = `/later-${uid()}`;
    const { row } = await subscribe(path);
    await allowPrivate(false);
    await emit("workorder.created", { id: 3 });
    await t.ctx.jobs.drain();
    expect(received.filter((r) => r.path === path)).toEqual([]);
    const [log] = await deliveriesOf(row.id);
    expect(log?.error).toContain("public address");
    expect(
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionid, row.id)))[0]
        ?.status,
    ).toBe("pending");
  });
});
