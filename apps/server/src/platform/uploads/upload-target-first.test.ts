/**
 * Every upload route checks its permission and its target row BEFORE any byte of the file is judged or parsed
 * (issue 29). The same hostile PDF (generated, test/hostile-files.ts) is refused 422 unsafe_file on a target the
 * caller may write; on another vendor's draft or a record that does not exist the answer is that target's
 * refusal (404, 403), never the 422: the fenced PDF check did not run. Nothing is written or left staged.
 * (The portal and staff work-order attach routes: features/vendor-portal/upload-ownership.test.ts; a vendor's
 * proposal files: vendor-billing.test.ts.)
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customerAttachments,
  jobs,
  vendorAttachments,
  vendorProposalLabor,
  vendorProposalMaterials,
  vendorProposalOther,
} from "../../db/schema/index.ts";
import { orderFor, vendorWithUsers } from "../../features/vendor-billing/vendor-billing.test-helpers.ts";
import { makeCustomer, makeJobSite, makeVendor, signIn } from "../../test/factories.ts";
import { hostilePdfs } from "../../test/hostile-files.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody } from "../../test/uploads.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSING = 2_000_000_000;

const hostile = () => {
  const pdf = hostilePdfs().find((p) => p.name === "open-action-js.pdf");
  if (!pdf) throw new Error("hostile PDF missing");
  return pdf;
};

const stagedCount = () => {
  const dir = path.join(t.ctx.config.dataDir, "tmp", "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

const count = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
const n = sql<number>`count(*)::int`;

/** What a refused upload must not change: the rows it would write, the queued jobs, the staged files. */
const stateOf = (rows: () => Promise<number>) => async () => ({
  rows: await rows(),
  jobs: await count(t.db.select({ n }).from(jobs)),
  staged: stagedCount(),
});

const send = (token: string, url: string, fields: Record<string, string | number>, name = hostile().name) =>
  t.call(token, {
    method: "POST",
    url,
    ...multipartBody(fields, [{ name, content: hostile().content, type: "application/pdf" }]),
  });

/** `refused` (the target's refusal) first, then the same file where the caller may write it: 422 for what it holds. */
const expectTargetFirst = async (opts: {
  refused: () => ReturnType<typeof send>;
  status: number;
  code: string;
  own: () => ReturnType<typeof send>;
  rows: () => Promise<number>;
}) => {
  const body = await expectRefusedUnchanged(opts.refused, opts.status, opts.code, stateOf(opts.rows));
  expect(body.message).not.toMatch(/JavaScript|refused:/);
  const own = await expectRefusedUnchanged(opts.own, 422, "unsafe_file", stateOf(opts.rows));
  expect(own.message).toMatch(hostile().why);
};

// Each case sends a file through the fenced PDF check (a parser thread; the first one loads PDF.js), twice.
describe("upload routes check the target before the file (issue 29)", { timeout: 120_000 }, () => {
  it("Import Items: another vendor's draft proposal or invoice is 404 before the PDF check", async () => {
    const c = await makeCustomer(t.db);
    const owner = { customerid: c.id, jobsiteid: (await makeJobSite(t.db, c.id)).id };
    const [A, B] = [await vendorWithUsers(t), await vendorWithUsers(t)];
    const { wo } = await orderFor(t, owner, A.vendor.id, B.vendor.id);
    const res = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/newproposal",
      payload: { workorderid: wo.id, description: "Items", labor: [], materials: [], other: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as { id: number };
    const items = async () =>
      (await count(
        t.db.select({ n }).from(vendorProposalLabor).where(eq(vendorProposalLabor.proposalid, p.id)),
      )) +
      (await count(
        t.db.select({ n }).from(vendorProposalMaterials).where(eq(vendorProposalMaterials.proposalid, p.id)),
      )) +
      (await count(
        t.db.select({ n }).from(vendorProposalOther).where(eq(vendorProposalOther.proposalid, p.id)),
      ));
    const url = "/api/vendorprofile/importproposalitems";
    await expectTargetFirst({
      refused: () => send(B.token, url, { proposalid: p.id }),
      status: 404,
      code: "not_found",
      own: () => send(A.token, url, { proposalid: p.id }),
      rows: items,
    });
    await expectRefusedUnchanged(
      () => send(B.techToken, "/api/vendorprofile/importinvoiceitems", { invoiceid: MISSING }),
      404,
      "not_found",
      stateOf(items),
    );
  });

  it("customer attachments: a customer that does not exist is 404, an external user 403, before the PDF check", async () => {
    const staff = await signIn(t, { roles: ["Admin"] });
    const c = await makeCustomer(t.db);
    const rows = () => count(t.db.select({ n }).from(customerAttachments));
    await expectTargetFirst({
      refused: () =>
        send(staff.token, "/api/customer/attachfile", { customerid: MISSING, attachmenttypeid: 11 }),
      status: 404,
      code: "not_found",
      own: () => send(staff.token, "/api/customer/attachfile", { customerid: c.id, attachmenttypeid: 11 }),
      rows,
    });
    const customer = await signIn(t, { roles: ["Customer"], customerid: c.id });
    await expectRefusedUnchanged(
      () => send(customer.token, "/api/customer/attachfile", { customerid: c.id, attachmenttypeid: 11 }),
      403,
      "forbidden",
      stateOf(rows),
    );
  });

  it("vendor attachments: a vendor that does not exist is 404, another vendor's user 403, before the PDF check", async () => {
    const staff = await signIn(t, { roles: ["Admin"] });
    const v = await makeVendor(t.db);
    const rows = () => count(t.db.select({ n }).from(vendorAttachments));
    await expectTargetFirst({
      refused: () => send(staff.token, "/api/vendor/attachfile", { vendorid: MISSING, attachmenttypeid: 11 }),
      status: 404,
      code: "not_found",
      own: () => send(staff.token, "/api/vendor/attachfile", { vendorid: v.id, attachmenttypeid: 11 }),
      rows,
    });
    const rival = await vendorWithUsers(t);
    await expectRefusedUnchanged(
      () => send(rival.token, "/api/vendor/attachfile", { vendorid: v.id, attachmenttypeid: 11 }),
      403,
      "forbidden",
      stateOf(rows),
    );
  });

  it.each([
    { what: "Import Job Sites", url: (id: number) => `/api/jobsites/importjobsites?customerid=${id}` },
    { what: "Import Trade Rates", url: (id: number) => `/api/customer/rate/import?customerid=${id}` },
  ])("$what: a customer that does not exist is 404 before the PDF check, no job queued", async ({ url }) => {
    const staff = await signIn(t, { roles: ["Admin"] });
    const c = await makeCustomer(t.db);
    const rows = async () => 0;
    await expectTargetFirst({
      refused: () => send(staff.token, url(MISSING), {}),
      status: 404,
      code: "not_found",
      own: () => send(staff.token, url(c.id), {}),
      rows,
    });
  });

  it("Import Zips: a vendor that does not exist is refused (400 naming vendorid) before the PDF check, no job queued", async () => {
    const admin = await signIn(t, { roles: ["Admin"] });
    const v = await makeVendor(t.db);
    const url = (id: number) => `/api/admin/importtradezips?vendorid=${id}`;
    await expectTargetFirst({
      refused: () => send(admin.token, url(MISSING), {}),
      status: 400,
      code: "bad_request",
      own: () => send(admin.token, url(v.id), {}),
      rows: async () => 0,
    });
  });
});
