import { describe, expect, it } from "vitest";
import { STATUS } from "../statuses.ts";
import {
  decide,
  invoiceAbilities,
  proposalAbilities,
  vendorDocumentAbilities,
  vendorProposalAbilities,
} from "./index.ts";

const dispatcher = { roles: ["Dispatchers"], permissions: ["read:workorders", "update:workorder"] };
const reader = { roles: ["Dispatchers"], permissions: ["read:workorders"] };
const approver = {
  roles: ["AccountingAdmin"],
  permissions: ["read:workorders", "update:workorder", "approve:customerinvoice"],
};
const vendor = { roles: ["Vendor"], permissions: ["update:workorder"] };
const open = { statusid: STATUS.Dispatched };
const invoiced = { statusid: STATUS.Invoiced };
const cancelled = { statusid: STATUS.Cancelled };

const p = (iscomplete: boolean, isapproved: boolean, isrejected: boolean) => ({
  iscomplete,
  isapproved,
  isrejected,
});
const inv = (isapproved: boolean, isrejected: boolean) => ({
  invoicenumber: "INV-1",
  isapproved,
  isrejected,
});
const shown = (a: object) =>
  Object.entries(a)
    .filter(([, v]) => v !== "hidden")
    .map(([k]) => k);
const enabled = (a: object) =>
  Object.entries(a)
    .filter(([, v]) => v === "enabled")
    .map(([k]) => k);

describe("customer proposal policies and abilities (spec 2 §4)", () => {
  it("In Progress: Edit and Complete, no Approve, Reject or Create Invoice", () => {
    expect(shown(proposalAbilities(dispatcher, open, p(false, false, false)))).toEqual([
      "edit",
      "complete",
      "clone",
      "remove",
    ]);
  });

  it("Complete: Edit, Approve, Reject; not Complete again", () => {
    expect(shown(proposalAbilities(dispatcher, open, p(true, false, false)))).toEqual([
      "edit",
      "approve",
      "reject",
      "clone",
      "remove",
    ]);
  });

  it("Approved: Reject and Create Invoice, no Edit or Delete", () => {
    expect(shown(proposalAbilities(dispatcher, open, p(true, true, false)))).toEqual([
      "reject",
      "createInvoice",
      "clone",
    ]);
  });

  it("Rejected: Clone and Delete only", () => {
    expect(shown(proposalAbilities(dispatcher, open, p(true, false, true)))).toEqual(["clone", "remove"]);
  });

  it.each([
    ["Invoiced", invoiced],
    ["Cancelled", cancelled],
  ])("a %s order or a reader without update:workorder: shown but disabled", (_s, order) => {
    for (const [user, o] of [
      [dispatcher, order],
      [reader, open],
    ] as const) {
      const a = proposalAbilities(user, o, p(true, false, false));
      expect(enabled(a)).toEqual([]);
      expect(shown(a)).toEqual(["edit", "approve", "reject", "clone", "remove"]);
    }
  });

  it("refuses with the state's code and message; the who and the locked order come first", () => {
    expect(
      decide(dispatcher, "approveProposal", { order: open, proposal: p(false, false, false) }),
    ).toMatchObject({
      code: "invalid_state",
      message: "Cannot approve this proposal: complete it first.",
      field: "id",
    });
    expect(
      decide(dispatcher, "deleteProposal", { order: open, proposal: p(true, true, false) }),
    ).toMatchObject({
      code: "invalid_state",
      message: "An approved proposal cannot be removed.",
    });
    expect(
      decide(dispatcher, "invoiceProposal", { order: open, proposal: p(true, false, false) }),
    ).toMatchObject({ code: "invalid_state", field: "id" });
    expect(
      decide(dispatcher, "editProposalRow", { order: invoiced, proposal: p(true, true, false) }),
    ).toMatchObject({ code: "locked" });
    expect(
      decide(vendor, "completeProposal", { order: open, proposal: p(false, false, false) }),
    ).toMatchObject({
      code: "forbidden",
    });
    expect(decide(dispatcher, "rejectProposal", { order: open, proposal: p(true, true, false) })).toBeNull();
  });
});

