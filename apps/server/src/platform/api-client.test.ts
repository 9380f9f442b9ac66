import { readFile, writeFile } from "node:fs/promises";
import { addNoteByNumber, verifiedEvent } from "@fm/api-client/examples/note-from-another-system";
import { schemaSource } from "@fm/api-client/generate";
import type { CreatedApiToken } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrderNotes } from "../db/schema/index.ts";
import { newWebhookSecret, signWebhook } from "../features/webhooks/signature.ts";
import { makeCustomer, makeJobSite, makeUser, makeWorkOrder, signIn } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** Issue 33 §7: the typed client in packages/api-client is generated from this server's OpenAPI document. */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const SCHEMA = new URL("../../../../packages/api-client/src/schema.gen.ts", import.meta.url);

describe("the typed API client (issue 33)", () => {
  it("is generated from the current OpenAPI document (UPDATE_API_CLIENT=1 writes it again)", async () => {
    const source = await schemaSource(t.app.swagger());
    if (process.env.UPDATE_API_CLIENT === "1") await writeFile(SCHEMA, source);
    expect(await readFile(SCHEMA, "utf8")).toBe(source);
  });

  it("runs the example integration with an API token: one note, the retry answers the same note", async () => {
    const admin = (await signIn(t, { roles: ["Admin"] })).token;
    const owner = await makeUser(t.db, { roles: ["Dispatchers"] });
    const created = await t.call(admin, {
      method: "POST",
      url: "/api/admin/apitokens",
      payload: { name: "another system", userid: owner.id, scopes: ["read:workorders"] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { token } = created.json<CreatedApiToken>();
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    const wo = await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid: site.id });

    const result = await addNoteByNumber({ baseUrl, token, wonumber: wo.wonumber, note: "Parts ordered" });

    expect(result.workorderid).toBe(wo.id);
    expect(result.retriedNoteId).toBe(result.noteid);
    const notes = await t.db
      .select({ id: workOrderNotes.id, note: workOrderNotes.note })
      .from(workOrderNotes)
      .where(eq(workOrderNotes.workorderid, wo.id));
    expect(notes.filter((n) => n.note.includes("Parts ordered")).map((n) => n.id)).toEqual([result.noteid]);
  });

  it("the example's receiver accepts our webhook signature (Standard Webhooks library) and refuses a forged one", () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: "workorder.created", data: { id: 1 } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(secret, "msg_1", timestamp, body),
    };
    expect(verifiedEvent(secret, headers, body).type).toBe("workorder.created");
    expect(() => verifiedEvent(secret, headers, body.replace("1", "2"))).toThrow();
    expect(() => verifiedEvent(newWebhookSecret(), headers, body)).toThrow();
  });
});
