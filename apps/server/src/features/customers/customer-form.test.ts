import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, managementProviders } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeUser, signIn, uid } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { jsonCaller, useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

const call = jsonCaller(t, dispatcher);
const row = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0];

const NEW = {
  customername: "Acme Stores",
  streetaddress: "1 Main St",
  city: "Austin",
  statecode: "tx",
  postalcode: "78701",
  contactphone: "(512) 555-0100",
  contactemail: "ops@acme.example.com",
  termid: 30,
  nte: 750,
  notifications: { proposaladded: true, invoiceadded: false, statuschange: true },
};

describe("new customer and its details", () => {
  it("saves a new customer (active, prefix upper-cased, phone in the mask) and reads it back", async () => {
    const prefix = `A${uid().slice(0, 5)}`;
    const res = await call("POST", "/api/customer/save", { ...NEW, customerprefix: prefix });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    const detail = (await call("GET", `/api/customer/${id}`)).json() as Record<string, unknown>;
    expect(detail).toMatchObject({
      id,
      version: 1,
      customername: "Acme Stores",
      customerprefix: prefix.toUpperCase(),
      isactive: true,
      statecode: "TX",
      contactphone: "+1 (512) 555-0100",
      termid: 30,
      nte: 750,
      notifications: { proposaladded: true, invoiceadded: false, statuschange: true },
      managementprovider: null,
    });
  });

  it("names every bad field with the spec's messages and writes nothing", async () => {
    const body = await expectRefusedUnchanged(
      () =>
        call("POST", "/api/customer/save", {
          customername: " ",
          city: "",
          statecode: "",
          postalcode: "",
          contactphone: "123",
          billingemail: "not-an-email",
        }),
      400,
      "validation",
      async () => (await t.db.select({ id: customers.id }).from(customers)).length,
    );
    expect(body.fields).toMatchObject({
      customername: "Customer Name is required.",
      streetaddress: "Street Address is required.",
      city: "City is required.",
      statecode: "State is required.",
      postalcode: "Zip Code is required.",
      contactphone: "The phone must have a correct USA phone format",
      billingemail: "Billing Email is invalid.",
    });
  });

  it("refuses a phone whose area code starts with 0 or 1", async () => {
    const body = expectRefusal(
      await call("POST", "/api/customer/save", { ...NEW, billingphone: "+1 (112) 555-0100" }),
      400,
      "validation",
    );
    expect(body.fields).toEqual({ billingphone: "The phone must have a correct USA phone format" });
  });

  it("refuses a prefix another customer uses", async () => {
    const prefix = `D${uid().slice(0, 5)}`.toUpperCase();
    await makeCustomer(t.db, { customerprefix: prefix });
    const body = expectRefusal(
      await call("POST", "/api/customer/save", { ...NEW, customerprefix: prefix }),
      400,
      "duplicate",
    );
    expect(Object.keys(body.fields ?? {})).toEqual(["customerprefix"]);
  });

  it("updates at the current version, keeps the prefix, and answers 409 to a stale version", async () => {
    const c = await makeCustomer(t.db, { customerprefix: `K${uid().slice(0, 5)}`.toUpperCase() });
    const form = { ...NEW, id: c.id, version: c.version, customerprefix: "CHANGED", customername: "Renamed" };
    const ok = await call("PUT", "/api/customer/update", form);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      version: c.version + 1,
      customername: "Renamed",
      customerprefix: c.customerprefix,
    });
    await expectRefusedUnchanged(
      () => call("PUT", "/api/customer/update", { ...form, customername: "Stale" }),
      409,
      "conflict",
      () => row(c.id),
    );
  });

  it("writes only the fields a save carries; a bad one is named and nothing is written", async () => {
    const c = await makeCustomer(t.db, { servicechannelsubscriberid: "SC-KEEP", city: "Hartford" });
    const ok = await call("PUT", "/api/customer/update", { id: c.id, version: c.version, city: "Boston" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      version: c.version + 1,
      city: "Boston",
      servicechannelsubscriberid: "SC-KEEP",
      customername: c.customername,
    });
    const refused = await expectRefusedUnchanged(
      () => call("PUT", "/api/customer/update", { id: c.id, version: c.version + 1, city: "" }),
      400,
      "validation",
      () => row(c.id),
    );
    expect(refused.fields).toEqual({ city: "City is required." });
  });

  it("checks the dispatcher is a dispatcher", async () => {
    const c = await makeCustomer(t.db);
    const notDispatcher = await makeUser(t.db, { roles: ["AccountingAdmin"], isdispatcher: false });
    const body = await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/update", {
          ...NEW,
          id: c.id,
          version: c.version,
          dispatcherauthid: notDispatcher.id,
        }),
      400,
      "bad_request",
      () => row(c.id),
    );
    expect(body.fields).toEqual({ dispatcherauthid: "Dispatcher must be an active dispatcher." });
  });

  it("lists customers a page at a time, inactive only with the toggle", async () => {
    const name = `Grid ${uid()}`;
    const active = await makeCustomer(t.db, { customername: `${name} A` });
    const inactive = await makeCustomer(t.db, { customername: `${name} B`, isactive: false });
    const ids = async (q: string) =>
      (
        (await call("GET", `/api/customer/grid?search=${encodeURIComponent(name)}${q}`)).json() as {
          rows: { id: number }[];
        }
      ).rows.map((r) => r.id);
    expect(await ids("")).toEqual([active.id]);
    expect(await ids("&inactive=true")).toEqual([active.id, inactive.id]);
  });

  it("shows each customer's job-site count, and sorts by it", async () => {
    const name = `Sites ${uid()}`;
    const one = await makeCustomer(t.db, { customername: `${name} A` });
    const two = await makeCustomer(t.db, { customername: `${name} B` });
    const none = await makeCustomer(t.db, { customername: `${name} C` });
    await makeJobSite(t.db, one.id);
    await makeJobSite(t.db, two.id);
    await makeJobSite(t.db, two.id);
    const page = async (q: string) =>
      (
        (await call("GET", `/api/customer/grid?search=${encodeURIComponent(name)}${q}`)).json() as {
          rows: { id: number; jobsitecount: number }[];
        }
      ).rows.map((r) => [r.id, r.jobsitecount]);
    expect(await page("")).toEqual([
      [one.id, 1],
      [two.id, 2],
      [none.id, 0],
    ]);
    const byCount = encodeURIComponent(JSON.stringify([{ column: "jobsitecount", desc: true }]));
    expect(await page(`&sort=${byCount}`)).toEqual([
      [two.id, 2],
      [one.id, 1],
      [none.id, 0],
    ]);
  });
});

