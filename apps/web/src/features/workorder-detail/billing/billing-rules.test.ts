import { describe, expect, it } from "vitest";
import {
  invoiceActions,
  isZeroInvoice,
  marginError,
  previewProposedCents,
  proposalActions,
  proposalItemsLocked,
  proposalStatus,
  quoteChangeMessage,
  quoteDiffers,
  rejectVendorProposalMessage,
  toCsv,
  vendorProposalActions,
  vendorProposalCosts,
} from "./billing-rules.ts";

const p = (iscomplete: boolean, isapproved: boolean, isrejected: boolean) => ({
  iscomplete,
  isapproved,
  isrejected,
});
const keys = (list: { key: string; disabled?: boolean }[]) => list.map((a) => a.key);
const enabled = (list: { key: string; disabled?: boolean }[]) =>
  list.filter((a) => !a.disabled).map((a) => a.key);

describe("customer proposal status and actions (spec 2 §4)", () => {
  it("derives the status", () => {
    expect(proposalStatus(p(false, false, false))).toBe("In Progress");
    expect(proposalStatus(p(true, false, false))).toBe("Complete");
    expect(proposalStatus(p(true, true, false))).toBe("Approved");
    expect(proposalStatus(p(true, false, true))).toBe("Rejected");
  });

  it("In Progress: Edit and Complete, no Approve, Reject or Create Invoice", () => {
    expect(keys(proposalActions(p(false, false, false), false))).toEqual([
      "edit",
      "complete",
      "preview",
      "pdf",
      "word",
      "clone",
      "remove",
    ]);
  });

  it("Complete: Edit, Approve, Reject; not Complete again", () => {
    expect(keys(proposalActions(p(true, false, false), false))).toEqual([
      "edit",
      "approve",
      "reject",
      "preview",
      "pdf",
      "word",
      "clone",
      "remove",
    ]);
  });

  it("Approved: Reject and Create Invoice, no Edit or Delete; items locked", () => {
    const a = keys(proposalActions(p(true, true, false), false));
    expect(a).toEqual(["reject", "preview", "pdf", "word", "invoice", "clone"]);
    expect(proposalItemsLocked(p(true, true, false))).toBe(true);
  });

  it("Rejected: only Preview, PDF, Word, Clone (and Delete); items locked", () => {
    expect(keys(proposalActions(p(true, false, true), false))).toEqual([
      "preview",
      "pdf",
      "word",
      "clone",
      "remove",
    ]);
    expect(proposalItemsLocked(p(true, false, true))).toBe(true);
    expect(proposalItemsLocked(p(true, false, false))).toBe(false);
  });

  it("read-only disables every change but keeps the documents", () => {
    expect(enabled(proposalActions(p(true, true, false), true))).toEqual(["preview", "pdf", "word"]);
  });
});

describe("invoice actions (spec 2 §4)", () => {
  const inv = (isapproved: boolean, isrejected: boolean) => ({ isapproved, isrejected });
  it("Approve needs approve:customerinvoice and a not-approved invoice", () => {
    expect(keys(invoiceActions(inv(false, false), { readOnly: false, canApprove: true }))).toContain(
      "approve",
    );
    expect(keys(invoiceActions(inv(false, false), { readOnly: false, canApprove: false }))).not.toContain(
      "approve",
    );
    expect(keys(invoiceActions(inv(true, false), { readOnly: false, canApprove: true }))).not.toContain(
      "approve",
    );
  });
  it("UnApprove only when approved", () => {
    expect(keys(invoiceActions(inv(true, false), { readOnly: false, canApprove: true }))).toContain(
      "unapprove",
    );
    expect(keys(invoiceActions(inv(false, false), { readOnly: false, canApprove: true }))).not.toContain(
      "unapprove",
    );
  });
  it("Reject and PDF hidden once rejected; Edit and Preview always", () => {
    const a = keys(invoiceActions(inv(false, true), { readOnly: false, canApprove: true }));
    expect(a).not.toContain("reject");
    expect(a).not.toContain("pdf");
    expect(a).toContain("edit");
    expect(a).toContain("preview");
  });
});

