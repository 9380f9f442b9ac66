import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { expectRefusal } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { orderFor, PROPOSAL_LINES, vendorWithUsers } from "./vendor-billing.test-helpers.ts";

const { t, token: staff, customerid, jobsiteid } = await useWorkOrderFile();
const owner = { customerid, jobsiteid };
const A = await vendorWithUsers(t);
const B = await vendorWithUsers(t);

const sheetOf = async (raw: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no sheet");
  const rows: unknown[][] = [];
  ws.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return { ws, rows };
};

const proposalOn = async () => {
  const { wo } = await orderFor(t, owner, A.vendor.id, B.vendor.id);
  const res = await t.call(A.token, {
    method: "POST",
    url: "/api/vendorprofile/newproposal",
    payload: { workorderid: wo.id, description: "Replace the condenser fan motor", ...PROPOSAL_LINES },
  });
  expect(res.statusCode, res.body).toBe(200);
  const p = res.json() as { id: number; version: number; proposalnumber: string };
  return { wo, p };
};

describe("proposal and invoice exports (xlsx, not CSV)", () => {
  it("exports the vendor's proposals of one order as Proposals.xlsx with typed money", async () => {
    const { wo, p } = await proposalOn();
    const res = await t.call(A.token, {
      method: "GET",
      url: `/api/vendorprofile/vendorworkorderproposals/export?workorderid=${wo.id}`,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain("Proposals.xlsx");
    const { ws, rows } = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      "Status",
      "Vendor Name",
      "Proposal #",
      "Work Order #",
      "Proposal Date",
      "Proposal Amount",
      "Description",
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[2]).toBe(p.proposalnumber);
    expect(rows[1]?.[5]).toBe(500);
    expect(ws.getRow(2).getCell(6).numFmt).toContain("#,##0.00");
    expect(rows[1]?.[4]).toBeInstanceOf(Date);
  });

  it("never exports another vendor's proposals (B sees none of A's; an order of no line is 404)", async () => {
    const { wo } = await proposalOn();
    const res = await t.call(B.token, {
      method: "GET",
      url: `/api/vendorprofile/vendorworkorderproposals/export?workorderid=${wo.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await sheetOf(res.rawPayload)).rows).toHaveLength(1); // header only
    const C = await vendorWithUsers(t);
    expectRefusal(
      await t.call(C.token, {
        method: "GET",
        url: `/api/vendorprofile/vendorworkorderproposals/export?workorderid=${wo.id}`,
      }),
      404,
      "not_found",
    );
    expectRefusal(
      await t.call(staff, {
        method: "GET",
        url: "/api/vendorprofile/vendorworkorderinvoices/export?status=open",
      }),
      403,
      "forbidden",
    );
  });

  it("exports the vendor's invoices by status as Invoices.xlsx", async () => {
    const res = await t.call(A.token, {
      method: "GET",
      url: "/api/vendorprofile/vendorworkorderinvoices/export?status=open",
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-disposition"]).toContain("Invoices.xlsx");
    expect((await sheetOf(res.rawPayload)).rows[0]?.[1]).toBe("Invoice #");
  });

  it("exports the staff Vendor Submitted Proposals tab as {wonumber}_vendor_proposals.xlsx", async () => {
    const { wo, p } = await proposalOn();
    await t.call(A.token, {
      method: "PUT",
      url: "/api/vendorprofile/updateproposalstatus",
      payload: { proposalId: p.id, proposalStatusId: 2, version: p.version },
    });
    const res = await t.call(staff, {
      method: "GET",
      url: `/api/workorder/vendorproposals/export?workorderid=${wo.id}`,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`${wo.wonumber}_vendor_proposals.xlsx`);
    const { rows } = await sheetOf(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe("Waiting");
    expectRefusal(
      await t.call(A.token, {
        method: "GET",
        url: `/api/workorder/vendorproposals/export?workorderid=${wo.id}`,
      }),
      403,
      "forbidden",
    );
  });
});