describe("management provider", () => {
  it("stores the password sealed, never sends it with the customer, and reveals it on request", async () => {
    const { token: admin } = await signIn(t, { roles: ["Admin"] });
    const saved = await t.call(admin, {
      method: "POST",
      url: "/api/managementprovider/save",
      payload: {
        managementprovider: `Portal ${uid()}`,
        webaddress: "https://portal.example.com",
        userid: "fm",
        password: "Tr0ub4dor&3",
      },
    });
    const { id } = saved.json() as { id: number };
    const [stored] = await t.db.select().from(managementProviders).where(eq(managementProviders.id, id));
    expect(stored?.password).not.toContain("Tr0ub4dor");
    expect(t.ctx.secrets.isSealed(stored?.password ?? "")).toBe(true);
    const c = await makeCustomer(t.db, { managementproviderid: id });
    const detail = await call("GET", `/api/customer/${c.id}`);
    expect(detail.body).not.toContain("Tr0ub4dor");
    expect(detail.json()).toMatchObject({ managementprovider: { id, userid: "fm", haspassword: true } });
    expect((await call("GET", "/api/managementprovider/getproviders")).body).not.toContain("Tr0ub4dor");
    const reveal = await call("GET", `/api/customer/providerpassword?customerid=${c.id}`);
    expect(reveal.json()).toEqual({ password: "Tr0ub4dor&3" });
    expect(reveal.headers["cache-control"]).toBe("no-store");
    // a dispatcher cannot change the list; a provider in use cannot be removed
    expectRefusal(
      await call("PUT", "/api/managementprovider/update", { id, version: 1, managementprovider: "X" }),
      403,
      "forbidden",
    );
    expectRefusal(
      await t.call(admin, { method: "DELETE", url: `/api/managementprovider/delete/${id}?version=1` }),
      400,
      "invalid_state",
    );
  });
});
