import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  jobSites,
  trades,
  workOrderAttachments,
  workOrderImports,
  workOrderNotes,
  workOrders,
  workOrderTrades,
} from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, signIn, uid } from "../../test/factories.ts";
import { FakeServiceChannel } from "../../test/fake-servicechannel/fake-servicechannel.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp } from "../../test/test-app.ts";
import { fileImport, importState, msgFixture, scWorkOrder } from "../../test/workorder-import-helpers.ts";
import { GABES_SAMPLE, gabesPdf, otherLayoutPdf, textlessPdf } from "./fixtures/gabes-pdf-fixture.ts";

const fake = await new FakeServiceChannel().start();
const t = await createTestApp({
  ...fake.appEnv,
  SERVICECHANNEL_RETRY_BASE_MS: "5",
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
let { token } = await signIn(t, { roles: ["Dispatchers"] });

// A ServiceChannel customer with two stores, a Gabes and a Sprouts customer (names as the layouts say).
const subscriber = 2_000_000_000 + Math.floor(Math.random() * 90_000_000);
const summit = await makeCustomer(t.db, {
  customername: `Summit ${uid()}`,
  servicechannelsubscriberid: String(subscriber),
  customerprefix: "SUM",
});
const store104 = await makeJobSite(t.db, summit.id, { jobsite: "Store #0104" });
await makeJobSite(t.db, summit.id, { jobsite: "Store #0111" });
const gabesStore = String(5000 + Math.floor(Math.random() * 4000));
const gabes = await makeCustomer(t.db, { customername: "Gabe's" });
const gabesSite = await makeJobSite(t.db, gabes.id, { jobsite: `Store #${gabesStore}` });
const sproutsStore = String(100 + Math.floor(Math.random() * 800));
const sprouts = await makeCustomer(t.db, { customername: "Sprouts Farmers Market" });
const sproutsSite = await makeJobSite(t.db, sprouts.id, { jobsite: `Store #${sproutsStore}` });

const NAMES = [summit.customername, "Gabe's", "Sprouts Farmers Market"];
const state = (pos: string[]) => importState(t.db, t.ctx.config.dataDir, NAMES, pos);
const byPo = (po: string, extra = "") =>
  t.call(token, {
    method: "POST",
    url: `/api/workorder/importwofromservicechannel?id=${encodeURIComponent(po)}${extra}`,
  });

const orderOf = async (id: number) => {
  const [wo] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
  const tradeNames = await t.db
    .select({ name: trades.tradename })
    .from(workOrderTrades)
    .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
    .where(eq(workOrderTrades.workorderid, id));
  const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, id));
  const files = await t.db
    .select()
    .from(workOrderAttachments)
    .where(eq(workOrderAttachments.workorderid, id));
  const [imported] = await t.db.select().from(workOrderImports).where(eq(workOrderImports.workorderid, id));
  return { wo, trades: tradeNames.map((x) => x.name), notes, files, imported };
};

beforeEach(async () => {
  fake.requests.length = 0;
  // A fresh user per test: imports count against a per-user quota (issue 29, QUOTAS.import).
  ({ token } = await signIn(t, { roles: ["Dispatchers"] }));
});

