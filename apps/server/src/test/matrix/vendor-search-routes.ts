import type { InjectOptions } from "fastify";
import { multipartBody } from "../../features/attachments/attachment-test-helpers.ts";
import { makeVendor } from "../factories.ts";
import { ADMIN, STAFF } from "./caller-groups.ts";
import type { Fixture } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 15 (vendor search, Import Zips): staff holding read:vendors (Admin, AccountingAdmin, Dispatchers and
 * the read-only dispatcher, docs/permissions.md) may search; Import Zips and its vendor picker are Admin only.
 * Vendor, Tech and Customer are refused.
 */
const VENDOR_READERS = STAFF;

const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({
  method: "POST",
  url,
  payload,
});

export const VENDOR_SEARCH_ROUTES: Record<string, RouteRow> = {
  "POST /api/vendor/searchbyradius": {
    allowed: VENDOR_READERS,
    build: () => post("/api/vendor/searchbyradius", { trades: [1], radius: 30, zip: "78701" }),
  },
  "POST /api/vendor/searchbygeography": {
    allowed: VENDOR_READERS,
    build: () =>
      post("/api/vendor/searchbygeography", {
        trades: [1],
        states: ["TX"],
        counties: [{ county: "Travis", statecode: "TX" }],
      }),
  },
  "GET /api/admin/importtradezips/vendors": {
    allowed: ADMIN,
    build: () => ({ method: "GET", url: "/api/admin/importtradezips/vendors" }),
  },
  "POST /api/admin/importtradezips": {
    allowed: ADMIN,
    allowedStatus: 202,
    build: async (f: Fixture) => ({
      method: "POST",
      url: `/api/admin/importtradezips?vendorid=${(await makeVendor(f.t.db)).id}`,
      ...multipartBody({}, [{ name: "zips.csv", content: "Zip Code\n78701\n78702\n" }]),
    }),
  },
};
