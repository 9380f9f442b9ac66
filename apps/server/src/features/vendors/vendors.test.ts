import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  vendorNotes,
  vendorRatings,
  vendorServiceStates,
  vendors,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t, { roles: ["Dispatchers"] }));
  ({ token: adminToken } = await signIn(t, { roles: ["Admin"] }));
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: Record<string, unknown>, as = token) =>
  t.call(as, { method, url, ...(payload === undefined ? {} : { payload }) });
const row = async (id: number) => (await t.db.select().from(vendors).where(eq(vendors.id, id)))[0];
/** A street number nobody else uses, so the duplicate check only finds what a test made. */
const street = () => `${Math.floor(Math.random() * 90000) + 10000}`;

const newVendor = (over: Record<string, unknown> = {}) => ({
  name: `Cool Air ${uid()}`,
  address: `${street()} Congress Ave`,
  city: "Austin",
  statecode: "TX",
  postalcode: "78701",
  primaryphone: `(512) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`,
  primaryemail: `office-${uid()}@coolair.example.com`,
  tierid: 1,
  termid: 30,
  ...over,
});

describe("validateaddress (spec 2 §7)", () => {
  it("valid: an address already in USPS form comes back unchanged with county and coordinates", async () => {
    const body = newVendor();
    const res = await call("POST", "/api/vendor/validateaddress", body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      existingAddress: false,
      existingVendorName: null,
      corrected: false,
      address: body.address,
      city: "Austin",
      state: "TX",
      postalCode: "78701",
      county: "Travis",
    });
    expect(res.json().latitude).toBeCloseTo(30.27, 1);
  });

  it("corrected: suffixes and directionals abbreviated, the city taken from the ZIP", async () => {
    const n = street();
    const res = await call(
      "POST",
      "/api/vendor/validateaddress",
      newVendor({ address: `${n} north congress avenue.`, address2: "suite 200", city: "AUSTIN" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      corrected: true,
      address: `${n} N Congress Ave`,
      address2: "Ste 200",
      city: "Austin",
      state: "TX",
    });
  });

  it("mismatch: a ZIP of another state, or an unknown ZIP, is a 400 naming the fields", async () => {
    const wrongState = expectRefusal(
      await call("POST", "/api/vendor/validateaddress", newVendor({ statecode: "CA" })),
      400,
      "validation",
    );
    expect(Object.keys(wrongState.fields ?? {}).sort()).toEqual(["postalcode", "statecode"]);
    const unknown = expectRefusal(
      await call("POST", "/api/vendor/validateaddress", newVendor({ postalcode: "00000" })),
      400,
      "validation",
    );
    expect(unknown.fields).toEqual({ postalcode: "Zip Code was not found." });
  });

  it("duplicate vendor: the same normalised address, or the same primary e-mail / phone, names the vendor", async () => {
    const n = street();
    const existing = await makeVendor(t.db, {
      name: `Existing ${uid()}`,
      address: `${n} Congress Avenue`,
      postalcode: "78701",
      primaryemail: `dup-${uid()}@example.com`,
      primaryphone: "+1 (512) 555-0199",
    });
    const byAddress = await call(
      "POST",
      "/api/vendor/validateaddress",
      newVendor({ address: `${n} congress ave` }),
    );
    expect(byAddress.json()).toMatchObject({
      existingAddress: true,
      existingVendorName: existing.name,
      existingVendorId: existing.id,
      matchedOn: "address",
    });
    const byEmail = await call(
      "POST",
      "/api/vendor/validateaddress",
      newVendor({ primaryemail: existing.primaryemail?.toUpperCase() }),
    );
    expect(byEmail.json()).toMatchObject({ existingAddress: true, matchedOn: "email" });
    const byPhone = await call(
      "POST",
      "/api/vendor/validateaddress",
      newVendor({ primaryphone: "512-555-0199", postalcode: "78704" }),
    );
    expect(byPhone.json()).toMatchObject({ existingAddress: true, existingVendorName: existing.name });
  });

  it("finds the e-mail or phone twin even when the new vendor's ZIP already holds hundreds of vendors", async () => {
    // The look-up once read at most 500 vendors of "same ZIP or e-mail or phone": a crowded ZIP hid the twin.
    const zip = "78705";
    await t.db.insert(vendors).values(
      Array.from({ length: 600 }, (_, i) => ({
        name: `Crowd ${uid()} ${i}`,
        address: `${i + 1} Guadalupe St`,
        city: "Austin",
        statecode: "TX",
        postalcode: zip,
        tierid: 1,
        vendorstatustypeid: 2,
        dispatchemail: `crowd-${uid()}@vendor.test`,
      })),
    );
    const twin = await makeVendor(t.db, {
      name: `Twin ${uid()}`,
      address: `${street()} Lamar Blvd`,
      postalcode: "78701",
      primaryemail: `twin-${uid()}@example.com`,
      primaryphone: "(512) 555-0142",
    });
    const byPhone = await call(
      "POST",
      "/api/vendor/validateaddress",
      newVendor({ postalcode: zip, primaryphone: "+1 512 555 0142" }),
    );
    expect(byPhone.json()).toMatchObject({
      existingAddress: true,
      existingVendorId: twin.id,
      matchedOn: "phone",
    });
    const byEmail = await call(
      "POST",
      "/api/vendor/validateaddress",
      newVendor({ postalcode: zip, primaryemail: twin.primaryemail }),
    );
    expect(byEmail.json()).toMatchObject({
      existingAddress: true,
      existingVendorId: twin.id,
      matchedOn: "email",
    });
  });
});

