import type { InjectOptions } from "fastify";
import { customerTrades, managementProviders, tradeRates } from "../../db/schema/index.ts";
import { multipartBody, SAMPLES } from "../../features/attachments/attachment-test-helpers.ts";
import { sampleSheet } from "../../features/jobsites/jobsite-import.ts";
import { makeCustomer, makeJobSite, uid } from "../factories.ts";
import { ADMIN, SIGNED_IN, STAFF } from "./caller-groups.ts";
import { adminCall, type Fixture } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 14 (customers, job sites, contracts and rates): every call is staff-only. read:customers and
 * read:jobsites are held by Admin, AccountingAdmin, Dispatchers and the read-only dispatcher (docs/permissions.md);
 * Vendor, Tech and Customer are refused; provider upkeep is Admin only; geography lookups are reference data.
 */

const get = (url: string): InjectOptions => ({ method: "GET", url });
const customer = (f: Fixture) =>
  makeCustomer(f.t.db, { customerprefix: `M${uid().slice(0, 6)}`.toUpperCase() });
/** POST /api/customer/attachfile of one PDF (the upload row sends it; the edit rows store one first). */
const attachFile = async (f: Fixture): Promise<InjectOptions> => ({
  method: "POST",
  url: "/api/customer/attachfile",
  ...multipartBody({ customerid: (await customer(f)).id, attachmenttypeid: 30 }, [
    { name: `msa-${uid()}.pdf`, content: SAMPLES.pdf },
  ]),
});
const customerAttachment = async (f: Fixture) => {
  const [a] = await adminCall<Versioned[]>(f, await attachFile(f));
  if (!a) throw new Error("attachment not created");
  return a;
};
const customerTrade = async (f: Fixture) => {
  const c = await customer(f);
  const [ct] = await f.t.db.insert(customerTrades).values({ customerid: c.id, tradeid: 1 }).returning();
  if (!ct) throw new Error("customer trade not created");
  return { c, ct };
};
const rate = async (f: Fixture) => {
  const { ct } = await customerTrade(f);
  const [r] = await f.t.db
    .insert(tradeRates)
    .values({ customertradeid: ct.id, name: "Matrix", statecodes: ["TX"], regularrate: "80.00" })
    .returning();
  if (!r) throw new Error("rate not created");
  return r;
};
const provider = async (f: Fixture) => {
  const [p] = await f.t.db
    .insert(managementProviders)
    .values({ managementprovider: `Matrix ${uid()}` })
    .returning();
  if (!p) throw new Error("provider not created");
  return p;
};
const jobSiteBody = {
  jobsite: "Store #1",
  jobsitedescription: "Matrix store",
  streetaddress: "1 Main St",
  city: "Austin",
  statecode: "TX",
  postalcode: "78701",
};
const RATES_CSV =
  "Trade,Name,Rate Type,States,Cities,Counties,Zip Codes,Regular Rate,Overtime Rate,Holiday Rate,Trip Charge,Markup\nHVAC,Std,Hourly,TX,,,,85,,,,\n";
interface Versioned {
  id: number;
  version: number;
}

