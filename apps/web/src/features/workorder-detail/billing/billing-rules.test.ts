import { describe, expect, it } from "vitest";
import {
  invoiceActions,
  isZeroInvoice,
  marginError,
  previewProposedCents,
  proposalActions,
  quoteChangeMessage,
  quoteDiffers,
  rejectVendorProposalMessage,
  toCsv,
  vendorProposalActions,
  vendorProposalCosts,
} from "./billing-rules.ts";

const keys = (list: { key: string; disabled?: boolean }[]) => list.map((a) => a.key);
const enabled = (list: { key: string; disabled?: boolean }[]) =>
  list.filter((a) => !a.disabled).map((a) => a.key);

type A = "enabled" | "disabled" | "hidden";
const proposal = (over: Partial<Record<string, A>> = {}) => ({
  abilities: {
    edit: "enabled",
    complete: "hidden",
    approve: "enabled",
    reject: "enabled",
    createInvoice: "hidden",
    clone: "enabled",
    remove: "enabled",
    ...over,
  } as const satisfies Record<string, A>,
});

describe("customer proposal menu: the server's abilities (spec 2 §4)", () => {
  it("hidden items are left out, the rest in the spec's order; documents always", () => {
    expect(keys(proposalActions(proposal()))).toEqual([
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

  it("disabled items show disabled (read-only order, no permission)", () => {
    const a = proposalActions(
      proposal({
        edit: "disabled",
        approve: "disabled",
        reject: "disabled",
        clone: "disabled",
        remove: "disabled",
      }),
    );
    expect(enabled(a)).toEqual(["preview", "pdf", "word"]);
    expect(keys(a)).toContain("remove");
  });

  it("Create Invoice starts its own group", () => {
    const a = proposalActions(proposal({ edit: "hidden", createInvoice: "enabled", remove: "hidden" }));
    expect(keys(a)).toEqual(["approve", "reject", "preview", "pdf", "word", "invoice", "clone"]);
  });
});

describe("invoice menu: the server's abilities (spec 2 §4)", () => {
  const inv = (over: Partial<Record<string, A>> = {}) => ({
    abilities: {
      edit: "enabled",
      editItems: "enabled",
      approve: "hidden",
      unapprove: "disabled",
      reject: "enabled",
      remove: "enabled",
      pdf: "hidden",
      ...over,
    } as const satisfies Record<string, A>,
  });
  it("Edit, Preview and Word always; hidden abilities are left out", () => {
    const a = invoiceActions(inv());
    expect(keys(a)).toEqual(["edit", "unapprove", "reject", "preview", "word", "remove"]);
    expect(enabled(a)).not.toContain("unapprove");
  });
});

describe("vendor-submitted proposal actions (spec 2 §4)", () => {
  const vp = (approve: A, convert: A) => ({ abilities: { approve, reject: approve, convert } });
  it("Review always; Approve and Reject as the server offers them (disabled: shown, not enabled)", () => {
    expect(enabled(vendorProposalActions(vp("enabled", "enabled")))).toEqual([
      "review",
      "approve",
      "reject",
      "convert",
    ]);
    expect(keys(vendorProposalActions(vp("disabled", "enabled")))).toEqual([
      "review",
      "approve",
      "reject",
      "convert",
    ]);
    expect(enabled(vendorProposalActions(vp("disabled", "enabled")))).toEqual(["review", "convert"]);
  });
  it("hidden items are not offered (an approved proposal converts; a rejected one does not)", () => {
    expect(keys(vendorProposalActions(vp("hidden", "enabled")))).toEqual(["review", "convert"]);
    expect(keys(vendorProposalActions(vp("hidden", "hidden")))).toEqual(["review"]);
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