describe("customer invoice policies and abilities (spec 2 §4)", () => {
  it("Approve shows only to approve:customerinvoice holders, on an invoice neither approved nor rejected", () => {
    expect(invoiceAbilities(approver, open, inv(false, false)).approve).toBe("enabled");
    expect(invoiceAbilities(dispatcher, open, inv(false, false)).approve).toBe("hidden");
    expect(invoiceAbilities(approver, open, inv(true, false)).approve).toBe("hidden");
  });

  it("UnApprove only when approved, disabled without the permission", () => {
    expect(invoiceAbilities(approver, open, inv(true, false)).unapprove).toBe("enabled");
    expect(invoiceAbilities(dispatcher, open, inv(true, false)).unapprove).toBe("disabled");
    expect(invoiceAbilities(approver, open, inv(false, false)).unapprove).toBe("hidden");
  });

  it("Reject and PDF hidden once rejected; the lines of an approved invoice are fixed", () => {
    const rejected = invoiceAbilities(approver, open, inv(false, true));
    expect(rejected.reject).toBe("hidden");
    expect(rejected.pdf).toBe("hidden");
    expect(invoiceAbilities(approver, open, inv(true, false)).editItems).toBe("hidden");
    expect(invoiceAbilities(approver, open, inv(true, false)).remove).toBe("hidden");
  });

  it("an Invoiced order: approve, unapprove and reject stay open to accounting; edit and delete are locked", () => {
    const a = invoiceAbilities(approver, invoiced, inv(false, false));
    expect(a.approve).toBe("enabled");
    expect(a.reject).toBe("enabled");
    expect(a.edit).toBe("disabled");
    expect(a.remove).toBe("disabled");
    expect(decide(approver, "deleteInvoice", { order: cancelled, invoice: inv(false, false) })).toMatchObject(
      {
        code: "locked",
      },
    );
    expect(
      decide(approver, "unapproveInvoiceRow", { order: open, invoice: inv(false, false) }),
    ).toMatchObject({
      code: "invalid_state",
      message: "Invoice INV-1 is not approved.",
      field: "invoiceid",
      detail: "is not approved",
    });
  });
});

describe("vendorProposalAbilities (Vendor Submitted Proposals tab)", () => {
  const editor = dispatcher;

  it("a submitted proposal: Approve / Reject enabled for an editor with one vendor, disabled otherwise", () => {
    expect(vendorProposalAbilities(editor, open, { proposalstatusid: 2, vendorCount: 1 })).toEqual({
      approve: "enabled",
      reject: "enabled",
      convert: "enabled",
    });
    expect(vendorProposalAbilities(editor, open, { proposalstatusid: 2, vendorCount: 2 }).approve).toBe(
      "disabled",
    );
    expect(vendorProposalAbilities(reader, open, { proposalstatusid: 2, vendorCount: 1 })).toEqual({
      approve: "disabled",
      reject: "disabled",
      convert: "disabled",
    });
    expect(vendorProposalAbilities(editor, invoiced, { proposalstatusid: 2, vendorCount: 1 }).approve).toBe(
      "disabled",
    );
  });

  it("approved proposals convert only; rejected ones offer nothing", () => {
    expect(vendorProposalAbilities(editor, open, { proposalstatusid: 3, vendorCount: 1 })).toEqual({
      approve: "hidden",
      reject: "hidden",
      convert: "enabled",
    });
    expect(vendorProposalAbilities(editor, open, { proposalstatusid: 4, vendorCount: 1 })).toEqual({
      approve: "hidden",
      reject: "hidden",
      convert: "hidden",
    });
  });
});

describe("vendorDocumentAbilities (the vendor's own proposals and invoices in the portal)", () => {
  const own = { roles: ["Vendor"], permissions: [] };
  const proposal = (statusid: number, invoiceid: number | null = null) =>
    ({ kind: "proposal", statusid, invoiceid }) as const;
  const onOpen = { order: open, declined: false };

  it("a draft edits, submits, clones and deletes; a submitted one only clones", () => {
    expect(vendorDocumentAbilities(own, onOpen, proposal(1))).toEqual({
      edit: true,
      submit: true,
      createInvoice: false,
      clone: true,
      remove: true,
    });
    expect(vendorDocumentAbilities(own, onOpen, { kind: "invoice", statusid: 2 })).toEqual({
      edit: false,
      submit: false,
      createInvoice: false,
      clone: true,
      remove: false,
    });
  });

  it("an approved proposal gets one invoice; a locked order or a staff caller gets nothing", () => {
    expect(vendorDocumentAbilities(own, onOpen, proposal(3)).createInvoice).toBe(true);
    expect(vendorDocumentAbilities(own, onOpen, proposal(3, 9)).createInvoice).toBe(false);
    for (const [who, order] of [
      [own, invoiced],
      [own, cancelled],
      [dispatcher, open],
    ] as const)
      expect(
        Object.values(vendorDocumentAbilities(who, { order, declined: false }, proposal(1))).some(Boolean),
      ).toBe(false);
  });

  it("a vendor that declined the order (issue 32) writes nothing on it, not even a clone", () => {
    for (const doc of [proposal(1), proposal(3), { kind: "invoice", statusid: 1 } as const])
      expect(vendorDocumentAbilities(own, { order: open, declined: true }, doc)).toEqual({
        edit: false,
        submit: false,
        createInvoice: false,
        clone: false,
        remove: false,
      });
  });
});
