import { VENDOR_BILLING_STATUS } from "@fm/domain";
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  rateLimits,
  vendorInvoiceLabor,
  vendorInvoices,
  vendorProposalLabor,
  vendorProposalMaterials,
  vendorProposals,
  workOrderAttachments,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { hostilePdfs } from "../../test/hostile-files.ts";
import { expectRefusal, expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import {
  multipartBody,
  orderFor,
  PROPOSAL_LINES,
  vendorWithUsers,
  xlsOf,
  xlsxOf,
} from "./vendor-billing.test-helpers.ts";

const { t, token: staff, customerid, jobsiteid } = await useWorkOrderFile();
const owner = { customerid, jobsiteid };
const A = await vendorWithUsers(t);
/** The SECOND vendor: attached to the same orders, so only the proposal's own vendor rule keeps it out. */
const B = await vendorWithUsers(t);

type Proposal = {
  id: number;
  version: number;
  proposalstatusid: number;
  proposalamount: number;
  proposalnumber: string;
  invoiceid: number | null;
};
type Invoice = {
  id: number;
  version: number;
  invoicestatusid: number;
  invoiceamount: number;
  invoicenumber: string;
};

const newProposal = async (workorderid: number, token = A.token) => {
  const res = await t.call(token, {
    method: "POST",
    url: "/api/vendorprofile/newproposal",
    payload: { workorderid, description: "Replace the condenser fan motor", ...PROPOSAL_LINES },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Proposal;
};
const submit = (p: Proposal, token = A.token) =>
  t.call(token, {
    method: "PUT",
    url: "/api/vendorprofile/updateproposalstatus",
    payload: { proposalId: p.id, proposalStatusId: 2, version: p.version },
  });
const proposalRow = async (id: number) => {
  const [p] = await t.db.select().from(vendorProposals).where(eq(vendorProposals.id, id));
  const labor = await t.db.select().from(vendorProposalLabor).where(eq(vendorProposalLabor.proposalid, id));
  const materials = await t.db
    .select()
    .from(vendorProposalMaterials)
    .where(eq(vendorProposalMaterials.proposalid, id));
  return { p, labor, materials };
};
const invoiceRow = async (id: number) => {
  const [i] = await t.db.select().from(vendorInvoices).where(eq(vendorInvoices.id, id));
  const labor = await t.db.select().from(vendorInvoiceLabor).where(eq(vendorInvoiceLabor.invoiceid, id));
  return { i, labor };
};
/** A proposal of vendor A that staff approved (status 3), on an order with A alone. */
const approvedProposal = async () => {
  const { wo, lines } = await orderFor(t, owner, A.vendor.id);
  const p = await newProposal(wo.id);
  const submitted = (await submit(p)).json() as Proposal;
  const res = await t.call(staff, {
    method: "PUT",
    url: "/api/workorder/vendorproposalstatus",
    payload: { proposalId: p.id, proposalStatusId: 3, version: submitted.version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    wo,
    line: lines[0],
    p: (
      await t.call(A.token, {
        method: "GET",
        url: `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
      })
    ).json().proposals[0] as Proposal,
  };
};

describe("vendor portal proposals", () => {
  it("a vendor builds a draft with labor and material lines, submits it, and staff see it to approve", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    expect(p).toMatchObject({ proposalstatusid: 1, proposalstatus: "Draft", proposalamount: 500 });
    // Drafts stay hidden from staff.
    const before = await t.call(staff, {
      method: "GET",
      url: `/api/workorder/vendorproposals?workorderid=${wo.id}`,
    });
    expect(before.json()).toEqual([]);
    const res = await submit(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ proposalstatusid: 2, proposalstatus: "Waiting" });
    const after = await t.call(staff, {
      method: "GET",
      url: `/api/workorder/vendorproposals?workorderid=${wo.id}`,
    });
    expect(after.json()).toMatchObject([{ id: p.id, proposalamount: 500, vendorname: A.vendor.name }]);
    const mine = await t.call(A.token, {
      method: "GET",
      url: "/api/vendorprofile/vendorworkorderproposals?status=waiting",
    });
    expect(mine.json().proposals.map((x: Proposal) => x.id)).toContain(p.id);
  });

  it("edits, clones and deletes drafts; the Tech of the same vendor may act on them", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const upd = await t.call(A.techToken, {
      method: "POST",
      url: "/api/vendorprofile/updateproposal",
      payload: {
        id: p.id,
        version: p.version,
        description: "Changed",
        labor: [],
        materials: PROPOSAL_LINES.materials,
        other: [{ typeid: 1, description: "Disposal", quantity: 1, unitprice: 35 }],
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ description: "Changed", proposalamount: 85, labor: [] });
    const clone = await t.call(A.token, { method: "POST", url: `/api/vendorprofile/cloneproposal/${p.id}` });
    expect(clone.json()).toMatchObject({ proposalstatusid: 1, proposalamount: 85 });
    expect(clone.json().id).not.toBe(p.id);
    const stale = await t.call(A.token, {
      method: "DELETE",
      url: `/api/vendorprofile/deleteproposal?proposalId=${p.id}&version=${p.version}`,
    });
    expectRefusal(stale, 409, "conflict");
    const del = await t.call(A.token, {
      method: "DELETE",
      url: `/api/vendorprofile/deleteproposal?proposalId=${p.id}&version=${upd.json().version}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await proposalRow(p.id)).p).toBeUndefined();
  });

  it("names every bad line field and writes nothing", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const count = async () =>
      (await t.db.select().from(vendorProposals).where(eq(vendorProposals.workorderid, wo.id))).length;
    const body = await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "POST",
          url: "/api/vendorprofile/newproposal",
          payload: {
            workorderid: wo.id,
            labor: [{ typeid: 9, numberoftechs: 1, hourlyrate: 10 }],
            materials: [{ description: "", unitprice: -1, quantity: 1 }],
          },
        }),
      400,
      "validation",
      count,
    );
    expect(Object.keys(body.fields ?? {})).toEqual(
      expect.arrayContaining([
        "labor.0.skilllevelid",
        "labor.0.typeid",
        "labor.0.numberofhours",
        "materials.0.description",
        "materials.0.uomid",
        "materials.0.unitprice",
      ]),
    );
  });

  it("refuses edit, delete and a second submit once submitted; a vendor cannot approve its own proposal", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = (await submit(await newProposal(wo.id))).json() as Proposal;
    const state = () => proposalRow(p.id);
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "POST",
          url: "/api/vendorprofile/updateproposal",
          payload: { id: p.id, version: p.version, labor: [] },
        }),
      400,
      "invalid_state",
      state,
    );
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "DELETE",
          url: `/api/vendorprofile/deleteproposal?proposalId=${p.id}&version=${p.version}`,
        }),
      400,
      "invalid_state",
      state,
    );
    await expectRefusedUnchanged(() => submit(p), 400, "invalid_state", state);
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "PUT",
          url: "/api/vendorprofile/updateproposalstatus",
          payload: { proposalId: p.id, proposalStatusId: 3, version: p.version },
        }),
      403,
      "forbidden",
      state,
    );
    // An invoice only from an approved proposal.
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "POST",
          url: `/api/vendorprofile/createinvoice/${p.id}`,
          payload: { invoicenumber: "INV-1", description: "Work" },
        }),
      400,
      "invalid_state",
      async () => t.db.select().from(vendorInvoices).where(eq(vendorInvoices.proposalid, p.id)),
    );
  });

  it("an empty draft cannot be submitted", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const res = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/newproposal",
      payload: { workorderid: wo.id },
    });
    const p = res.json() as Proposal;
    await expectRefusedUnchanged(
      () => submit(p),
      400,
      "invalid_state",
      () => proposalRow(p.id),
    );
  });

  it("a second vendor (office or tech) on the same order gets 404 for every proposal call and changes nothing", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id, B.vendor.id);
    const p = await newProposal(wo.id);
    const state = () => proposalRow(p.id);
    for (const token of [B.token, B.techToken]) {
      const list = await t.call(token, {
        method: "GET",
        url: `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().proposals).toEqual([]);
      const draftList = await t.call(token, {
        method: "GET",
        url: "/api/vendorprofile/vendorworkorderproposals?status=open",
      });
      expect(draftList.json().proposals.map((x: Proposal) => x.id)).not.toContain(p.id);
      const calls = [
        {
          method: "POST",
          url: "/api/vendorprofile/updateproposal",
          payload: { id: p.id, version: p.version, labor: [] },
        },
        { method: "POST", url: `/api/vendorprofile/cloneproposal/${p.id}` },
        {
          method: "DELETE",
          url: `/api/vendorprofile/deleteproposal?proposalId=${p.id}&version=${p.version}`,
        },
        {
          method: "PUT",
          url: "/api/vendorprofile/updateproposalstatus",
          payload: { proposalId: p.id, proposalStatusId: 2, version: p.version },
        },
        {
          method: "POST",
          url: "/api/vendorprofile/generatevendorproposal",
          payload: { proposalId: p.id, preview: true },
        },
        {
          method: "POST",
          url: `/api/vendorprofile/createinvoice/${p.id}`,
          payload: { invoicenumber: "X-1", description: "x" },
        },
        {
          method: "POST",
          url: "/api/vendorprofile/importproposalitems",
          ...multipartBody({ proposalid: p.id }, [
            { name: "items.xlsx", content: await xlsxOf([["Other", "Fee", null, null, 1, 5]]) },
          ]),
        },
      ] as const;
      for (const call of calls) {
        await expectRefusedUnchanged(() => t.call(token, call), 404, "not_found", state);
      }
      const otherVendor = await t.call(token, {
        method: "GET",
        url: `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}&vendorid=${A.vendor.id}`,
      });
      expectRefusal(otherVendor, 404, "not_found");
    }
    // An order the vendor is not attached to at all looks absent too.
    const { wo: foreign } = await orderFor(t, owner, A.vendor.id);
    expectRefusal(
      await t.call(B.token, {
        method: "GET",
        url: `/api/vendorprofile/vendorworkorderproposals?workorderid=${foreign.id}`,
      }),
      404,
      "not_found",
    );
    expectRefusal(
      await t.call(B.token, {
        method: "POST",
        url: "/api/vendorprofile/newproposal",
        payload: { workorderid: foreign.id },
      }),
      404,
      "not_found",
    );
  });

  it("previews a proposal as HTML and downloads it as PDF", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const html = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/generatevendorproposal",
      payload: { proposalId: p.id, preview: true },
    });
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain(p.proposalnumber);
    expect(html.body).toContain(A.vendor.name);
    expect(html.body).toContain("$500.00");
    const pdf = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/generatevendorproposal",
      payload: { proposalid: p.id },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["content-disposition"]).toContain(".pdf");
  });
});

describe("import items", () => {
  // The tests share one vendor user; its per-user import quota (issue 29, QUOTAS.import) starts afresh in each.
  beforeEach(async () => {
    await t.db.delete(rateLimits).where(like(rateLimits.key, "quota:import:%"));
  });
  const importInto = async (proposalid: number, files: { name: string; content: Buffer | string }[]) =>
    t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/importproposalitems",
      ...multipartBody({ proposalid }, files),
    });

  it("adds every row of an .xlsx file", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const file = await xlsxOf([
      ["Labor", null, null, null, null, null, "Helper", "Regular", 1, 2.5, 40],
      ["Material", "Filter", "F-20", "Box", 2, 9.99],
      ["Other", "Trip charge", null, null, 1, 75],
    ]);
    const res = await importInto(p.id, [{ name: "items.xlsx", content: file }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ labor: 1, materials: 1, other: 1 });
    const list = await t.call(A.token, {
      method: "GET",
      url: `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
    });
    // 500 + 40 × 2.5 × 1 + 9.99 × 2 + 75 = 694.98
    expect(list.json().proposals[0]).toMatchObject({ proposalamount: 694.98 });
  });

  it("adds every row of an .xls file", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const res = await importInto(p.id, [
      { name: "items.xls", content: xlsOf([["Material", "Belt", null, "Each", 3, 10]]) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ labor: 0, materials: 1, other: 0 });
  });

  it("names every bad row and imports nothing when one row is bad", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const file = await xlsxOf([
      ["Material", "Good row", null, "Each", 1, 5],
      ["Labor", null, null, null, null, null, "Technician", "Regular", 1, null, 40],
      ["Material", "No unit", null, null, 1, 5],
      ["Widget", "?", null, null, 1, 1],
    ]);
    const body = await expectRefusedUnchanged(
      () => importInto(p.id, [{ name: "items.xlsx", content: file }]),
      400,
      "validation",
      () => proposalRow(p.id),
    );
    expect(body.fields).toMatchObject({
      "Row 3": expect.stringContaining("Hours is required."),
      "Row 4": expect.stringContaining("Unit is required."),
      "Row 5": expect.stringContaining("Type must be Labor, Material or Other"),
    });
    expect(body.fields?.["Row 2"]).toBeUndefined();
  });

  it("accepts exactly one .xlsx or .xls file, into a draft only", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const file = await xlsxOf([["Other", "Fee", null, null, 1, 5]]);
    const state = () => proposalRow(p.id);
    await expectRefusedUnchanged(
      () =>
        importInto(p.id, [
          { name: "a.xlsx", content: file },
          { name: "b.xlsx", content: file },
        ]),
      400,
      "bad_request",
      state,
    );
    await expectRefusedUnchanged(
      () => importInto(p.id, [{ name: "items.csv", content: "Type\nOther\n" }]),
      400,
      "bad_request",
      state,
    );
    await expectRefusedUnchanged(() => importInto(p.id, []), 400, "bad_request", state);
    // A file whose content is not a workbook is refused by the upload checks.
    await expectRefusedUnchanged(
      () => importInto(p.id, [{ name: "items.xlsx", content: "not a workbook" }]),
      400,
      "bad_request",
      state,
    );
    await expectRefusedUnchanged(
      () => importInto(p.id, [{ name: "../items.xlsx", content: file }]),
      400,
      "bad_request",
      state,
    );
    const submitted = (await submit(p)).json() as Proposal;
    await expectRefusedUnchanged(
      () => importInto(submitted.id, [{ name: "items.xlsx", content: file }]),
      400,
      "invalid_state",
      state,
    );
  });
});