describe("new vendor, details and update", () => {
  it("saves a new vendor and loads every field back", async () => {
    const body = newVendor({ county: "Travis" });
    const res = await call("POST", "/api/vendor/save", body);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    const detail = await call("GET", `/api/vendor/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id,
      version: 1,
      name: body.name,
      isactive: true,
      vendorstatustypeid: 1,
      vendorstatus: "Incomplete",
      tierid: 1,
      termid: 30,
      primaryphone: expect.stringMatching(/^\+1 \(512\) 555-\d{4}$/),
      servicestates: { states: [] },
      ssn: null,
      rating: null,
      numberofratings: 0,
      workordercount: 0,
    });
  });

  it("names every bad field with the spec's messages and writes nothing", async () => {
    const body = await expectRefusedUnchanged(
      () =>
        call("POST", "/api/vendor/save", {
          name: " ",
          address: "",
          city: "",
          statecode: "",
          postalcode: "",
          primaryphone: "(112) 555-0100",
          primaryemail: "not-an-email",
        }),
      400,
      "validation",
      async () => (await t.db.select({ id: vendors.id }).from(vendors)).length,
    );
    expect(body.fields).toMatchObject({
      name: "Name is required.",
      address: "Address is required.",
      city: "City is required.",
      statecode: "State is required.",
      postalcode: "Zip Code is required.",
      primaryphone: "The phone must have a correct USA phone format",
      primaryemail: "Primary Email is invalid.",
      tierid: "Tier is required.",
      termid: "Term is required.",
    });
  });

  it("updates the whole form (service states, compliance dates, ssn sealed) and refuses a stale version", async () => {
    const v = await makeVendor(t.db, {
      primaryemail: `u-${uid()}@example.com`,
      primaryphone: "+1 (512) 555-0111",
    });
    const detail = (await call("GET", `/api/vendor/${v.id}`)).json();
    const res = await call("PUT", "/api/vendor/update", {
      ...detail,
      termid: 30,
      glexpirationdate: "2099-01-31",
      wcexempt: true,
      minnte: 250,
      vendorstatustypeid: 2,
      paperworkcomplete: true,
      servicestates: { states: [{ id: 1 }, { id: 2 }] },
      ssn: "123-45-6789",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      glexpirationdate: "2099-01-31",
      wcexempt: true,
      minnte: 250,
      paperworkcomplete: true,
      ssn: "***-**-6789",
    });
    expect(res.json().servicestates.states).toHaveLength(2);
    const stored = await row(v.id);
    expect(stored?.ssnlast4).toBe("6789");
    expect(stored?.ssnsealed).not.toContain("6789");
    expect((await call("GET", `/api/vendor/${v.id}`, undefined, adminToken)).json().ssn).toBe("123-45-6789");

    // the masked value sent back keeps the number
    const again = await call("PUT", "/api/vendor/update", { ...res.json(), termid: 30 });
    expect(again.statusCode, again.body).toBe(200);
    expect((await row(v.id))?.ssnlast4).toBe("6789");

    // stale: the version the first form was read at
    await expectRefusedUnchanged(
      () => call("PUT", "/api/vendor/update", { ...detail, termid: 30, name: "Stale" }),
      409,
      "conflict",
      async () => ({
        v: await row(v.id),
        s: await t.db.select().from(vendorServiceStates).where(eq(vendorServiceStates.vendorid, v.id)),
      }),
    );
  });
});

describe("a save of only the changed fields", () => {
  it("writes what it carries and keeps the rest (service states, tax id, the other fields)", async () => {
    const v = await makeVendor(t.db, {
      primaryemail: `p-${uid()}@example.com`,
      primaryphone: "+1 (512) 555-0112",
    });
    const detail = (await call("GET", `/api/vendor/${v.id}`)).json() as { version: number };
    const first = await call("PUT", "/api/vendor/update", {
      ...detail,
      termid: 30,
      servicestates: { states: [{ id: 1 }] },
      ssn: "123-45-6789",
    });
    expect(first.statusCode, first.body).toBe(200);
    const { version } = first.json() as { version: number };
    const res = await call("PUT", "/api/vendor/update", { id: v.id, version, city: "Hartford" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      city: "Hartford",
      name: v.name,
      servicestates: { states: [{ id: 1 }] },
      ssn: "***-**-6789",
    });
    expect((await row(v.id))?.ssnlast4).toBe("6789");
    const refused = await expectRefusedUnchanged(
      () => call("PUT", "/api/vendor/update", { id: v.id, version: version + 1, primaryemail: "not-mail" }),
      400,
      "validation",
      () => row(v.id),
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(["primaryemail"]);
  });
});

describe("ratings (half steps) and the list", () => {
  it("averages ratings with halves and keeps the sum and count with the rows", async () => {
    const v = await makeVendor(t.db);
    expect((await call("POST", `/api/vendor/addvendorrating/${v.id}/4.5`)).json()).toEqual({
      rating: 4.5,
      numberofratings: 1,
    });
    expect((await call("POST", `/api/vendor/addvendorrating/${v.id}/3`)).json()).toEqual({
      rating: 3.75,
      numberofratings: 2,
    });
    const rows = await t.db.select().from(vendorRatings).where(eq(vendorRatings.vendorid, v.id));
    expect(rows.map((r) => Number(r.rating)).sort()).toEqual([3, 4.5]);
    const bad = await expectRefusedUnchanged(
      () => call("POST", `/api/vendor/addvendorrating/${v.id}/4.3`),
      400,
      "validation",
      () => row(v.id),
    );
    expect(Object.keys(bad.fields ?? {})).toContain("rating");
    expectRefusal(await call("POST", `/api/vendor/addvendorrating/${v.id}/5.5`), 400, "validation");
  });

  it("lists vendors by search with rating, trades and the compliance alert", async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const tag = `Zq${uid()}`;
    const v = await makeVendor(t.db, {
      name: `${tag} Plumbing`,
      glexpirationdate: soon,
      wcexpirationdate: "2099-01-01",
      w9date: "2099-01-01",
      ratingsum: "9.0",
      numberofratings: 2,
    });
    const ok = await makeVendor(t.db, {
      name: `${tag} Electric`,
      glexpirationdate: "2099-01-01",
      wcexpirationdate: "2099-01-01",
      w9date: "2099-01-01",
    });
    const res = await call("GET", `/api/vendor/getvendors?search=${tag}&pageSize=20`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { total: number; rows: Array<Record<string, unknown>> };
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([ok.id, v.id]);
    expect(page.rows[1]).toMatchObject({ rating: 4.5, compliancealert: true, workordercount: 0 });
    expect(page.rows[0]).toMatchObject({ compliancealert: false, rating: null });
    const sorted = await call(
      "GET",
      `/api/vendor/getvendors?search=${tag}&sort=${encodeURIComponent(JSON.stringify([{ column: "rating", desc: true }]))}`,
    );
    expect((sorted.json() as { rows: Array<{ id: number }> }).rows[0]?.id).toBe(v.id);
    expectRefusal(
      await call(
        "GET",
        `/api/vendor/getvendors?sort=${encodeURIComponent(JSON.stringify([{ column: "ssnsealed" }]))}`,
      ),
      400,
      "bad_request",
    );
  });
});

describe("contacts and notes tabs", () => {
  it("adds, edits and deletes contacts and notes; notes are sanitised; stale edits answer 409", async () => {
    const v = await makeVendor(t.db);
    const c = await call("POST", "/api/vendor/contact/add", {
      vendorid: v.id,
      firstname: "Ann",
      lastname: "Lee",
      phone: "5125550123",
      isprimary: true,
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ phone: "+1 (512) 555-0123", isprimary: true, version: 1 });
    const c2 = await call("PUT", "/api/vendor/contact/update", { ...c.json(), title: "Owner" });
    expect(c2.json()).toMatchObject({ title: "Owner", version: 2 });
    expectRefusal(
      await call("PUT", "/api/vendor/contact/update", { ...c.json(), title: "Old" }),
      409,
      "conflict",
    );
    expect((await call("DELETE", `/api/vendor/contact/delete/${c.json().id}?version=2`)).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/vendor/contacts?vendorid=${v.id}`)).json()).toEqual([]);

    const n = await call("POST", "/api/vendor/note/add", {
      vendorid: v.id,
      note: "<p>Great <b>work</b><script>alert(1)</script></p>",
      canvendorsee: true,
    });
    expect(n.statusCode, n.body).toBe(200);
    expect(n.json().note).not.toContain("script");
    expect(n.json()).toMatchObject({ canvendorsee: true, cancustomersee: false });
    const missing = expectRefusal(
      await call("POST", "/api/vendor/note/add", { vendorid: v.id, note: "" }),
      400,
      "validation",
    );
    expect(missing.fields).toMatchObject({ note: "Note is required." });
    const n2 = await call("PUT", "/api/vendor/note/update", {
      ...n.json(),
      note: "<p>Edited</p>",
      cancustomersee: true,
    });
    expect(n2.json()).toMatchObject({ note: "<p>Edited</p>", cancustomersee: true, version: 2 });
    await expectRefusedUnchanged(
      () => call("DELETE", `/api/vendor/note/delete/${n.json().id}?version=1`),
      409,
      "conflict",
      () => t.db.select().from(vendorNotes).where(eq(vendorNotes.vendorid, v.id)),
    );
    const list = (await call("GET", `/api/vendor/notes?vendorid=${v.id}`)).json() as unknown[];
    expect(list).toHaveLength(1);
  });
});

