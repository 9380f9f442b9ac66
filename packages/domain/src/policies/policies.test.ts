import { describe, expect, it } from "vitest";
import { STATUS } from "../statuses.ts";
import {
  decide,
  isVendorOrderAction,
  type LineState,
  LOCKED_ORDER_WRITES,
  lockedOrderRefusal,
  statusNotices,
  VENDOR_DECLINED_MESSAGE,
  VENDOR_ORDER_ACTION_NAMES,
  vendorLineAbilities,
  workOrderAbilities,
} from "./index.ts";

const dispatcher = { roles: ["Dispatchers"], permissions: ["read:workorders", "update:workorder"] };
const reader = { roles: ["Dispatchers"], permissions: ["read:workorders"] };
const accounting = { roles: ["AccountingAdmin"], permissions: ["read:workorders", "approve:vendorinvoice"] };
const admin = { roles: ["Admin"], permissions: [] };
const vendor = { roles: ["Vendor"], permissions: ["update:workorder"] };

const line = (over: Partial<LineState> = {}): LineState => ({
  isapproved: false,
  quoteonly: false,
  quotedamount: 250,
  status: null,
  invoicenumber: null,
  ...over,
});
const open = { statusid: STATUS.Dispatched };

describe("statusNotices: which notices each status offers (spec 1 §4, spec 2 §4)", () => {
  it.each([
    [STATUS.CWOP, ["CWOP"]],
    [STATUS.PendingProposalVendor, ["PPV"]],
    [STATUS.WaitingOnParts, ["WAITING_ON_PARTS"]],
    [STATUS.NOD, ["NOD_MISSING", "NOD_QUALITY", "NOD_WRONGAMOUNT", "NOD_WRONGRATES"]],
    [STATUS.Dispatched, ["DISPATCHED", "cancel_vendor"]],
    [STATUS.TBS, ["TBS", "cancel_vendor"]],
    [STATUS.TechOnSite, ["TOS"]],
    [STATUS.Received, []],
  ])("order status %i → %j", (statusid, actions) => {
    expect(statusNotices(statusid)).toEqual(actions);
  });

  it("adds the line's status (Pending Proposal - Vendor, a NOD name), each notice once", () => {
    expect(statusNotices(STATUS.Received, "Pending Proposal - Vendor")).toEqual(["PPV"]);
    expect(statusNotices(STATUS.NOD, "NOD - Missing")).toHaveLength(4);
    expect(statusNotices(STATUS.Received, "Approved")).toEqual([]);
  });
});

describe("the locked-order list", () => {
  it("refuses every write on Invoiced and Cancelled orders except the listed ones", () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      expect(lockedOrderRefusal("flag", { statusid })?.code).toBe("locked");
      for (const action of LOCKED_ORDER_WRITES) expect(lockedOrderRefusal(action, { statusid })).toBeNull();
    }
    expect(lockedOrderRefusal("flag", { statusid: STATUS.Received })).toBeNull();
  });
});

describe("cancelVendor", () => {
  it("needs staff with update:workorder (or Admin)", () => {
    expect(decide(dispatcher, "cancelVendor", { order: open, line: line() })).toBeNull();
    expect(decide(admin, "cancelVendor", { order: open, line: line() })).toBeNull();
    expect(decide(reader, "cancelVendor", { order: open, line: line() })?.code).toBe("forbidden");
    expect(decide(vendor, "cancelVendor", { order: open, line: line() })?.code).toBe("forbidden");
  });

  it("is refused on Invoiced and Cancelled orders (locked) and on approved lines (invalid_state)", () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled])
      expect(decide(dispatcher, "cancelVendor", { order: { statusid }, line: line() })?.code).toBe("locked");
    expect(decide(dispatcher, "cancelVendor", { order: open, line: line({ isapproved: true }) })?.code).toBe(
      "invalid_state",
    );
  });

  it("is what sendNotice decides for cancel_vendor", () => {
    expect(decide(reader, "sendNotice", { order: open, line: line(), notice: "cancel_vendor" })?.code).toBe(
      "forbidden",
    );
  });
});

describe("sendNotice", () => {
  const send = (notice: Parameters<typeof decide<"sendNotice">>[2]["notice"], statusid: number, l = line()) =>
    decide(dispatcher, "sendNotice", { order: { statusid }, line: l, notice });

  it("sends what the status offers and refuses the rest with invalid_state", () => {
    expect(send("TBS", STATUS.TBS)).toBeNull();
    expect(send("TBS", STATUS.Dispatched)).toMatchObject({
      code: "invalid_state",
      field: "actionType",
      message: "Send TBS is not offered while the work order is Dispatched.",
    });
    expect(send("NOD_WRONGRATES", STATUS.NOD)).toBeNull();
  });

  it("sends the line's own items in any open status: the ticket above $0.00, PPV on a quote-only line, sign-off", () => {
    expect(send("TICKET", STATUS.Received)).toBeNull();
    expect(send("TICKET", STATUS.Received, line({ quotedamount: 0.004 }))?.field).toBe("nte");
    expect(send("TICKET", STATUS.Received, line({ quoteonly: true }))?.field).toBe("nte");
    expect(send("PPV", STATUS.Received)?.code).toBe("invalid_state");
    expect(send("PPV", STATUS.Received, line({ quoteonly: true }))).toBeNull();
    expect(send("signoff", STATUS.Received)).toBeNull();
  });

  it("refuses every notice on a locked order and without update:workorder", () => {
    expect(send("signoff", STATUS.Invoiced)?.code).toBe("locked");
    expect(decide(reader, "sendNotice", { order: open, line: line(), notice: "TICKET" })?.code).toBe(
      "forbidden",
    );
  });
});

