import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobSiteProcedures, jobSites } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, signIn } from "../../test/factories.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { jsonCaller, useSignedIn, useTestApp } from "../../test/use-test-app.ts";

const t = useTestApp();
const dispatcher = useSignedIn(t, { roles: ["Dispatchers"] });

const call = jsonCaller(t, dispatcher);
const SITE = {
  jobsite: "Store #101",
  jobsitedescription: "Downtown store",
  streetaddress: "100 Congress Ave",
  city: "Austin",
  statecode: "TX",
  postalcode: "78701",
  phone: "512-555-0188",
  email: "store101@example.com",
  specialprocedure: "Sign the vendor log.\nPhotos before and after.",
};
const sitesOf = (customerid: number) =>
  t.db.select().from(jobSites).where(eq(jobSites.customerid, customerid));
const proceduresOf = (jobsiteid: number) =>
  t.db
    .select({
      id: jobSiteProcedures.id,
      procedure: jobSiteProcedures.procedure,
      sortorder: jobSiteProcedures.sortorder,
    })
    .from(jobSiteProcedures)
    .where(eq(jobSiteProcedures.jobsiteid, jobsiteid))
    .orderBy(jobSiteProcedures.sortorder);
type Site = { id: number; version: number; procedures: { id: number; procedure: string }[] };