describe("vendor-submitted proposal actions (spec 2 §4)", () => {
  it("status 2 offers Approve and Reject, enabled only with exactly one vendor", () => {
    expect(
      enabled(vendorProposalActions({ proposalstatusid: 2 }, { readOnly: false, vendorCount: 1 })),
    ).toEqual(["review", "approve", "reject", "convert"]);
    expect(
      enabled(vendorProposalActions({ proposalstatusid: 2 }, { readOnly: false, vendorCount: 2 })),
    ).toEqual(["review", "convert"]);
  });
  it("approved proposals convert; drafts and rejected ones do not", () => {
    expect(keys(vendorProposalActions({ proposalstatusid: 3 }, { readOnly: false, vendorCount: 1 }))).toEqual(
      ["review", "convert"],
    );
    expect(keys(vendorProposalActions({ proposalstatusid: 4 }, { readOnly: false, vendorCount: 1 }))).toEqual(
      ["review"],
    );
  });
  it("words the confirmations letter for letter", () => {
    expect(quoteChangeMessage(1000, 1234.5)).toBe(
      "Update Vendor Quoted Amount from $ 1,000.00 to $ 1,234.50",
    );
    expect(rejectVendorProposalMessage("VP-7", "Acme")).toBe("Reject proposal VP-7 from Vendor Acme?");
    expect(quoteDiffers(100, 100.0)).toBe(false);
    expect(quoteDiffers(100, 100.01)).toBe(true);
  });
  it("costs: labor rate × hours × techs × 1 / 1.5 / 2, others unit price × quantity", () => {
    const costs = vendorProposalCosts({
      labor: [
        { id: 1, skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: 50, numberofhours: 3, total: 0 },
      ],
      materials: [
        {
          id: 1,
          description: "x",
          partnumber: null,
          uomid: 1,
          uom: "Each",
          unitprice: 9.99,
          quantity: 3,
          total: 0,
        },
      ],
      other: [{ id: 1, typeid: 1, description: null, quantity: 1, unitprice: 25, total: 0 }],
    });
    expect(costs).toEqual({ labor: 45_000, materials: 2997, other: 2500, total: 50_497 });
  });
});

describe("proposal form", () => {
  it("margin is 10 to 100", () => {
    expect(marginError(30)).toBeNull();
    expect(marginError(9.99)).not.toBeNull();
    expect(marginError(101)).not.toBeNull();
    expect(marginError("")).toBe("Margin is required.");
  });
  it("previews quoted / (1 − margin/100) to the cent, or the lines' total", () => {
    expect(previewProposedCents(700, 30)).toBe(100_000);
    expect(previewProposedCents(100, 30)).toBe(14_286);
    expect(previewProposedCents(100, 100)).toBeNull();
    expect(previewProposedCents("", 30)).toBeNull();
    expect(
      previewProposedCents(100, 30, [
        { itemtypeid: 1, description: "a", quantity: 2, rate: 10.005, taxrate: 10 },
      ]),
    ).toBe(2202);
  });
});

describe("toCsv", () => {
  it("quotes commas, quotes and new lines", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          [1, null],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n1,');
  });
});

describe("a $0.00 customer invoice (issue 35)", () => {
  it("is one with no lines or lines totalling nothing; any amount is not", () => {
    const line = (quantity: number, rate: number) => ({
      itemtypeid: 1,
      description: "x",
      quantity,
      rate,
      taxrate: 0,
    });
    expect(isZeroInvoice([])).toBe(true);
    expect(isZeroInvoice([line(0, 50), line(3, 0)])).toBe(true);
    expect(isZeroInvoice([line(1, 0.01)])).toBe(false);
  });
});
