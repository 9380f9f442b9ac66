import type { InjectOptions } from "fastify";
import { tradeRates, vendorDocuments, vendorTrades } from "../../db/schema/index.ts";
import { multipartBody, SAMPLES } from "../../features/attachments/attachment-test-helpers.ts";
import { makeVendor, uid } from "../factories.ts";
import { STAFF } from "./caller-groups.ts";
import { adminCall, type Fixture } from "./fixtures.ts";
import type { RouteRow } from "./route-table.ts";

/*
 * Issue 15, vendor records (Trades with rates, Attachments, Payments of the vendor details page): every call is
 * staff holding read:vendors or Admin (Admin, AccountingAdmin, Dispatchers and the read-only dispatcher by
 * default, docs/permissions.md); Vendor, Tech and Customer are refused.
 */
const get = (url: string): InjectOptions => ({ method: "GET", url });

const vendorTrade = async (f: Fixture, tradeid = 1) => {
  const v = await makeVendor(f.t.db);
  const [vt] = await f.t.db.insert(vendorTrades).values({ vendorid: v.id, tradeid }).returning();
  if (!vt) throw new Error("vendor trade not created");
  return { v, vt };
};
const vendorRate = async (f: Fixture) => {
  const { vt } = await vendorTrade(f);
  const [r] = await f.t.db
    .insert(tradeRates)
    .values({ vendortradeid: vt.id, name: "Matrix", statecodes: ["TX"], regularrate: "70.00" })
    .returning();
  if (!r) throw new Error("rate not created");
  return r;
};
const upload = (vendorid: number) => ({
  method: "POST" as const,
  url: "/api/vendor/attachfile",
  ...multipartBody({ vendorid, attachmenttypeid: 14 }, [{ name: `w9-${uid()}.pdf`, content: SAMPLES.pdf }]),
});
interface Uploaded {
  attachments: { id: number; version: number }[];
}
const attachment = async (f: Fixture) => {
  const v = await makeVendor(f.t.db);
  const list = await adminCall<Uploaded>(f, upload(v.id));
  const a = list.attachments[0];
  if (!a) throw new Error("attachment not created");
  return a;
};

export const VENDOR_RECORD_ROUTES: Record<string, RouteRow> = {
  "GET /api/vendor/gettrades": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/gettrades?vendorid=${(await vendorTrade(f)).v.id}`),
  },
  "POST /api/vendor/trade/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendor/trade/add",
      payload: { vendorid: (await makeVendor(f.t.db)).id, tradeid: 1, tradename: "HVAC" },
    }),
  },
  "PUT /api/vendor/trade/remove": {
    allowed: STAFF,
    build: async (f) => ({
      method: "PUT",
      url: "/api/vendor/trade/remove",
      payload: { vendorid: (await vendorTrade(f)).v.id, tradeid: 1 },
    }),
  },
  "POST /api/vendor/copytrade/{tradeid}": {
    allowed: STAFF,
    build: async (f) => {
      const { vt } = await vendorTrade(f);
      const target = await makeVendor(f.t.db);
      return {
        method: "POST",
        url: `/api/vendor/copytrade/${vt.id}`,
        payload: [{ tradeid: 1, vendorid: target.id }],
      };
    },
  },
  "GET /api/vendor/copytrade/candidates": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/copytrade/candidates?vendorid=${(await makeVendor(f.t.db)).id}`),
  },
  "POST /api/vendor/rate/add": {
    allowed: STAFF,
    build: async (f) => ({
      method: "POST",
      url: "/api/vendor/rate/add",
      payload: {
        vendortradeid: (await vendorTrade(f)).vt.id,
        name: "Standard",
        statecodes: ["TX"],
        regularrate: 75,
      },
    }),
  },
  "PUT /api/vendor/rate/update": {
    allowed: STAFF,
    build: async (f) => {
      const r = await vendorRate(f);
      return {
        method: "PUT",
        url: "/api/vendor/rate/update",
        payload: { id: r.id, version: r.version, name: "Changed", statecodes: ["TX"], regularrate: 90 },
      };
    },
  },
  "DELETE /api/vendor/rate/delete/{id}": {
    allowed: STAFF,
    build: async (f) => ({ method: "DELETE", url: `/api/vendor/rate/delete/${(await vendorRate(f)).id}` }),
  },
  "GET /api/vendor/attachments": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/attachments?vendorid=${(await makeVendor(f.t.db)).id}`),
  },
  "POST /api/vendor/attachfile": {
    allowed: STAFF,
    allowedStatus: 201,
    build: async (f) => upload((await makeVendor(f.t.db)).id),
  },
  "PUT /api/vendor/updateattachment": {
    allowed: STAFF,
    build: async (f) => {
      const a = await attachment(f);
      return {
        method: "PUT",
        url: "/api/vendor/updateattachment",
        payload: { id: a.id, version: a.version, attachmenttypeid: 11, displayname: "Other.pdf" },
      };
    },
  },
  "DELETE /api/vendor/removeattachment/{id}": {
    allowed: STAFF,
    build: async (f) => {
      const a = await attachment(f);
      return { method: "DELETE", url: `/api/vendor/removeattachment/${a.id}?version=${a.version}` };
    },
  },
  "GET /api/vendor/attachment/{id}/download": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/attachment/${(await attachment(f)).id}/download`),
  },
  "GET /api/vendor/document/{vendorid}/{id}/download": {
    allowed: STAFF,
    build: async (f) => {
      const v = await makeVendor(f.t.db);
      const path = `vendor/${v.id}/w9_${uid()}.txt`;
      await f.t.ctx.blobs.put(path, Buffer.from("W9"), "text/plain");
      const [d] = await f.t.db
        .insert(vendorDocuments)
        .values({
          vendorid: v.id,
          doctype: "W9",
          filename: path.split("/")[2] ?? "w9.txt",
          displayname: "w9.txt",
          path,
          contenttype: "text/plain",
          size: 2,
          createdbyname: "Vendor",
        })
        .returning();
      if (!d) throw new Error("document not created");
      return get(`/api/vendor/document/${v.id}/${d.id}/download`);
    },
  },
  "POST /api/vendor/senddoc/{vendorid}/{doctype}": {
    allowed: STAFF,
    build: async (f) => ({ method: "POST", url: `/api/vendor/senddoc/${(await makeVendor(f.t.db)).id}/13` }),
  },
  "GET /api/vendor/payments": {
    allowed: STAFF,
    build: async (f) => get(`/api/vendor/payments?vendorid=${(await makeVendor(f.t.db)).id}`),
  },
  "POST /api/vendor/payments/refresh": {
    allowed: STAFF,
    allowedStatus: 202,
    build: async (f) => ({
      method: "POST",
      url: `/api/vendor/payments/refresh?vendorid=${(await makeVendor(f.t.db, { billingvendorid: uid() })).id}`,
    }),
  },
};
