import type { Readable } from "node:stream";
import { ContainerClient } from "@azure/storage-blob";
import type { Attachment } from "@fm/domain/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAzuriteForTests } from "../../test/azurite.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody, SAMPLES } from "./attachment-test-helpers.ts";

const azurite = await startAzuriteForTests();

describe.skipIf(!azurite)("attachments on Azure Blob Storage (azurite)", () => {
  let t: TestApp;
  let token: string;
  let workorderid: number;

  beforeAll(async () => {
    t = await createTestApp({
      AZURE_STORAGE_CONNECTION_STRING: azurite?.connectionString ?? "",
      AZURE_STORAGE_CONTAINER: `att-${uid()}`,
      SAS_TTL_MINUTES: "5",
    });
    token = (await signIn(t, { roles: ["Dispatchers"] })).token;
    const customer = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, customer.id);
    workorderid = (await makeWorkOrder(t.db, { customerid: customer.id, jobsiteid: site.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    await azurite?.stop();
  });

  it("uploads into the container, downloads through the API and reads the blob with getSAS's token", async () => {
    expect(t.ctx.blobs.kind).toBe("azure");
    const up = await t.call(token, {
      method: "POST",
      url: "/api/workorder/attachfile",
      ...multipartBody({ workorderid, attachmenttypeid: 1 }, [
        { name: "site photo.png", content: SAMPLES.png },
      ]),
    });
    expect(up.statusCode, up.body).toBe(201);
    const [row] = up.json() as Attachment[];
    if (!row) throw new Error("no row");

    const file = await t.call(token, { method: "GET", url: `/api/workorder/attachment/${row.id}/download` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLES.png)).toBe(true);

    const sas = await t.call(token, { method: "GET", url: "/api/storage/getSAS" });
    expect(sas.statusCode, sas.body).toBe(200);
    const access = sas.json() as { sasToken: string; expiresOn: string; containerUrl: string };
    expect(new Date(access.expiresOn).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const blob = new ContainerClient(`${access.containerUrl}?${access.sasToken}`).getBlobClient(row.path);
    const body = (await blob.download()).readableStreamBody as Readable;
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(Buffer.from(c as Buffer));
    expect(Buffer.concat(chunks).equals(SAMPLES.png)).toBe(true);

    const del = await t.call(token, { method: "DELETE", url: `/api/workorder/removeattachment/${row.id}` });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.blobs.exists(row.path)).toBe(false);
  });

  it("gives getSAS to staff only", async () => {
    const vendor = (await signIn(t, { roles: ["Vendor"] })).token;
    expectRefusal(await t.call(vendor, { method: "GET", url: "/api/storage/getSAS" }), 403, "forbidden");
    expectRefusal(await t.call(null, { method: "GET", url: "/api/storage/getSAS" }), 401, "unauthorized");
  });
});