describe("vendor line approval", () => {
  it("needs approve:vendorinvoice and an invoice number; allowed on a locked order", () => {
    const on = (l: LineState, statusid: number = STATUS.Received) => ({ order: { statusid }, line: l });
    expect(decide(dispatcher, "approveVendorInvoice", on(line({ invoicenumber: "INV-1" })))?.code).toBe(
      "forbidden",
    );
    expect(decide(accounting, "approveVendorInvoice", on(line({ invoicenumber: "  " })))).toMatchObject({
      code: "validation",
      field: "invoicenumber",
    });
    expect(
      decide(accounting, "approveVendorInvoice", on(line({ invoicenumber: "INV-1" }), STATUS.Invoiced)),
    ).toBeNull();
    expect(decide(accounting, "flagNod", on(line({ isapproved: true })))?.code).toBe("invalid_state");
  });
});

describe("status changes and Re-Open: one rule (statusChangeRefusal) behind changeStatus and reopen", () => {
  const reopener = { roles: ["Dispatchers"], permissions: ["update:workorder", "add:workorders"] };
  it("re-opens a locked order only to In Process and only with add:workorders", () => {
    const invoiced = { statusid: STATUS.Invoiced };
    expect(decide(reopener, "changeStatus", { order: invoiced, to: STATUS.InProcess })).toBeNull();
    expect(decide(dispatcher, "changeStatus", { order: invoiced, to: STATUS.InProcess })?.code).toBe(
      "forbidden",
    );
    expect(decide(reopener, "changeStatus", { order: invoiced, to: STATUS.TBS, note: "x" })?.code).toBe(
      "locked",
    );
    expect(workOrderAbilities(reopener, invoiced).reopen).toBe(true);
    expect(workOrderAbilities(reopener, open).reopen).toBe(false);
    expect(workOrderAbilities(dispatcher, invoiced).reopen).toBe(false);
  });

  it("asks a reason for Cancelled and a note for any other status", () => {
    expect(decide(dispatcher, "changeStatus", { order: open, to: STATUS.Cancelled })?.field).toBe(
      "cancelreason",
    );
    expect(decide(dispatcher, "changeStatus", { order: open, to: STATUS.TBS })?.field).toBe("note");
    expect(decide(reader, "changeStatus", { order: open, to: STATUS.TBS, note: "x" })?.code).toBe(
      "forbidden",
    );
  });
});

describe("row actions", () => {
  it("flag and take ownership: Dispatchers or Admin; geofencing: Admin; none on a locked order", () => {
    expect(workOrderAbilities(dispatcher, open)).toMatchObject({
      flag: true,
      takeOwnership: true,
      geofencing: false,
    });
    expect(workOrderAbilities(accounting, open)).toMatchObject({ flag: false, takeOwnership: false });
    expect(workOrderAbilities(admin, open).geofencing).toBe(true);
    // Of the writes on the order itself only Re-Open; `editor` (Save shown, disabled), Add Child (a new order)
    // and the tabs (reads) do not depend on the order's status.
    const { editor, addChild, tabs, ...writes } = workOrderAbilities(admin, { statusid: STATUS.Cancelled });
    expect(
      Object.entries(writes)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(["reopen"]);
    expect({ editor, addChild, tabs: Object.values(tabs).every(Boolean) }).toEqual({
      editor: true,
      addChild: true,
      tabs: true,
    });
  });
});

describe("vendor-side writes after the vendor declined the order (issue 32)", () => {
  const actions = VENDOR_ORDER_ACTION_NAMES;
  const tech = { roles: ["Tech"], permissions: [] };

  it("allows the Vendor and its Tech on an open order they did not decline", () => {
    expect(actions).toHaveLength(8);
    for (const action of actions) {
      expect(isVendorOrderAction(action)).toBe(true);
      for (const who of [vendor, tech])
        expect(decide(who, action, { order: open, declined: false })).toBeNull();
    }
  });

  it("refuses every one with invalid_state once their vendor declined, before the locked-order rule", () => {
    for (const action of actions)
      for (const order of [open, { statusid: STATUS.Invoiced }])
        expect(decide(vendor, action, { order, declined: true })).toMatchObject({
          code: "invalid_state",
          message: VENDOR_DECLINED_MESSAGE,
        });
  });

  it("stays a staff refusal for staff (the decline is the vendor's)", () => {
    expect(decide(dispatcher, "vendorAddNote", { order: open, declined: false })).toMatchObject({
      code: "forbidden",
    });
    expect(isVendorOrderAction("addNote")).toBe(false);
  });
});

describe("vendorLineAbilities", () => {
  it("say what the menu may show and enable", () => {
    const a = vendorLineAbilities(dispatcher, { statusid: STATUS.TBS }, line());
    expect(a).toMatchObject({ edit: true, cancelVendor: true, approver: false, sendTicket: true });
    expect(a.statusNotices).toEqual(["TBS"]);
    expect(a.sendableNotices).toEqual(["TBS"]);
    const locked = vendorLineAbilities(dispatcher, { statusid: STATUS.Invoiced }, line());
    expect(locked).toMatchObject({
      edit: false,
      cancelVendor: false,
      sendTicket: false,
      attachInvoice: false,
    });
    const approver = vendorLineAbilities(
      accounting,
      { statusid: STATUS.Invoiced },
      line({ invoicenumber: "I-1" }),
    );
    expect(approver).toMatchObject({ approver: true, approveInvoice: true, edit: false });
  });
});
