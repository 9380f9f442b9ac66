import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mailOutbox,
  tradeRates,
  vendorAttachments,
  vendorDocuments,
  vendorNotes,
  vendors,
  vendorTrades,
} from "../../db/schema/index.ts";
import { makeVendor, signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody, SAMPLES } from "../../test/uploads.ts";

let t: TestApp;
let token: string;
let vendorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t, { roles: ["Dispatchers"] }));
  const own = await makeVendor(t.db);
  ({ token: vendorToken } = await signIn(t, { roles: ["Vendor"], vendorid: own.id }));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, as = token) =>
  t.call(as, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
interface Trade {
  vendortradeid: number;
  tradeid: number;
  tradename: string;
  rates: { id: number; version: number; name: string; zipcodes: { zipcode: string }[] }[];
}
const trades = async (vendorid: number) =>
  (await call("GET", `/api/vendor/gettrades?vendorid=${vendorid}`)).json() as Trade[];
const tradeRows = (vendorid: number) =>
  t.db.select().from(vendorTrades).where(eq(vendorTrades.vendorid, vendorid)).orderBy(vendorTrades.id);

describe("vendor trades and rates", () => {
  it("adds only missing trades, a rate through the shared editor rules, removes the trade (soft)", async () => {
    const v = await makeVendor(t.db);
    expectRefusal(await call("POST", "/api/vendor/trade/add", { vendorid: v.id }), 400, "validation");
    const added = await call("POST", "/api/vendor/trade/add", { vendorid: v.id, tradeid: 1, tradename: "x" });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as { trades: Trade[] }).trades.map((x) => x.tradeid)).toEqual([1]);
    const again = await expectRefusedUnchanged(
      () => call("POST", "/api/vendor/trade/add", { vendorid: v.id, tradeid: 1 }),
      400,
      "bad_request",
      () => tradeRows(v.id),
    );
    expect(again.fields).toEqual({ tradeid: "The vendor already has this trade." });
    expect((await call("POST", "/api/vendor/trade/add", { vendorid: v.id, tradeid: 2 })).statusCode).toBe(
      200,
    );

    const [trade] = await trades(v.id);
    if (!trade) throw new Error("no trade");
    const rate = await call("POST", "/api/vendor/rate/add", {
      vendortradeid: trade.vendortradeid,
      name: "Standard",
      statecodes: ["TX"],
      zipcodes: [{ zipcode: "78701", statecode: "TX" }],
      regularrate: 85,
    });
    expect(rate.statusCode, rate.body).toBe(200);
    // the areas rule of features/rates: a ZIP outside the rate's states is named
    const outside = expectRefusal(
      await call("POST", "/api/vendor/rate/add", {
        vendortradeid: trade.vendortradeid,
        name: "Bad",
        statecodes: ["TX"],
        zipcodes: [{ zipcode: "73301", statecode: "OK" }],
        regularrate: 85,
      }),
      400,
      "bad_request",
    );
    expect(Object.keys(outside.fields ?? {})).toEqual(["zipcodes.0"]);
    const [withRate] = await trades(v.id);
    const r = withRate?.rates[0];
    if (!r) throw new Error("no rate");
    expect(r.zipcodes.map((z) => z.zipcode)).toEqual(["78701"]);
    const upd = await call("PUT", "/api/vendor/rate/update", {
      id: r.id,
      version: r.version,
      name: "Changed",
      statecodes: ["TX"],
      regularrate: 95,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/vendor/rate/update", {
          id: r.id,
          version: r.version,
          name: "Stale",
          statecodes: ["TX"],
          regularrate: 1,
        }),
      409,
      "conflict",
      () => t.db.select().from(tradeRates).where(eq(tradeRates.id, r.id)),
    );
    expect((await call("DELETE", `/api/vendor/rate/delete/${r.id}`)).statusCode).toBe(200);
    expect((await trades(v.id))[0]?.rates).toEqual([]);

    const removed = await call("PUT", "/api/vendor/trade/remove", { vendorid: v.id, tradeid: 1 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as { trades: Trade[] }).trades.map((x) => x.tradeid)).toEqual([2]);
    expect((await tradeRows(v.id)).find((x) => x.tradeid === 1)?.isdeleted).toBe(true);
    expectRefusal(
      await call("PUT", "/api/vendor/trade/remove", { vendorid: v.id, tradeid: 1 }),
      404,
      "not_found",
    );
    // a removed trade can be added again (it comes back)
    expect((await call("POST", "/api/vendor/trade/add", { vendorid: v.id, tradeid: 1 })).statusCode).toBe(
      200,
    );
    expect((await tradeRows(v.id)).length).toBe(2);
  });

  it("a customer rate id is not a vendor rate (404) and a removed vendor trade takes no rate", async () => {
    const v = await makeVendor(t.db);
    await call("POST", "/api/vendor/trade/add", { vendorid: v.id, tradeid: 3 });
    const [trade] = await trades(v.id);
    if (!trade) throw new Error("no trade");
    await call("PUT", "/api/vendor/trade/remove", { vendorid: v.id, tradeid: 3 });
    expectRefusal(
      await call("POST", "/api/vendor/rate/add", {
        vendortradeid: trade.vendortradeid,
        name: "x",
        statecodes: ["TX"],
        regularrate: 1,
      }),
      404,
      "not_found",
    );
  });

  it("copies a trade with its rates to other vendors, all or none, and twice changes nothing", async () => {
    const source = await makeVendor(t.db);
    const a = await makeVendor(t.db);
    const b = await makeVendor(t.db);
    await call("POST", "/api/vendor/trade/add", { vendorid: source.id, tradeid: 1 });
    const [trade] = await trades(source.id);
    if (!trade) throw new Error("no trade");
    for (const name of ["Standard", "Emergency"])
      await call("POST", "/api/vendor/rate/add", {
        vendortradeid: trade.vendortradeid,
        name,
        statecodes: ["TX"],
        cities: [{ city: "Austin", statecode: "TX" }],
        regularrate: 80,
      });
    // b already has the trade with its own "Standard" rate: it keeps it and gets only "Emergency"
    await call("POST", "/api/vendor/trade/add", { vendorid: b.id, tradeid: 1 });
    const [bTrade] = await trades(b.id);
    await call("POST", "/api/vendor/rate/add", {
      vendortradeid: bTrade?.vendortradeid,
      name: "standard",
      statecodes: ["OK"],
      regularrate: 60,
    });

    const bad = await expectRefusedUnchanged(
      () =>
        call("POST", `/api/vendor/copytrade/${trade.vendortradeid}`, [
          { tradeid: 1, vendorid: a.id },
          { tradeid: 2, vendorid: b.id },
          { tradeid: 1, vendorid: source.id },
        ]),
      400,
      "bad_request",
      async () => [await tradeRows(a.id), await trades(b.id)],
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(["1.tradeid", "2.vendorid"]);

    const body = [
      { tradeid: 1, vendorid: a.id },
      { tradeid: 1, vendorid: b.id },
    ];
    const copied = await call("POST", `/api/vendor/copytrade/${trade.vendortradeid}`, body);
    expect(copied.statusCode, copied.body).toBe(200);
    expect((copied.json() as { trades: Trade[] }).trades[0]?.vendortradeid).toBe(trade.vendortradeid);
    const names = async (id: number) => (await trades(id))[0]?.rates.map((r) => r.name).sort();
    expect(await names(a.id)).toEqual(["Emergency", "Standard"]);
    expect(await names(b.id)).toEqual(["Emergency", "standard"]);
    expect((await call("POST", `/api/vendor/copytrade/${trade.vendortradeid}`, body)).statusCode).toBe(200);
    expect(await names(a.id)).toEqual(["Emergency", "Standard"]);

    const candidates = await call(
      "GET",
      `/api/vendor/copytrade/candidates?vendorid=${source.id}&search=${encodeURIComponent(a.name)}`,
    );
    expect((candidates.json() as { id: number }[]).map((c) => c.id)).toEqual([a.id]);
  });

  it("refuses Vendor users on every vendor-records call (403) and changes nothing", async () => {
    const v = await makeVendor(t.db);
    await expectRefusedUnchanged(
      () => call("POST", "/api/vendor/trade/add", { vendorid: v.id, tradeid: 1 }, vendorToken),
      403,
      "forbidden",
      () => tradeRows(v.id),
    );
    expectRefusal(
      await call("GET", `/api/vendor/gettrades?vendorid=${v.id}`, undefined, vendorToken),
      403,
      "forbidden",
    );
  });
});