describe("ServiceChannel by PO number", () => {
  it("imports the PO's work order onto the matched job site, keeps the payload, names the source", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber, store: "104" }));
    const res = await byPo(po);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: "imported",
      ponumber: po,
      jobsite: "Store #0104",
      jobsitecreated: false,
    });
    const got = await orderOf(body.workorder.id);
    expect(got.wo).toMatchObject({
      customerid: summit.id,
      jobsiteid: store104.id,
      ponumber: po,
      priorityid: 2,
      nte: "650.00",
      statusid: 1,
      requestedby: "Jordan Price",
      briefdescription: "WATER HEATER LEAK: Water heater leaking in the back room; floor drain backing up.",
    });
    expect(got.wo?.wonumber).toBe(body.workorder.wonumber);
    expect(got.wo?.scheduledate?.toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(got.wo?.description).toContain("Water heater leaking");
    expect(got.trades).toEqual(["Plumbing"]);
    expect(got.imported).toMatchObject({ source: "servicechannel", ponumber: po, customerid: summit.id });
    expect(got.imported?.payload).toMatchObject({ PurchaseNumber: po });
    expect(got.notes.map((n) => n.note).join(" ")).toContain(
      `Work order imported from ServiceChannel: PO ${po}`,
    );
  });

  it("offers the existing order for the same PO and customer instead of a duplicate", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber, store: "111" }));
    const first = (await byPo(po)).json();
    const st = state([po]);
    const before = await st();
    const again = await byPo(po);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: "exists", workorder: first.workorder });
    expect(await st()).toEqual(before);
  });

  it("reuses its token until it expires, fetches a new one after a 401", async () => {
    const [a, b] = [`PO${uid()}`, `PO${uid()}`];
    fake.workOrders.push(
      scWorkOrder({ PurchaseNumber: a, subscriber, store: "104" }),
      scWorkOrder({ PurchaseNumber: b, subscriber, store: "104" }),
    );
    expect((await byPo(a)).statusCode).toBe(201);
    const tokensAfterFirst = fake.tokenRequests();
    fake.expireTokens();
    expect((await byPo(b)).statusCode).toBe(201);
    // One new token after the 401, none for the first call (the cached one was still good).
    expect(tokensAfterFirst).toBeLessThanOrEqual(1);
    expect(fake.tokenRequests() - tokensAfterFirst).toBe(1);
    const statuses = fake.apiRequests().length;
    expect(statuses).toBe(3);
  });

  it("reads every page of 50 and keeps only the exact PO", async () => {
    const po = `PG${uid()}`;
    for (let i = 0; i < 60; i++)
      fake.workOrders.push(scWorkOrder({ PurchaseNumber: `${po}-${i}`, subscriber, store: "104" }));
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber, store: "104" }));
    const res = await byPo(po);
    expect(res.statusCode, res.body).toBe(201);
    const pages = fake.apiRequests().map((r) => [r.query.get("page"), r.query.get("pageSize")]);
    expect(pages).toEqual([
      ["1", "50"],
      ["2", "50"],
    ]);
  });

  it("waits out a 429 with Retry-After and retries a 500 with back-off", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber, store: "104" }));
    fake.failNext(
      {
        status: 429,
        headers: { "retry-after": "1" },
        body: { ErrorCodes: ["NotAllowed"], ErrorCode: 429, ErrorMessage: "Too many requests" },
      },
      {
        status: 500,
        body: { ErrorCodes: ["TimeoutExpiredError"], ErrorCode: 501, ErrorMessage: "Timeout expired." },
      },
    );
    const started = Date.now();
    const res = await byPo(po);
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fake.apiRequests()).toHaveLength(3);
  });

  it("passes ServiceChannel's own error message on when it keeps failing, and writes nothing", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber, store: "104" }));
    const fail = {
      status: 500,
      body: { ErrorCodes: ["InternalError"], ErrorCode: 501, ErrorMessage: "Sequence contains no elements" },
    };
    fake.failNext(fail, fail, fail, fail);
    const body = await expectRefusedUnchanged(() => byPo(po), 503, "service_unavailable", state([po]));
    expect(body.message).toContain("Sequence contains no elements");
    expect(body.message).not.toContain(fake.clientSecret);
  });

  it("answers 404 for a PO ServiceChannel does not know", async () => {
    const po = `NOPE${uid()}`;
    const body = await expectRefusedUnchanged(() => byPo(po), 404, "not_found", state([po]));
    expect(body.message).toContain(po);
  });

  it("asks before creating the job site of an unknown location, then creates it with the order", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(
      scWorkOrder({
        PurchaseNumber: po,
        subscriber,
        store: "0777",
        Location: {
          Id: 1,
          SubscriberId: subscriber,
          StoreId: "0777",
          Name: "Pearl Street",
          Address2: "1900 Pearl St",
          City: "Boulder",
          State: "CO",
          Zip: "80302",
        },
      }),
    );
    const st = state([po]);
    const before = await st();
    const ask = await byPo(po);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toMatchObject({
      outcome: "jobsite_unknown",
      location: { storeid: "0777", city: "Boulder" },
    });
    expect(await st()).toEqual(before);
    const res = await byPo(po, "&createjobsite=true");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ jobsite: "Store #0777", jobsitecreated: true });
    const [site] = await t.db
      .select()
      .from(jobSites)
      .where(and(eq(jobSites.jobsite, "Store #0777"), eq(jobSites.customerid, summit.id)));
    expect(site).toMatchObject({
      customerid: summit.id,
      streetaddress: "1900 Pearl St",
      postalcode: "80302",
    });
  });

  it("refuses a subscriber no customer carries, and a missing PO number", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber: 12345, store: "1" }));
    const body = await expectRefusedUnchanged(() => byPo(po), 400, "bad_request", state([po]));
    expect(body.fields?.customer).toContain("12345");
    const missing = expectRefusal(
      await t.call(token, { method: "POST", url: "/api/workorder/importwofromservicechannel" }),
      400,
      "validation",
    );
    expect(missing.fields?.id).toBe("PO Number is required.");
  });

  it("answers 409 integration_not_configured when ServiceChannel is not configured", async () => {
    const bare = await createTestApp();
    try {
      const who = await signIn(bare, { roles: ["Dispatchers"] });
      const res = await bare.call(who.token, {
        method: "POST",
        url: "/api/workorder/importwofromservicechannel?id=X1",
      });
      expect(expectRefusal(res, 409, "integration_not_configured").message).toContain("not configured");
    } finally {
      await bare.close();
    }
  });
});

