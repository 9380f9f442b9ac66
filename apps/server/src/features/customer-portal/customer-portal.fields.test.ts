import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { type CustomerWorld, makeCustomerWorld, SECRETS } from "./customer-portal.test-setup.ts";

/*
 * No vendor cost, margin, quoted amount, vendor name or internal note reaches a customer (issue 13): every
 * customer-facing response body is walked for the fields that would carry them, and searched for the values
 * planted in the data (the vendor's name, its quoted amount, the line's note, the internal note).
 */

/** Fields a customer response must not have at all. */
const FORBIDDEN = new Set([
  "quotedamount",
  "vendorquotedamount",
  "margin",
  "vendorcost",
  "cost",
  "vendorname",
  "vendorid",
  "workordervendorid",
  "vendors",
  "lastnote",
  "provider",
  "salesrepid",
  "path",
]);

/** Shared staff contracts a customer also calls: the field is there, but always blank for a customer. */
const BLANKED_IN_SHARED = new Set([
  "vendors",
  "lastnote",
  "margin",
  "provider",
  "salesrepid",
  "workordervendorid",
  "path",
]);

const blank = (v: unknown) => v === null || v === false || (Array.isArray(v) && v.length === 0);

const walk = (value: unknown, at: string, shared: boolean, found: string[]) => {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) walk(v, `${at}[${i}]`, shared, found);
  } else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      const key = k.toLowerCase();
      if (FORBIDDEN.has(key) && !(shared && BLANKED_IN_SHARED.has(key) && (blank(v) || key === "path")))
        found.push(`${at}.${k}`);
      walk(v, `${at}.${k}`, shared, found);
    }
};

let t: TestApp;
let a: CustomerWorld;
beforeAll(async () => {
  t = await createTestApp();
  const admin = (await signIn(t, { roles: ["Admin"] })).token;
  a = await makeCustomerWorld(t, admin);
});
afterAll(() => t.close());

const CALLS: Array<[string, (w: CustomerWorld) => InjectOptions, boolean]> = [
  ["profile", () => ({ method: "GET", url: "/api/customerprofile/profile" }), false],
  ["getlists", () => ({ method: "GET", url: "/api/customerprofile/getlists" }), false],
  ["customernotes", () => ({ method: "GET", url: "/api/customerprofile/customernotes" }), false],
  ["getworkorder", (w) => ({ method: "GET", url: `/api/customerprofile/getworkorder?id=${w.wo.id}` }), false],
  ["notes", (w) => ({ method: "GET", url: `/api/customerprofile/notes/${w.wo.id}` }), false],
  [
    "proposals",
    (w) => ({ method: "GET", url: `/api/customerprofile/proposals?workorderid=${w.wo.id}` }),
    false,
  ],
  [
    "invoices",
    (w) => ({ method: "GET", url: `/api/customerprofile/invoices?workorderid=${w.wo.id}` }),
    false,
  ],
  [
    "attachments",
    (w) => ({ method: "GET", url: `/api/customerprofile/attachments?workorderid=${w.wo.id}` }),
    false,
  ],
  ["myproposals", () => ({ method: "GET", url: "/api/customerprofile/myproposals/open" }), false],
  ["myinvoices", () => ({ method: "GET", url: "/api/customerprofile/myinvoices/approved" }), false],
  ["getattachmenttypes", () => ({ method: "GET", url: "/api/customerprofile/getattachmenttypes" }), false],
  [
    "proposal preview",
    (w) => ({
      method: "POST",
      url: "/api/customerprofile/generateproposal",
      payload: { proposalid: w.completed.id, format: "html" },
    }),
    false,
  ],
  [
    "invoice preview",
    (w) => ({
      method: "POST",
      url: "/api/customerprofile/generateinvoice",
      payload: { invoiceid: w.approvedInvoice.id, format: "html" },
    }),
    false,
  ],
  [
    "savenote",
    (w) => ({
      method: "POST",
      url: "/api/customerprofile/savenote",
      payload: { workorderid: w.wo.id, note: "<p>Thanks</p>" },
    }),
    false,
  ],
  [
    "updateproposalstatus",
    (w) => ({
      method: "POST",
      url: "/api/customerprofile/updateproposalstatus",
      payload: { proposalId: w.second.id, proposalStatusId: 4, version: w.second.version, note: "No" },
    }),
    false,
  ],
  // Staff contracts a customer may also call: the fields exist there but are blank for a customer.
  [
    "portal list",
    () => ({ method: "GET", url: "/api/customerprofile/getworkorders/all?pageSize=100" }),
    true,
  ],
  ["home popup list", () => ({ method: "GET", url: "/api/customer/getopenworkorders?pageSize=100" }), true],
  ["staff detail load", (w) => ({ method: "GET", url: `/api/workorder/getworkorder?id=${w.wo.id}` }), true],
  [
    "staff attachments list",
    (w) => ({ method: "GET", url: `/api/workorder/attachments?workorderid=${w.wo.id}` }),
    true,
  ],
];

describe("customer-facing responses carry no vendor cost, margin, vendor or internal note", () => {
  it.each(CALLS)("%s", async (name, build, shared) => {
    const res = await t.call(a.token, build(a));
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
    const body = res.body;
    for (const secret of [
      String(SECRETS.quoted),
      "4,321.77",
      SECRETS.lineNote,
      SECRETS.internalNote,
      a.vendor.name,
    ])
      expect(body, `${name} leaks ${secret}`).not.toContain(secret);
    if (res.headers["content-type"]?.toString().includes("json")) {
      const found: string[] = [];
      walk(res.json(), "$", shared, found);
      expect(found, `${name} has forbidden fields`).toEqual([]);
    }
  });
});