interface Listed {
  attachments: {
    id: number;
    version: number;
    attachmenttype: string;
    expirationdate: string | null;
    displayname: string;
  }[];
  vendordocuments: { id: number; doctype: string }[];
}
const upload = (
  fields: Record<string, string | number>,
  files = [{ name: "coi.pdf", content: SAMPLES.pdf }],
  query = "",
) =>
  t.call(token, { method: "POST", url: `/api/vendor/attachfile${query}`, ...multipartBody(fields, files) });
const vendorRow = async (id: number) => (await t.db.select().from(vendors).where(eq(vendors.id, id)))[0];

describe("vendor attachments", () => {
  it("files a COI with an expiry that moves the GL date forward (System note), never back", async () => {
    const v = await makeVendor(t.db, { glexpirationdate: "2027-01-31" });
    const res = await upload({ vendorid: v.id, attachmenttypeid: 13, expirationdate: "2027-06-30" });
    expect(res.statusCode, res.body).toBe(201);
    const listed = res.json() as Listed;
    expect(listed.attachments.map((a) => [a.attachmenttype, a.expirationdate])).toEqual([
      ["COI", "2027-06-30"],
    ]);
    const after = await vendorRow(v.id);
    expect(after?.glexpirationdate).toBe("2027-06-30");
    expect(after?.version).toBe(v.version + 1);
    const notes = await t.db.select().from(vendorNotes).where(eq(vendorNotes.vendorid, v.id));
    expect(notes.map((n) => n.createdbyname)).toEqual(["System"]);
    expect(notes[0]?.note).toContain("2027-01-31 to 2027-06-30");

    // an older certificate filed late keeps the later date
    await upload({ vendorid: v.id, attachmenttypeid: 13, expirationdate: "2026-12-31" });
    expect((await vendorRow(v.id))?.glexpirationdate).toBe("2027-06-30");
    // a WC certificate moves the WC date
    await upload({ vendorid: v.id, attachmenttypeid: 15, expirationdate: "2027-03-01" });
    expect((await vendorRow(v.id))?.wcexpirationdate).toBe("2027-03-01");
  });

  it("needs a vendor type first; a customer type or no file is refused with nothing stored", async () => {
    const v = await makeVendor(t.db);
    const rows = () => t.db.select().from(vendorAttachments).where(eq(vendorAttachments.vendorid, v.id));
    const typeless = await expectRefusedUnchanged(() => upload({ vendorid: v.id }), 400, "bad_request", rows);
    expect(typeless.fields).toEqual({ attachmenttypeid: "Choose an attachment type first." });
    const customerType = await expectRefusedUnchanged(
      () => upload({ vendorid: v.id, attachmenttypeid: 30 }),
      400,
      "bad_request",
      rows,
    );
    expect(Object.keys(customerType.fields ?? {})).toEqual(["attachmenttypeid"]);
    await expectRefusedUnchanged(
      () => upload({ vendorid: v.id, attachmenttypeid: 14 }, []),
      400,
      "bad_request",
      rows,
    );
  });

  it("edits ('Updated Attachment' call) at its version, downloads inline, deletes, and lists portal documents", async () => {
    const v = await makeVendor(t.db);
    const [a] = (
      (
        await upload({ vendorid: v.id, attachmenttypeid: 14 }, [{ name: "w9.pdf", content: SAMPLES.pdf }])
      ).json() as Listed
    ).attachments;
    if (!a) throw new Error("no attachment");
    const upd = await call("PUT", "/api/vendor/updateattachment", {
      id: a.id,
      version: a.version,
      attachmenttypeid: 11,
      displayname: "Signed W9",
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      attachmenttype: "Other",
      displayname: "Signed W9.pdf",
      version: a.version + 1,
    });
    await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/vendor/updateattachment", {
          id: a.id,
          version: a.version,
          attachmenttypeid: 11,
          displayname: "x",
        }),
      409,
      "conflict",
      () => t.db.select().from(vendorAttachments).where(eq(vendorAttachments.id, a.id)),
    );
    const file = await call("GET", `/api/vendor/attachment/${a.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^inline/);
    expect(file.rawPayload.equals(SAMPLES.pdf)).toBe(true);

    const path = `vendor/${v.id}/wc_${uid()}.txt`;
    await t.ctx.blobs.put(path, Buffer.from("WC cert"), "text/plain");
    const [doc] = await t.db
      .insert(vendorDocuments)
      .values({
        vendorid: v.id,
        doctype: "WC",
        filename: "wc.txt",
        displayname: "wc.txt",
        path,
        contenttype: "text/plain",
        size: 7,
        createdbyname: "Vendor User",
      })
      .returning();
    const listed = (await call("GET", `/api/vendor/attachments?vendorid=${v.id}`)).json() as Listed;
    expect(listed.vendordocuments.map((d) => d.doctype)).toEqual(["WC"]);
    const docFile = await call("GET", `/api/vendor/document/${v.id}/${doc?.id}/download`);
    expect(docFile.body).toBe("WC cert");
    // another vendor's id in the path does not reach the document
    expectRefusal(
      await call("GET", `/api/vendor/document/${v.id + 100000}/${doc?.id}/download`),
      404,
      "not_found",
    );

    const stale = expectRefusal(
      await call("DELETE", `/api/vendor/removeattachment/${a.id}?version=${a.version}`),
      409,
      "conflict",
    );
    expect(stale.error).toBe("conflict");
    expect(
      (await call("DELETE", `/api/vendor/removeattachment/${a.id}?version=${a.version + 1}`)).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(vendorAttachments).where(eq(vendorAttachments.id, a.id))).length).toBe(
      0,
    );
  });

  it("senddoc queues a document request letter to the vendor's dispatch e-mail; notify mails a receipt", async () => {
    const v = await makeVendor(t.db, { firstname: "Pat", dispatchemail: `d-${uid()}@vendor.test` });
    const sent = await call("POST", `/api/vendor/senddoc/${v.id}/13`);
    expect(sent.statusCode, sent.body).toBe(200);
    const { outboxid, to } = sent.json() as { outboxid: number; to: string[] };
    expect(to).toEqual([v.dispatchemail]);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxid));
    expect(mail?.subject).toBe(`${v.name} - Document request: COI`);
    expect(mail?.html).toContain("Hello Pat,");
    expect(mail?.html).toContain("Certificate of Insurance");
    expectRefusal(await call("POST", `/api/vendor/senddoc/${v.id}/30`), 400, "validation");

    const silent = await makeVendor(t.db, { dispatchemail: null, primaryemail: null });
    const refused = await expectRefusedUnchanged(
      () => call("POST", `/api/vendor/senddoc/${silent.id}/14`),
      400,
      "bad_request",
      () =>
        t.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.subject, `${silent.name} - Document request: W9`)),
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(["dispatchemail"]);

    await upload(
      { vendorid: v.id, attachmenttypeid: 14 },
      [{ name: "w9.pdf", content: SAMPLES.pdf }],
      "?notify=true",
    );
    const receipts = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subject, `${v.name} - W9 received`)));
    expect(receipts.length).toBe(1);
  });
});