describe("Gabes PDF", () => {
  it("reads the layout, imports the order and keeps the PDF as its attachment", async () => {
    const po = `GB${uid()}`;
    const pdf = await gabesPdf({ ...GABES_SAMPLE, po, store: gabesStore });
    const res = await t.call(token, fileImport("application/pdf", "gabes-wo.pdf", pdf));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ outcome: "imported", customer: "Gabe's", attachments: 1 });
    expect(body.found).toEqual(
      expect.arrayContaining(["PO Number", "Store #", "Trade", "Priority", "NTE", "Problem Description"]),
    );
    const got = await orderOf(body.workorder.id);
    expect(got.wo).toMatchObject({
      customerid: gabes.id,
      jobsiteid: gabesSite.id,
      ponumber: po,
      nte: "750.00",
      priorityid: 2,
    });
    expect(got.wo?.briefdescription).toBe(
      "Toilet in the men's restroom leaks at the base and the floor is wet.",
    );
    expect(got.trades).toEqual(["Plumbing"]);
    expect(got.files.map((f) => [f.displayname, f.contenttype, f.attachmenttypeid])).toEqual([
      ["gabes-wo.pdf", "application/pdf", 1],
    ]);
    expect(got.notes.map((n) => n.note).join(" ")).toContain("Work order imported from Gabes PDF work order");
    expect(await t.ctx.blobs.exists(got.files[0]?.path ?? "")).toBe(true);
  });

  it("reports what it could not read but imports when the required fields are there", async () => {
    const po = `GB${uid()}`;
    const pdf = await gabesPdf({
      po,
      store: gabesStore,
      description: "Replace the broken front door closer.",
    });
    const res = await t.call(token, fileImport("application/pdf", "short.pdf", pdf));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().missing).toEqual(expect.arrayContaining(["Trade", "Priority", "NTE"]));
  });

  it.each([
    ["a PDF of another layout", () => otherLayoutPdf(), "layout is not known"],
    ["a PDF without text", () => textlessPdf(), "no text"],
    [
      "a Gabes PDF without PO Number and description",
      () => gabesPdf({ store: "1" }),
      "PO Number could not be read",
    ],
  ])("refuses %s, writing nothing", async (_what, make, says) => {
    const pdf = await make();
    const body = await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/pdf", "x.pdf", pdf)),
      400,
      "bad_request",
      state([]),
    );
    expect(body.message).toContain(says);
  });

  it("refuses an empty file, an .exe renamed .pdf and a file over the 20 MB limit", async () => {
    const st = state([]);
    const empty = await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/pdf", "empty.pdf", Buffer.alloc(0))),
      400,
      "bad_request",
      st,
    );
    expect(empty.message).toContain("is empty");
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(2000, 1)]);
    const renamed = await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/pdf", "setup.pdf", exe)),
      400,
      "bad_request",
      st,
    );
    expect(renamed.message).toContain("does not match its extension");
    const big = Buffer.concat([await gabesPdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const over = await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/pdf", "big.pdf", big)),
      413,
      "payload_too_large",
      st,
    );
    expect(over.message).toContain("20 MB limit");
  });

  it("refuses a file that does not fit the chosen source, and a missing source", async () => {
    const st = state([]);
    const pdf = await gabesPdf();
    const wrong = await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/pdf", "mail.msg", msgFixture("sprouts-work-order.msg"))),
      415,
      "unsupported_media_type",
      st,
    );
    expect(wrong.fields?.file).toContain("not a .pdf file");
    const noSource = await expectRefusedUnchanged(
      () => t.call(token, fileImport("", "gabes.pdf", pdf)),
      400,
      "bad_request",
      st,
    );
    expect(noSource.fields?.source).toContain("Source must be");
  });
});