export const CUSTOMER_ROUTES: Record<string, RouteRow> = {
  "GET /api/customer/grid": { allowed: STAFF, build: () => get("/api/customer/grid?pageSize=10") },
  "GET /api/customer/getlists": { allowed: STAFF, build: () => get("/api/customer/getlists") },
  "GET /api/customer/{id}": {
    allowed: STAFF,
    build: async (f) => get(`/api/customer/${(await customer(f)).id}`),
  },
  "GET /api/customer/providerpassword": {
    allowed: STAFF,
    build: async (f) => get(`/api/customer/providerpassword?customerid=${(await customer(f)).id}`),
  },
  "POST /api/customer/save": {
    allowed: STAFF,
    build: () => ({
      method: "POST",
      url: "/api/customer/save",
      payload: {
        customername: `Matrix ${uid()}`,
        streetaddress: "1 Main St",
        city: "Austin",
        statecode: "TX",
        postalcode: "78701",
      },
    }),
  },
  "PUT /api/customer/update": {
    allowed: STAFF,
    build: async (f) => {
      const c = await customer(f);
      return {
        method: "PUT",
        url: "/api/customer/update",
        payload: {
          id: c.id,
          version: c.version,
          customername: c.customername,
          streetaddress: "2 Main St",
          city: "Austin",
          statecode: "TX",
          postalcode: "78701",
        },
      };
    },
  },
  "POST /api/customer/addjobsite": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/customer/addjobsite",
      payload: { customerid: (await customer(f)).id, ...jobSiteBody },
    }),
  },
  "PUT /api/customer/updatejobsite": {
    allowed: STAFF,
    build: async (f) => {
      const site = await makeJobSite(f.t.db, (await customer(f)).id);
      return {
        method: "PUT",
        url: "/api/customer/updatejobsite",
        payload: { id: site.id, version: site.version, ...jobSiteBody },
      };
    },
  },
  "POST /api/jobsites/updateallspecialprocedures": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/jobsites/updateallspecialprocedures",
      payload: { customerid: (await customer(f)).id, specialprocedure: "Sign in at the desk." },
    }),
  },
  "GET /api/jobsites/getjobsites": {
    allowed: STAFF,
    build: (f) => get(`/api/jobsites/getjobsites?customerid=${f.owner.customerid}`),
  },
  "GET /api/jobsites/getjobsite": {
    allowed: STAFF,
    build: (f) => get(`/api/jobsites/getjobsite?jobsiteid=${f.owner.jobsiteid}`),
  },
  // contacts, notes, attachments
  "GET /api/customer/contacts": {
    allowed: STAFF,
    build: (f) => get(`/api/customer/contacts?customerid=${f.owner.customerid}`),
  },
  "POST /api/customer/contact/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/customer/contact/add",
      payload: { customerid: (await customer(f)).id, firstname: "Ann", lastname: "Lee" },
    }),
  },
  "PUT /api/customer/contact/update": {
    allowed: STAFF,
    build: async (f) => {
      const c = await adminCall<Versioned>(f, {
        method: "POST",
        url: "/api/customer/contact/add",
        payload: { customerid: (await customer(f)).id, firstname: "Ann", lastname: "Lee" },
      });
      return {
        method: "PUT",
        url: "/api/customer/contact/update",
        payload: { id: c.id, version: c.version, firstname: "Ann", lastname: "Lo" },
      };
    },
  },
  "DELETE /api/customer/contact/delete/{id}": {
    allowed: STAFF,
    build: async (f) => {
      const c = await adminCall<Versioned>(f, {
        method: "POST",
        url: "/api/customer/contact/add",
        payload: { customerid: (await customer(f)).id, firstname: "Ann", lastname: "Lee" },
      });
      return { method: "DELETE", url: `/api/customer/contact/delete/${c.id}?version=${c.version}` };
    },
  },
  "GET /api/customer/notes": {
    allowed: STAFF,
    build: (f) => get(`/api/customer/notes?customerid=${f.owner.customerid}`),
  },
  "POST /api/customer/note/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/customer/note/add",
      payload: { customerid: (await customer(f)).id, note: "<p>Hello</p>" },
    }),
  },
  "PUT /api/customer/note/update": {
    allowed: STAFF,
    build: async (f) => {
      const n = await adminCall<Versioned>(f, {
        method: "POST",
        url: "/api/customer/note/add",
        payload: { customerid: (await customer(f)).id, note: "<p>Hello</p>" },
      });
      return {
        method: "PUT",
        url: "/api/customer/note/update",
        payload: { id: n.id, version: n.version, note: "<p>Changed</p>" },
      };
    },
  },
  "DELETE /api/customer/note/delete/{id}": {
    allowed: STAFF,
    build: async (f) => {
      const n = await adminCall<Versioned>(f, {
        method: "POST",
        url: "/api/customer/note/add",
        payload: { customerid: (await customer(f)).id, note: "<p>Hello</p>" },
      });
      return { method: "DELETE", url: `/api/customer/note/delete/${n.id}?version=${n.version}` };
    },
  },
  "GET /api/customer/attachments": {
    allowed: STAFF,
    build: (f) => get(`/api/customer/attachments?customerid=${f.owner.customerid}`),
  },
  "POST /api/customer/attachfile": {
    allowed: STAFF,
    allowedStatus: 201,
    build: async (f) => attachFile(f),
  },
  "PUT /api/customer/updateattachment": {
    allowed: STAFF,
    build: async (f) => {
      const a = await customerAttachment(f);
      return {
        method: "PUT",
        url: "/api/customer/updateattachment",
        payload: { id: a.id, version: a.version, attachmenttypeid: 28, displayname: "Rates.pdf" },
      };
    },
  },
  "DELETE /api/customer/removeattachment/{id}": {
    allowed: STAFF,
    build: async (f) => {
      const a = await customerAttachment(f);
      return { method: "DELETE", url: `/api/customer/removeattachment/${a.id}?version=${a.version}` };
    },
  },
  "GET /api/customer/attachment/{id}/download": {
    allowed: STAFF,
    build: async (f) => {
      const a = await customerAttachment(f);
      return get(`/api/customer/attachment/${a.id}/download`);
    },
  },
  // trades and rates
  "GET /api/customer/gettrades": {
    allowed: STAFF,
    build: (f) => get(`/api/customer/gettrades?customerid=${f.owner.customerid}`),
  },
  "POST /api/customer/trade/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/customer/trade/add",
      payload: { customerid: (await customer(f)).id, tradeid: 1 },
    }),
  },
  "PUT /api/customer/trade/remove": {
    allowed: STAFF,
    build: async (f) => {
      const { c } = await customerTrade(f);
      return { method: "PUT", url: "/api/customer/trade/remove", payload: { customerid: c.id, tradeid: 1 } };
    },
  },
  "POST /api/customer/rate/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/customer/rate/add",
      payload: {
        customertradeid: (await customerTrade(f)).ct.id,
        name: "Std",
        statecodes: ["TX"],
        regularrate: 85,
      },
    }),
  },
  "PUT /api/customer/rate/update": {
    allowed: STAFF,
    build: async (f) => {
      const r = await rate(f);
      return {
        method: "PUT",
        url: "/api/customer/rate/update",
        payload: { id: r.id, version: r.version, name: "Std", statecodes: ["TX"], regularrate: 90 },
      };
    },
  },
  "DELETE /api/customer/rate/delete/{id}": {
    allowed: STAFF,
    build: async (f) => ({ method: "DELETE", url: `/api/customer/rate/delete/${(await rate(f)).id}` }),
  },
  "GET /api/geoinfo/getcities": { allowed: SIGNED_IN, build: () => get("/api/geoinfo/getcities?states=TX") },
  "GET /api/geoinfo/getcounties": {
    allowed: SIGNED_IN,
    build: () => get("/api/geoinfo/getcounties?states=TX"),
  },
  "GET /api/geoinfo/getzipcodes": {
    allowed: SIGNED_IN,
    build: () => get("/api/geoinfo/getzipcodes?states=TX"),
  },
  // imports (background jobs)
  "POST /api/jobsites/downloadsamplesheet": {
    allowed: STAFF,
    build: () => ({ method: "POST", url: "/api/jobsites/downloadsamplesheet" }),
  },
  "POST /api/jobsites/importjobsites": {
    allowed: STAFF,
    allowedStatus: 202,
    build: async (f) => ({
      method: "POST",
      url: `/api/jobsites/importjobsites?customerid=${(await customer(f)).id}`,
      ...multipartBody({}, [{ name: "sites.xlsx", content: await sampleSheet() }]),
    }),
  },
  "POST /api/customer/rate/import": {
    allowed: STAFF,
    allowedStatus: 202,
    build: async (f) => ({
      method: "POST",
      url: `/api/customer/rate/import?customerid=${(await customer(f)).id}`,
      ...multipartBody({}, [{ name: "rates.csv", content: RATES_CSV }]),
    }),
  },
  // management providers
  "GET /api/managementprovider/getproviders": {
    allowed: STAFF,
    build: () => get("/api/managementprovider/getproviders"),
  },
  "POST /api/managementprovider/save": {
    allowed: ADMIN,
    build: () => ({
      method: "POST",
      url: "/api/managementprovider/save",
      payload: { managementprovider: `P ${uid()}`, password: "s3cret" },
    }),
  },
  "PUT /api/managementprovider/update": {
    allowed: ADMIN,
    build: async (f) => {
      const p = await provider(f);
      return {
        method: "PUT",
        url: "/api/managementprovider/update",
        payload: { id: p.id, version: p.version, managementprovider: `P ${uid()}` },
      };
    },
  },
  "DELETE /api/managementprovider/delete/{id}": {
    allowed: ADMIN,
    build: async (f) => {
      const p = await provider(f);
      return { method: "DELETE", url: `/api/managementprovider/delete/${p.id}?version=${p.version}` };
    },
  },
};
