import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn, uid } from "../../test/factories.ts";
import { expectPermissionMatrix, STAFF } from "../../test/permission-matrix.ts";
import { expectRefusal } from "../../test/refusals.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { exportColumnsFor } from "./workorder-export.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/workorder/exportworkorders", () => {
  it("exports every matching row (beyond one page) with the chosen columns", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const c = await makeCustomer(t.db);
    const js = await makeJobSite(t.db, c.id);
    const tag = uid();
    for (let i = 0; i < 105; i++) {
      await makeWorkOrder(
        t.db,
        { customerid: c.id, jobsiteid: js.id },
        { briefdescription: `${tag} ${i}`, statusid: i % 2 ? 9 : 3, nte: "125.50" },
      );
    }
    const filters = encodeURIComponent(JSON.stringify([{ column: "customerid", op: "=", value: c.id }]));
    const res = await t.call(token, {
      method: "GET",
      url: `/api/workorder/exportworkorders?status=9&filters=${filters}&columns=wonumber,status,nte,briefdescription`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("WorkOrders.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("WorkOrders");
    expect(ws?.getRow(1).values).toEqual([undefined, "Work Order #", "Status", "NTE", "Brief Description"]);
    expect(ws?.rowCount).toBe(1 + 52);
    const statuses = new Set<unknown>();
    ws?.eachRow((row, n) => {
      if (n > 1) statuses.add(row.getCell(2).value);
    });
    expect([...statuses]).toEqual(["Dispatched"]);
    expect(ws?.getRow(2).getCell(3).value).toBe(125.5);
  });

  it("rejects unknown columns and filters with 400", async () => {
    const { token } = await signIn(t, { roles: ["Dispatchers"] });
    const bad = await t.call(token, {
      method: "GET",
      url: "/api/workorder/exportworkorders?columns=passwordhash",
    });
    expectRefusal(bad, 400, "validation");
    const badFilter = encodeURIComponent(JSON.stringify([{ column: "nope", op: "=", value: 1 }]));
    expectRefusal(
      await t.call(token, { method: "GET", url: `/api/workorder/exportworkorders?filters=${badFilter}` }),
      400,
      "bad_request",
    );
  });

  it("allows in an export only the columns the reader may see", async () => {
    const [vendor, customer, staff] = [
      (await signIn(t, { roles: ["Vendor"] })).user,
      (await signIn(t, { roles: ["Customer"] })).user,
      (await signIn(t, { roles: ["Dispatchers"] })).user,
    ].map((u) => ({ ...u, name: u.firstname }));
    if (!vendor || !customer || !staff) throw new Error("users not made");
    const all = [
      "wonumber",
      "nte",
      "invoiceamount",
      "proposalamount",
      "lastnote",
      "customerdispatcher",
      "vendors",
    ];
    expect(exportColumnsFor(staff, all).map((c) => c.header)).toEqual([
      "Work Order #",
      "NTE",
      "Invoice Amount",
      "Proposal Amount",
      "Last Note",
      "Customer Dispatcher",
      "Vendors",
    ]);
    for (const hidden of ["nte", "invoiceamount", "proposalamount", "lastnote", "customerdispatcher"])
      expect(() => exportColumnsFor(vendor, ["wonumber", hidden])).toThrow(
        expect.objectContaining({
          code: "bad_request",
          status: 400,
          userMessage: `Unknown column "${hidden}".`,
          fields: { "columns.1": `unknown column "${hidden}"` },
        }),
      );
    for (const hidden of ["lastnote", "vendors"])
      expect(() => exportColumnsFor(customer, [hidden])).toThrow(expect.objectContaining({ status: 400 }));
    expect(exportColumnsFor(customer, ["wonumber", "nte"])).toHaveLength(2);
  });

  it("is for staff only", async () => {
    await expectPermissionMatrix(t, {
      request: { method: "GET", url: "/api/workorder/exportworkorders?status=6" },
      allowed: STAFF,
    });
  });
});