describe("Sprouts Outlook message", () => {
  it("reads the body, imports the order and stores the message with its allowed attachments", async () => {
    // The fixture names store 245: this file's Sprouts customer gets that store too.
    await makeJobSite(t.db, sprouts.id, {
      jobsite: "Store #0245",
      streetaddress: "55 Elm Street",
      postalcode: "85201",
    });
    const [before] = await t.db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(eq(workOrders.ponumber, "SPR-7781234"));
    if (before)
      await t.db
        .update(workOrders)
        .set({ ponumber: `old-${uid()}` })
        .where(eq(workOrders.id, before.id));
    const res = await t.call(
      token,
      fileImport(
        "application/vnd.ms-outlook",
        "sprouts-work-order.msg",
        msgFixture("sprouts-work-order.msg"),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      outcome: "imported",
      customer: "Sprouts Farmers Market",
      jobsite: "Store #0245",
      attachments: 3,
    });
    expect(body.missing.join(" ")).toContain("remote-support.exe not stored");
    const got = await orderOf(body.workorder.id);
    // (On the shared PostgreSQL test database an earlier run's Sprouts customer may own store 245 too.)
    expect(got.wo).toMatchObject({
      ponumber: "SPR-7781234",
      nte: "1200.00",
      priorityid: 1,
      requestedby: "Maria Lopez",
    });
    expect(got.wo?.description).toContain("Walk-in cooler #2 is at 48F");
    expect(got.wo?.description).not.toContain("Facilities Desk");
    expect(got.trades).toEqual(["HVAC"]);
    expect(got.files.map((f) => f.displayname).sort()).toEqual([
      "cooler-display.png",
      "sprouts-work-order.msg",
      "store-245-access.txt",
    ]);
    expect(got.notes.map((n) => n.note).join(" ")).toContain("Sprouts Outlook message");
  });

  it("reads an HTML-only body", async () => {
    await makeJobSite(t.db, sprouts.id, { jobsite: "Store #312" });
    const res = await t.call(
      token,
      fileImport("application/vnd.ms-outlook", "html.msg", msgFixture("sprouts-html-only.msg")),
    );
    expect([200, 201]).toContain(res.statusCode);
    expect(res.json().ponumber).toBe("SPR-7781299");
  });

  it.each([
    [
      "a message without the work-order fields",
      "sprouts-missing-fields.msg",
      400,
      "bad_request",
      "PO # could not be read",
    ],
    ["a message of another sender", "newsletter.msg", 400, "bad_request", "not a Sprouts work order"],
  ])("refuses %s, writing nothing", async (_what, file, status, code, says) => {
    const body = await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/vnd.ms-outlook", file, msgFixture(file))),
      status,
      code,
      state([]),
    );
    expect(body.message).toContain(says);
  });

  it("refuses a PDF sent as an Outlook message", async () => {
    const pdf = await gabesPdf();
    await expectRefusedUnchanged(
      () => t.call(token, fileImport("application/vnd.ms-outlook", "gabes.pdf", pdf)),
      415,
      "unsupported_media_type",
      state([]),
    );
  });
});

describe("who may import", () => {
  it("refuses staff without add:workorder and customers", async () => {
    const po = `PO${uid()}`;
    fake.workOrders.push(scWorkOrder({ PurchaseNumber: po, subscriber, store: "104" }));
    const readOnly = await signIn(t, {
      roles: ["Dispatchers"],
      permissions: ["read:workorders", "update:workorder"],
    });
    const customer = await signIn(t, { roles: ["Customer"], customerid: sproutsSite.customerid });
    for (const who of [readOnly, customer]) {
      await expectRefusedUnchanged(
        () =>
          t.call(who.token, { method: "POST", url: `/api/workorder/importwofromservicechannel?id=${po}` }),
        403,
        "forbidden",
        state([po]),
      );
    }
    expect(fake.apiRequests()).toHaveLength(0);
  });
});
