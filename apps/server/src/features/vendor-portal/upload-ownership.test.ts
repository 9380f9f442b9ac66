import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workOrderAttachments, workOrderVendors } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeVendor, makeWorkOrder, signIn } from "../../test/factories.ts";
import { hostilePdfs } from "../../test/hostile-files.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipartBody } from "../../test/uploads.ts";

// The same hostile PDF is refused 422 unsafe_file on the caller's own order: a 404 on someone else's proves
// the ownership check ran first, before the fenced PDF check (a vi.mock counter is not reliable here: the api
// project shares its module cache between files).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hostile = () => {
  const pdf = hostilePdfs().find((p) => p.name === "open-action-js.pdf");
  if (!pdf) throw new Error("hostile PDF missing");
  return pdf;
};

const setup = async () => {
  const [c1, c2] = [await makeCustomer(t.db), await makeCustomer(t.db)];
  const refs1 = { customerid: c1.id, jobsiteid: (await makeJobSite(t.db, c1.id)).id };
  const refs2 = { customerid: c2.id, jobsiteid: (await makeJobSite(t.db, c2.id)).id };
  const [mine, rival] = [await makeVendor(t.db), await makeVendor(t.db)];
  const wo = await makeWorkOrder(t.db, refs1, { statusid: 9 });
  const rivalWo = await makeWorkOrder(t.db, refs2, { statusid: 9 });
  await t.db.insert(workOrderVendors).values([
    { workorderid: wo.id, vendorid: mine.id },
    { workorderid: rivalWo.id, vendorid: rival.id },
  ]);
  return {
    wo,
    rivalWo,
    vendor: await signIn(t, { roles: ["Vendor"], vendorid: mine.id }),
    customer: await signIn(t, { roles: ["Customer"], customerid: c1.id }),
    staff: await signIn(t, { roles: ["Dispatchers"] }),
  };
};

const stagedCount = () => {
  const dir = path.join(t.ctx.config.dataDir, "tmp", "uploads");
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

/** The attachments of an order and the staged upload files: a refused upload changes neither. */
const stateOf = (workorderid: number) => async () => ({
  rows: (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(workOrderAttachments)
      .where(eq(workOrderAttachments.workorderid, workorderid))
  )[0]?.n,
  staged: stagedCount(),
});

const send = (token: string, url: string, workorderid: number, typeid: number) =>
  t.call(token, {
    method: "POST",
    url,
    ...multipartBody({ workorderid, attachmenttypeid: typeid }, [
      { name: hostile().name, content: hostile().content, type: "application/pdf" },
    ]),
  });

describe("uploads check row ownership before the file (issue 29)", () => {
  it("a vendor's hostile PDF to another vendor's order: 404, refused before the PDF check, nothing stored", async () => {
    const s = await setup();
    await expectRefusedUnchanged(
      () => send(s.vendor.token, "/api/vendorprofile/attachfile", s.rivalWo.id, 9),
      404,
      "not_found",
      stateOf(s.rivalWo.id),
    );
    // the same file to its own order is checked, and refused for what it holds
    const own = await expectRefusedUnchanged(
      () => send(s.vendor.token, "/api/vendorprofile/attachfile", s.wo.id, 9),
      422,
      "unsafe_file",
      stateOf(s.wo.id),
    );
    expect(own.message).toMatch(hostile().why);
  });

  it("a customer's hostile PDF to another customer's order: 404 before the PDF check", async () => {
    const s = await setup();
    const own = await expectRefusedUnchanged(
      () => send(s.customer.token, "/api/customerprofile/attachfile", s.wo.id, 9),
      422,
      "unsafe_file",
      stateOf(s.wo.id),
    );
    expect(own.message).toMatch(hostile().why);
    await expectRefusedUnchanged(
      () => send(s.customer.token, "/api/customerprofile/attachfile", s.rivalWo.id, 9),
      404,
      "not_found",
      stateOf(s.rivalWo.id),
    );
  });

  it("staff: an order that does not exist answers 404 before the PDF check", async () => {
    const s = await setup();
    expectRefusal(await send(s.staff.token, "/api/workorder/attachfile", 2_000_000_000, 1), 404, "not_found");
    expect((await stateOf(s.wo.id)()).staged).toBe(0);
  });
});
