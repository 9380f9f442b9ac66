import type { PendingSyncs } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { toSubmitBody } from "./pending-state.ts";

const bill = (id: number, approved: boolean) => ({
  workorderVendorId: id,
  vendorId: 1,
  billingVendorId: "56",
  vendorName: "Acme",
  workorderId: 9,
  workorderNumber: "WO-9",
  vendorInvoiceNumber: `V-${id}`,
  vendorAmount: 10,
  paidByCC: false,
  vendorInvoiceApprovedBy: null,
  vendorInvoiceApprovedDate: null,
  approvedByAccounting: approved,
  isError: false,
  errorMessage: null,
});

describe("toSubmitBody", () => {
  it("sends every row with the page's tick, else the stored one", () => {
    const data: PendingSyncs = {
      vendorBilling: [bill(1, false), bill(2, true)],
      completeBilling: [bill(3, true)],
      customerBilling: [],
      vendors: [],
    };
    const body = toSubmitBody(data, {
      vendorBilling: { 1: true, 2: false },
      completeBilling: {},
      customerBilling: {},
      vendors: {},
    });
    expect(body.VendorBilling).toEqual([
      { workorderVendorId: 1, approvedByAccounting: true },
      { workorderVendorId: 2, approvedByAccounting: false },
    ]);
    expect(body.CompleteBilling).toEqual([{ workorderVendorId: 3, approvedByAccounting: true }]);
    expect(body.CustomerBilling).toEqual([]);
    expect(body.PendingVendors).toEqual([]);
  });
});