describe("history (History tab, WO Count popup)", () => {
  it("lists the orders the vendor was put on, newest first, with customer, site, dispatcher and status; no other vendor's", async () => {
    const v = await makeVendor(t.db);
    const other = await makeVendor(t.db);
    const c = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, c.id, { jobsitedescription: "Main store" });
    const { user: dispatcher } = await signIn(t, { roles: ["Dispatchers"] });
    const older = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: site.id },
      {
        createddate: new Date("2026-01-05T10:00:00Z"),
        completedate: new Date("2026-01-07T16:00:00Z"),
        statusid: 10,
        dispatcherid: dispatcher.id,
      },
    );
    const newer = await makeWorkOrder(
      t.db,
      { customerid: c.id, jobsiteid: site.id },
      { createddate: new Date("2026-02-01T10:00:00Z"), promisedate: new Date("2026-02-03T15:00:00Z") },
    );
    const notHis = await makeWorkOrder(t.db, { customerid: c.id, jobsiteid: site.id });
    await t.db.insert(workOrderVendors).values([
      { workorderid: older.id, vendorid: v.id },
      { workorderid: newer.id, vendorid: v.id },
      { workorderid: notHis.id, vendorid: other.id },
    ]);
    const res = await call("GET", `/api/vendor/history?vendorid=${v.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        workorderid: newer.id,
        wonumber: newer.wonumber,
        customername: c.customername,
        jobsite: { jobsite: site.jobsite, jobsitedescription: "Main store" },
        dispatcher: null,
        promisedate: "2026-02-03T15:00:00.000Z",
        createddate: "2026-02-01T10:00:00.000Z",
        completedate: null,
        status: "Received",
        statusid: 1,
      },
      {
        workorderid: older.id,
        wonumber: older.wonumber,
        customername: c.customername,
        jobsite: { jobsite: site.jobsite, jobsitedescription: "Main store" },
        dispatcher: `${dispatcher.firstname} ${dispatcher.lastname}`,
        promisedate: null,
        createddate: "2026-01-05T10:00:00.000Z",
        completedate: "2026-01-07T16:00:00.000Z",
        status: "Invoiced",
        statusid: 10,
      },
    ]);
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/vendor/history?vendorid=${v.id}` },
      allowed: STAFF,
    });
  });
});

describe("who may call", () => {
  it("staff with read:vendors or Admin; Vendor, Tech and Customer get 403", async () => {
    const v = await makeVendor(t.db);
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/vendor/${v.id}` },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/vendor/getvendors?pageSize=10" },
      allowed: STAFF,
    });
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: `/api/vendor/notes?vendorid=${v.id}` },
      allowed: STAFF,
    });
  });

  it("an external user's write is refused and changes nothing", async () => {
    const v = await makeVendor(t.db);
    const { token: vendorToken } = await signIn(t, { roles: ["Vendor"], vendorid: v.id });
    await expectRefusedUnchanged(
      () => call("POST", `/api/vendor/addvendorrating/${v.id}/5`, undefined, vendorToken),
      403,
      "forbidden",
      () => row(v.id),
    );
    await expectRefusedUnchanged(
      () => call("POST", "/api/vendor/note/add", { vendorid: v.id, note: "<p>x</p>" }, vendorToken),
      403,
      "forbidden",
      () => t.db.select().from(vendorNotes).where(eq(vendorNotes.vendorid, v.id)),
    );
  });
});