describe("vendor portal invoices", () => {
  it("from an approved proposal: create, submit, staff see number and cost on the Vendor tab and approve it", async () => {
    const { wo, line, p } = await approvedProposal();
    expect(p.proposalstatusid).toBe(3);
    const created = await t.call(A.token, {
      method: "POST",
      url: `/api/vendorprofile/createinvoice/${p.id}`,
      payload: { invoicenumber: "AC-1001", description: "Condenser fan motor replaced" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const inv = created.json() as Invoice;
    expect(inv).toMatchObject({ invoicestatusid: 1, invoiceamount: 500, proposalid: p.id });
    const again = await t.call(A.token, {
      method: "POST",
      url: `/api/vendorprofile/createinvoice/${p.id}`,
      payload: { invoicenumber: "AC-1002", description: "x" },
    });
    expectRefusal(again, 400, "duplicate");
    const sub = await t.call(A.token, {
      method: "PUT",
      url: "/api/vendorprofile/updateinvoicestatus",
      payload: { invoiceId: inv.id, invoiceStatusId: 2, version: inv.version },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json()).toMatchObject({ invoicestatusid: 2, invoicestatus: "Submitted" });
    const lines = await t.call(staff, {
      method: "GET",
      url: `/api/workorder/getworkordervendors?workorderid=${wo.id}`,
    });
    expect(lines.json()).toMatchObject([
      {
        id: line?.id,
        invnumber: "AC-1001",
        quotedamount: 500,
        status: "Invoice Submitted",
        isapproved: false,
      },
    ]);
    const admin = await (await import("../../test/factories.ts")).signIn(t, { roles: ["Admin"] });
    const ok = await t.call(admin.token, {
      method: "PUT",
      url: `/api/workorder/approvevendorinvoice/${line?.id}`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mine = await t.call(A.token, {
      method: "GET",
      url: "/api/vendorprofile/vendorworkorderinvoices?status=approved",
    });
    expect(mine.json().invoices).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: inv.id, invoicestatus: "Approved" })]),
    );
  });

  it("invoice number and description are required; edit/delete only while draft", async () => {
    const { p } = await approvedProposal();
    const bad = await t.call(A.token, {
      method: "POST",
      url: `/api/vendorprofile/createinvoice/${p.id}`,
      payload: { invoicenumber: " ", description: "" },
    });
    const body = expectRefusal(bad, 400, "validation");
    expect(body.fields).toMatchObject({
      invoicenumber: "Invoice Number is required.",
      description: "Description is required.",
    });
    const inv = (
      await t.call(A.token, {
        method: "POST",
        url: `/api/vendorprofile/createinvoice/${p.id}`,
        payload: { invoicenumber: "E-1", description: "Work" },
      })
    ).json() as Invoice;
    const edited = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/updateinvoice",
      payload: {
        id: inv.id,
        version: inv.version,
        invoicenumber: "E-2",
        description: "Work done",
        labor: PROPOSAL_LINES.labor,
        materials: [],
        other: [],
      },
    });
    expect(edited.json()).toMatchObject({ invoicenumber: "E-2", invoiceamount: 450 });
    const e = edited.json() as Invoice;
    // Issue 29: a clone is a second invoice for the proposal, refused while this one is live.
    const clone = () => t.call(A.token, { method: "POST", url: `/api/vendorprofile/cloneinvoice/${inv.id}` });
    const ofProposal = () => t.db.select().from(vendorInvoices).where(eq(vendorInvoices.proposalid, p.id));
    const refused = await expectRefusedUnchanged(clone, 400, "duplicate", ofProposal);
    expect(refused.message).toBe("This proposal already has invoice E-2.");
    await t.call(A.token, {
      method: "PUT",
      url: "/api/vendorprofile/updateinvoicestatus",
      payload: { invoiceId: inv.id, invoiceStatusId: 2, version: e.version },
    });
    const state = () => invoiceRow(inv.id);
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "POST",
          url: "/api/vendorprofile/updateinvoice",
          payload: { id: inv.id, version: e.version + 1, invoicenumber: "E-3", description: "x" },
        }),
      400,
      "invalid_state",
      state,
    );
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "DELETE",
          url: `/api/vendorprofile/deleteinvoice?invoiceId=${inv.id}&version=${e.version + 1}`,
        }),
      400,
      "invalid_state",
      state,
    );
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "PUT",
          url: "/api/vendorprofile/updateinvoicestatus",
          payload: { invoiceId: inv.id, invoiceStatusId: 2, version: e.version + 1 },
        }),
      400,
      "invalid_state",
      state,
    );
    // Once staff reject it, the vendor may clone it to invoice the proposal again (once).
    await t.db
      .update(vendorInvoices)
      .set({ invoicestatusid: VENDOR_BILLING_STATUS.Rejected })
      .where(eq(vendorInvoices.id, inv.id));
    const copy = await clone();
    expect(copy.json()).toMatchObject({ invoicenumber: "E-2-copy", invoicestatusid: 1, invoiceamount: 450 });
    await expectRefusedUnchanged(clone, 400, "duplicate", ofProposal);
  });

  it("a second vendor gets 404 for every invoice call and changes nothing", async () => {
    const { p, wo } = await approvedProposal();
    await t.db.insert(workOrderVendors).values({ workorderid: wo.id, vendorid: B.vendor.id });
    const inv = (
      await t.call(A.token, {
        method: "POST",
        url: `/api/vendorprofile/createinvoice/${p.id}`,
        payload: { invoicenumber: "ISO-1", description: "Work" },
      })
    ).json() as Invoice;
    const state = () => invoiceRow(inv.id);
    for (const token of [B.token, B.techToken]) {
      const list = await t.call(token, {
        method: "GET",
        url: `/api/vendorprofile/vendorworkorderinvoices?workorderid=${wo.id}`,
      });
      expect(list.json().invoices).toEqual([]);
      const calls = [
        {
          method: "POST",
          url: "/api/vendorprofile/updateinvoice",
          payload: { id: inv.id, version: inv.version, invoicenumber: "X", description: "x" },
        },
        { method: "POST", url: `/api/vendorprofile/cloneinvoice/${inv.id}` },
        {
          method: "DELETE",
          url: `/api/vendorprofile/deleteinvoice?invoiceId=${inv.id}&version=${inv.version}`,
        },
        {
          method: "PUT",
          url: "/api/vendorprofile/updateinvoicestatus",
          payload: { invoiceId: inv.id, invoiceStatusId: 2, version: inv.version },
        },
        { method: "POST", url: "/api/vendorprofile/generatevendorinvoice", payload: { invoiceId: inv.id } },
        {
          method: "POST",
          url: "/api/vendorprofile/importinvoiceitems",
          ...multipartBody({ invoiceid: inv.id }, [
            { name: "items.xlsx", content: await xlsxOf([["Other", "Fee", null, null, 1, 5]]) },
          ]),
        },
      ] as const;
      for (const call of calls)
        await expectRefusedUnchanged(() => t.call(token, call), 404, "not_found", state);
    }
    const html = await t.call(A.techToken, {
      method: "POST",
      url: "/api/vendorprofile/generatevendorinvoice",
      payload: { invoiceId: inv.id, preview: true },
    });
    expect(html.body).toContain("ISO-1");
  });

  it("imports invoice items all or nothing", async () => {
    const { p } = await approvedProposal();
    const inv = (
      await t.call(A.token, {
        method: "POST",
        url: `/api/vendorprofile/createinvoice/${p.id}`,
        payload: { invoicenumber: "IMP-1", description: "Work" },
      })
    ).json() as Invoice;
    const ok = await t.call(A.token, {
      method: "POST",
      url: "/api/vendorprofile/importinvoiceitems",
      ...multipartBody({ invoiceid: inv.id }, [
        { name: "i.xlsx", content: await xlsxOf([["Labor", null, null, null, null, null, 1, 3, 1, 1, 100]]) },
      ]),
    });
    expect(ok.json()).toEqual({ labor: 1, materials: 0, other: 0 });
    const bad = await xlsxOf([
      ["Labor", null, null, null, null, null, 1, 3, 1, 1, 100],
      ["Other", null, null, null, null, null],
    ]);
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "POST",
          url: "/api/vendorprofile/importinvoiceitems",
          ...multipartBody({ invoiceid: inv.id }, [{ name: "i.xlsx", content: bad }]),
        }),
      400,
      "validation",
      () => invoiceRow(inv.id),
    );
  });
});

