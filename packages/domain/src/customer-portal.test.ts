import { describe, expect, it } from "vitest";
import {
  type CustomerProposalFlags,
  canCustomerApprove,
  canCustomerReject,
  customerProposalStatusOf,
  isNoteVisibleToCustomer,
  isPortalTrade,
} from "./customer-portal.ts";

const p = (over: Partial<CustomerProposalFlags> = {}): CustomerProposalFlags => ({
  iscomplete: true,
  isapproved: false,
  isrejected: false,
  approvedbycustomer: false,
  rejectedbycustomer: false,
  ...over,
});

describe("customer portal proposal actions (spec 2 §4)", () => {
  it("offers Approve only when complete and decided by nobody", () => {
    expect(canCustomerApprove(p())).toBe(true);
    expect(canCustomerApprove(p({ iscomplete: false }))).toBe(false);
    expect(canCustomerApprove(p({ isapproved: true }))).toBe(false);
    expect(canCustomerApprove(p({ approvedbycustomer: true, isapproved: true }))).toBe(false);
    expect(canCustomerApprove(p({ rejectedbycustomer: true, isrejected: true }))).toBe(false);
  });

  it("offers Reject when complete and not decided by the customer, even if staff approved it", () => {
    expect(canCustomerReject(p())).toBe(true);
    expect(canCustomerReject(p({ isapproved: true }))).toBe(true);
    expect(canCustomerReject(p({ iscomplete: false }))).toBe(false);
    expect(canCustomerReject(p({ approvedbycustomer: true, isapproved: true }))).toBe(false);
    expect(canCustomerReject(p({ rejectedbycustomer: true, isrejected: true }))).toBe(false);
  });

  it("derives the status from the customer's flags first", () => {
    expect(customerProposalStatusOf(p())).toBe("Complete");
    expect(customerProposalStatusOf(p({ iscomplete: false }))).toBe("In Progress");
    expect(customerProposalStatusOf(p({ approvedbycustomer: true, isapproved: true }))).toBe("Approved");
    expect(customerProposalStatusOf(p({ rejectedbycustomer: true, isrejected: true }))).toBe("Rejected");
    expect(customerProposalStatusOf(p({ isapproved: true }))).toBe("Approved");
  });
});

describe("what else a customer sees", () => {
  it("reads Customer and Client and Vendor notes and notes sent to it, never Internal ones", () => {
    const note = (type: string, includecustomer = false) =>
      isNoteVisibleToCustomer({ type, includecustomer });
    expect(note("Customer")).toBe(true);
    expect(note("Client and Vendor")).toBe(true);
    expect(note("Vendor", true)).toBe(true);
    expect(note("Internal")).toBe(false);
    expect(note("Internal", true)).toBe(false);
    expect(note("System")).toBe(false);
    expect(note("Accounting")).toBe(false);
  });

  it("limits the portal form's trades to the spec's ids", () => {
    expect([20, 33, 34, 50].every(isPortalTrade)).toBe(true);
    expect(isPortalTrade(1)).toBe(false);
  });
});
