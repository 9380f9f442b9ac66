import type { InjectOptions } from "fastify";
import { vendorContacts, vendorNotes } from "../../db/schema/index.ts";
import { makeVendor, uid } from "../factories.ts";
import { STAFF } from "./caller-groups.ts";
import type { Fixture } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 15, vendor management core (features/vendors): every call is staff holding read:vendors (or Admin):
 * Admin, AccountingAdmin, Dispatchers and the read-only dispatcher (docs/permissions.md). Vendor, Tech and
 * Customer are refused on every /vendor/* management call.
 */

const get = (url: string): InjectOptions => ({ method: "GET", url });
const vendor = (f: Fixture) => makeVendor(f.t.db);
const newVendorBody = () => ({
  name: `Matrix Vendor ${uid()}`,
  address: `${Math.floor(Math.random() * 90000) + 10000} Congress Ave`,
  city: "Austin",
  statecode: "TX",
  postalcode: "78701",
  primaryphone: "(512) 555-0100",
  primaryemail: `matrix-${uid()}@vendor.test`,
  tierid: 1,
  termid: 30,
});
const contact = async (f: Fixture) => {
  const v = await vendor(f);
  const [c] = await f.t.db
    .insert(vendorContacts)
    .values({ vendorid: v.id, firstname: "Matrix", lastname: "Contact" })
    .returning();
  if (!c) throw new Error("contact not created");
  return c;
};
const note = async (f: Fixture) => {
  const v = await vendor(f);
  const [n] = await f.t.db
    .insert(vendorNotes)
    .values({ vendorid: v.id, note: "<p>Matrix</p>", createdbyname: "Matrix" })
    .returning();
  if (!n) throw new Error("note not created");
  return n;
};

export const VENDOR_CORE_ROUTES: Record<string, RouteRow> = {
  "GET /api/vendor/getvendors": { allowed: STAFF, build: () => get("/api/vendor/getvendors?pageSize=10") },
  "GET /api/vendor/getvendorsforlookup": {
    allowed: STAFF,
    build: () => get("/api/vendor/getvendorsforlookup"),
  },
  "GET /api/vendor/getvendorstatustypes": {
    allowed: STAFF,
    build: () => get("/api/vendor/getvendorstatustypes"),
  },
  "GET /api/vendor/getvendortiers": { allowed: STAFF, build: () => get("/api/vendor/getvendortiers") },
  "GET /api/vendor/getlists": { allowed: STAFF, build: () => get("/api/vendor/getlists") },
  "GET /api/vendor/history": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/history?vendorid=${(await vendor(f)).id}`),
  },
  "GET /api/vendor/{id}": { allowed: STAFF, build: async (f) => get(`/api/vendor/${(await vendor(f)).id}`) },
  "POST /api/vendor/validateaddress": {
    allowed: STAFF,
    build: () => ({ method: "POST", url: "/api/vendor/validateaddress", payload: newVendorBody() }),
  },
  "POST /api/vendor/save": {
    allowed: STAFF,
    build: () => ({ method: "POST", url: "/api/vendor/save", payload: newVendorBody() }),
  },
  "PUT /api/vendor/update": {
    allowed: STAFF,
    build: async (f) => {
      const v = await vendor(f);
      return {
        method: "PUT",
        url: "/api/vendor/update",
        payload: { ...newVendorBody(), id: v.id, version: v.version },
      };
    },
  },
  "POST /api/vendor/addvendorrating/{vendorId}/{rating}": {
    allowed: STAFF,
    build: async (f) => ({ method: "POST", url: `/api/vendor/addvendorrating/${(await vendor(f)).id}/4.5` }),
  },
  "GET /api/vendor/contacts": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/contacts?vendorid=${(await vendor(f)).id}`),
  },
  "POST /api/vendor/contact/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendor/contact/add",
      payload: { vendorid: (await vendor(f)).id, firstname: "Matrix", lastname: "Contact" },
    }),
  },
  "PUT /api/vendor/contact/update": {
    allowed: STAFF,
    build: async (f) => {
      const c = await contact(f);
      return {
        method: "PUT",
        url: "/api/vendor/contact/update",
        payload: { id: c.id, version: c.version, firstname: "Matrix", lastname: "Edited" },
      };
    },
  },
  "DELETE /api/vendor/contact/delete/{id}": {
    allowed: STAFF,
    build: async (f) => {
      const c = await contact(f);
      return { method: "DELETE", url: `/api/vendor/contact/delete/${c.id}?version=${c.version}` };
    },
  },
  "GET /api/vendor/notes": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/notes?vendorid=${(await vendor(f)).id}`),
  },
  "POST /api/vendor/note/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendor/note/add",
      payload: { vendorid: (await vendor(f)).id, note: "<p>Matrix</p>" },
    }),
  },
  "PUT /api/vendor/note/update": {
    allowed: STAFF,
    build: async (f) => {
      const n = await note(f);
      return {
        method: "PUT",
        url: "/api/vendor/note/update",
        payload: { id: n.id, version: n.version, note: "<p>Edited</p>" },
      };
    },
  },
  "DELETE /api/vendor/note/delete/{id}": {
    allowed: STAFF,
    build: async (f) => {
      const n = await note(f);
      return { method: "DELETE", url: `/api/vendor/note/delete/${n.id}?version=${n.version}` };
    },
  },
};