describe("job sites", () => {
  it("adds a job site with coordinates from its ZIP and its list of procedures", async () => {
    const c = await makeCustomer(t.db);
    const res = await call("POST", "/api/customer/addjobsite", {
      customerid: c.id,
      ...SITE,
      procedures: [{ procedure: "Sign the vendor log." }, { procedure: "Photos before and after." }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const site = res.json() as Record<string, unknown>;
    expect(site).toMatchObject({
      customerid: c.id,
      customername: c.customername,
      phone: "+1 (512) 555-0188",
      specialprocedure: SITE.specialprocedure,
      procedures: [
        { id: expect.any(Number), procedure: "Sign the vendor log." },
        { id: expect.any(Number), procedure: "Photos before and after." },
      ],
    });
    expect(site.latitude).toBeCloseTo(30.27, 1);
    expect(site.longitude).toBeCloseTo(-97.74, 1);
  });

  it("names every missing field with '{label} is required.' and the phone rule; nothing is written", async () => {
    const c = await makeCustomer(t.db);
    const body = await expectRefusedUnchanged(
      () => call("POST", "/api/customer/addjobsite", { customerid: c.id, phone: "555", email: "x@" }),
      400,
      "validation",
      () => sitesOf(c.id),
    );
    expect(body.fields).toEqual({
      jobsite: "Job Site is required.",
      jobsitedescription: "Job Site Description is required.",
      streetaddress: "Street Address is required.",
      city: "City is required.",
      statecode: "State is required.",
      postalcode: "Zip Code is required.",
      phone: "The phone must have a correct USA phone format",
      email: "Email is invalid.",
    });
  });

  it("keeps, edits, reorders, adds and removes procedures as the list sent says; ids of another site are refused", async () => {
    const c = await makeCustomer(t.db);
    const add = await call("POST", "/api/customer/addjobsite", {
      customerid: c.id,
      ...SITE,
      procedures: [{ procedure: "A" }, { procedure: "B" }, { procedure: "C" }],
    });
    const site = add.json() as Site;
    const [a, b, cc] = site.procedures;
    if (!a || !b || !cc) throw new Error("three procedures expected");
    const res = await call("PUT", "/api/customer/updatejobsite", {
      id: site.id,
      version: site.version,
      ...SITE,
      procedures: [{ id: cc.id, procedure: "C first" }, { procedure: "New" }, { id: a.id, procedure: "A" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as Site;
    expect(saved.procedures).toEqual([
      { id: cc.id, procedure: "C first" },
      { id: expect.any(Number), procedure: "New" },
      { id: a.id, procedure: "A" },
    ]);
    expect((await proceduresOf(site.id)).map((p) => p.id)).not.toContain(b.id);
    expect((await call("GET", `/api/jobsites/getjobsite?jobsiteid=${site.id}`)).json()).toMatchObject({
      procedures: saved.procedures,
    });
    const list = (await call("GET", `/api/jobsites/getjobsites?customerid=${c.id}`)).json() as {
      rows: Site[];
    };
    expect(list.rows[0]?.procedures).toEqual(saved.procedures);

    // Another site's procedure id, or a blank procedure: 400 naming the item, nothing changes.
    const other = (
      await call("POST", "/api/customer/addjobsite", {
        customerid: c.id,
        ...SITE,
        procedures: [{ procedure: "X" }],
      })
    ).json() as Site;
    const foreign = await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/updatejobsite", {
          id: site.id,
          version: saved.version,
          ...SITE,
          procedures: [{ id: other.procedures[0]?.id, procedure: "Stolen" }],
        }),
      400,
      "bad_request",
      () => proceduresOf(site.id),
    );
    expect(Object.keys(foreign.fields ?? {})).toEqual(["procedures.0.id"]);
    const blank = await expectRefusedUnchanged(
      () =>
        call("PUT", "/api/customer/updatejobsite", {
          id: site.id,
          version: saved.version,
          ...SITE,
          procedures: [{ procedure: "ok" }, { procedure: " " }],
        }),
      400,
      "validation",
      () => proceduresOf(site.id),
    );
    expect(blank.fields).toEqual({ "procedures.1.procedure": "Procedure is required." });
    expect((await proceduresOf(other.id)).map((p) => p.procedure)).toEqual(["X"]);
  });

  it("moves the coordinates with the ZIP on update and answers 409 to a stale version", async () => {
    const c = await makeCustomer(t.db);
    const site = await makeJobSite(t.db, c.id);
    const ok = await call("PUT", "/api/customer/updatejobsite", {
      id: site.id,
      version: site.version,
      ...SITE,
      city: "Seattle",
      statecode: "WA",
      postalcode: "98101",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { latitude: number }).latitude).toBeCloseTo(47.6, 0);
    await expectRefusedUnchanged(
      () => call("PUT", "/api/customer/updatejobsite", { id: site.id, version: site.version, ...SITE }),
      409,
      "conflict",
      () => sitesOf(c.id),
    );
  });

  it("applies one special procedure to every job site of the customer and no other", async () => {
    const [c, other] = [await makeCustomer(t.db), await makeCustomer(t.db)];
    await makeJobSite(t.db, c.id);
    await makeJobSite(t.db, c.id);
    const untouched = await makeJobSite(t.db, other.id);
    const res = await call("POST", "/api/jobsites/updateallspecialprocedures", {
      customerid: c.id,
      specialprocedure: "Badge required.",
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await sitesOf(c.id)).map((s) => s.specialprocedure)).toEqual([
      "Badge required.",
      "Badge required.",
    ]);
    expect((await sitesOf(other.id))[0]?.specialprocedure).toBe(untouched.specialprocedure);
    const blank = expectRefusal(
      await call("POST", "/api/jobsites/updateallspecialprocedures", {
        customerid: c.id,
        specialprocedure: " ",
      }),
      400,
      "validation",
    );
    expect(blank.fields).toEqual({ specialprocedure: "Special procedure text is required." });
  });

  it("lists one customer's job sites or all of them (Show All), a page at a time", async () => {
    const c = await makeCustomer(t.db);
    const a = await makeJobSite(t.db, c.id, { jobsite: "A site" });
    await makeJobSite(t.db, c.id, { jobsite: "B site" });
    const page = (await call("GET", `/api/jobsites/getjobsites?customerid=${c.id}&pageSize=10`)).json() as {
      rows: { id: number }[];
      total: number;
    };
    expect(page.total).toBe(2);
    expect(page.rows[0]?.id).toBe(a.id);
    const all = (await call("GET", "/api/jobsites/getjobsites?pageSize=10")).json() as { total: number };
    expect(all.total).toBeGreaterThan(2);
    expect((await call("GET", `/api/jobsites/getjobsite?jobsiteid=${a.id}`)).json()).toMatchObject({
      id: a.id,
      jobsite: "A site",
    });
  });

  it("refuses a customer user (staff only)", async () => {
    const c = await makeCustomer(t.db);
    const { token: portal } = await signIn(t, { roles: ["Customer"], customerid: c.id });
    expectRefusal(
      await t.call(portal, { method: "GET", url: `/api/jobsites/getjobsites?customerid=${c.id}` }),
      403,
      "forbidden",
    );
    await expectRefusedUnchanged(
      () =>
        t.call(portal, {
          method: "POST",
          url: "/api/customer/addjobsite",
          payload: { customerid: c.id, ...SITE },
        }),
      403,
      "forbidden",
      () => sitesOf(c.id),
    );
  });
});