describe("proposal attachments", () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from("photo"),
  ]);
  const attach = (token: string, proposalid: number, name = "site-photo.png") =>
    t.call(token, {
      method: "POST",
      url: "/api/vendorprofile/proposalattachments",
      ...multipartBody({ proposalid }, [{ name, content: PNG }]),
    });
  const filesOf = (workorderid: number) =>
    t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workorderid, workorderid));

  it("a draft takes files (Vendor Proposal on the vendor's line, seen by staff), removed again while draft", async () => {
    const { wo, lines } = await orderFor(t, owner, A.vendor.id);
    const p = await newProposal(wo.id);
    const res = await attach(A.token, p.id);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json() as { id: number }[];
    const list = await t.call(A.token, {
      method: "GET",
      url: `/api/vendorprofile/vendorworkorderproposals?workorderid=${wo.id}`,
    });
    expect(list.json().proposals[0].attachments).toMatchObject([
      { id: file?.id, displayname: "site-photo.png" },
    ]);
    const staffFiles = await t.call(staff, {
      method: "GET",
      url: `/api/workorder/attachments?workorderid=${wo.id}`,
    });
    expect(staffFiles.json()).toMatchObject([{ id: file?.id, attachmenttype: "Vendor Proposal" }]);
    expect((await filesOf(wo.id))[0]?.workordervendorid).toBe(lines[0]?.id);
    const del = await t.call(A.token, {
      method: "DELETE",
      url: `/api/vendorprofile/proposalattachment?proposalId=${p.id}&attachmentId=${file?.id}`,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await filesOf(wo.id)).toEqual([]);
  });

  it("checks the proposal's owner before the file: a hostile PDF to another vendor's draft is 404, to its own 422", async () => {
    const pdf = hostilePdfs().find((f) => f.name === "open-action-js.pdf");
    if (!pdf) throw new Error("hostile PDF missing");
    const { wo } = await orderFor(t, owner, A.vendor.id, B.vendor.id);
    const p = await newProposal(wo.id);
    const send = (token: string) =>
      t.call(token, {
        method: "POST",
        url: "/api/vendorprofile/proposalattachments",
        ...multipartBody({ proposalid: p.id }, [
          { name: pdf.name, content: pdf.content, type: "application/pdf" },
        ]),
      });
    await expectRefusedUnchanged(
      () => send(B.token),
      404,
      "not_found",
      () => filesOf(wo.id),
    );
    const own = await expectRefusedUnchanged(
      () => send(A.token),
      422,
      "unsafe_file",
      () => filesOf(wo.id),
    );
    expect(own.message).toMatch(pdf.why);
  });

  it("refuses files on a submitted proposal, bad file types and another vendor, storing nothing", async () => {
    const { wo } = await orderFor(t, owner, A.vendor.id, B.vendor.id);
    const p = await newProposal(wo.id);
    await expectRefusedUnchanged(
      () => attach(B.token, p.id),
      404,
      "not_found",
      () => filesOf(wo.id),
    );
    await expectRefusedUnchanged(
      () => attach(B.techToken, p.id),
      404,
      "not_found",
      () => filesOf(wo.id),
    );
    await expectRefusedUnchanged(
      () => attach(A.token, p.id, "run.exe"),
      400,
      "bad_request",
      () => filesOf(wo.id),
    );
    await expectRefusedUnchanged(
      () => attach(A.token, p.id, "../x.png"),
      400,
      "bad_request",
      () => filesOf(wo.id),
    );
    const ok = (await attach(A.token, p.id)).json() as { id: number }[];
    await expectRefusedUnchanged(
      () =>
        t.call(B.token, {
          method: "DELETE",
          url: `/api/vendorprofile/proposalattachment?proposalId=${p.id}&attachmentId=${ok[0]?.id}`,
        }),
      404,
      "not_found",
      () => filesOf(wo.id),
    );
    await submit(p);
    await expectRefusedUnchanged(
      () => attach(A.token, p.id),
      400,
      "invalid_state",
      () => filesOf(wo.id),
    );
    await expectRefusedUnchanged(
      () =>
        t.call(A.token, {
          method: "DELETE",
          url: `/api/vendorprofile/proposalattachment?proposalId=${p.id}&attachmentId=${ok[0]?.id}`,
        }),
      400,
      "invalid_state",
      () => filesOf(wo.id),
    );
  });
});
