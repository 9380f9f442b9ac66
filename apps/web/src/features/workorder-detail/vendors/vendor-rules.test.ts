import { noEventCounts } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import type { QcForm } from "./types.ts";
import {
  conditionalSends,
  DEFAULT_SELECTION_SORT,
  emptyQcForm,
  type LineRuleContext,
  type LineRuleInput,
  lineActions,
  nextSelectionSort,
  paperworkColor,
  RANKINGS,
  rankingNote,
  roundToHalf,
  selectionSortParam,
  toolbarDisabled,
  tradeForCandidate,
  validateQc,
  vendorPermissions,
  vendorStatusColor,
} from "./vendor-rules.ts";

const line = (over: Partial<LineRuleInput> = {}): LineRuleInput => ({
  isapproved: false,
  invnumber: null,
  quotedamount: 0,
  quoteonly: false,
  nodflagged: false,
  status: null,
  eventcounts: noEventCounts(),
  ...over,
});
const ctx = (over: Partial<LineRuleContext> = {}): LineRuleContext => ({
  woStatus: "Received",
  readOnly: false,
  canUpdate: true,
  canApprove: true,
  ...over,
});
const action = (l: LineRuleInput, c: LineRuleContext, key: string) =>
  lineActions(l, c).find((a) => a.key === key);

describe("vendor permissions and toolbar", () => {
  it("reads update:workorder and approve:vendorinvoice; admins have both", () => {
    expect(vendorPermissions({ roles: ["Dispatchers"], permissions: ["update:workorder"] })).toEqual({
      canUpdate: true,
      canApprove: false,
    });
    expect(vendorPermissions({ roles: ["AccountingAdmin"], permissions: ["approve:vendorinvoice"] })).toEqual(
      {
        canUpdate: false,
        canApprove: true,
      },
    );
    expect(vendorPermissions({ roles: ["Admin"], permissions: [] })).toEqual({
      canUpdate: true,
      canApprove: true,
    });
  });

  it("disables Attach Vendor / Add Vendor when Invoiced, read-only or without the permission", () => {
    const p = { canUpdate: true, canApprove: false };
    expect(toolbarDisabled(1, false, p)).toBe(false);
    expect(toolbarDisabled(10, false, p)).toBe(true);
    expect(toolbarDisabled(1, true, p)).toBe(true);
    expect(toolbarDisabled(1, false, { canUpdate: false, canApprove: false })).toBe(true);
  });
});

describe("vendor line actions (spec 2 §4)", () => {
  it("Approve Invoice needs an invoice number and the permission, only while not approved", () => {
    expect(action(line(), ctx(), "approve")?.disabled).toBe(true);
    expect(action(line({ invnumber: "  " }), ctx(), "approve")?.disabled).toBe(true);
    expect(action(line({ invnumber: "INV-1" }), ctx(), "approve")?.disabled).toBe(false);
    expect(action(line({ invnumber: "INV-1" }), ctx({ canApprove: false }), "approve")).toBeUndefined();
    expect(action(line({ invnumber: "INV-1", isapproved: true }), ctx(), "approve")).toBeUndefined();
  });

  it("UnApprove Invoice appears when approved (with the permission)", () => {
    expect(action(line({ isapproved: true }), ctx(), "unapprove")?.disabled).toBe(false);
    expect(action(line({ isapproved: true }), ctx({ canApprove: false }), "unapprove")).toBeUndefined();
    expect(action(line(), ctx(), "unapprove")).toBeUndefined();
  });

  it("Flag NOD / Remove NOD flag when not approved and with the permission", () => {
    expect(action(line(), ctx(), "flagnod")?.label).toBe("Flag NOD");
    expect(action(line({ nodflagged: true }), ctx(), "flagnod")?.label).toBe("Remove NOD flag");
    expect(action(line({ isapproved: true }), ctx(), "flagnod")).toBeUndefined();
    expect(action(line(), ctx({ canApprove: false }), "flagnod")).toBeUndefined();
  });

  it("Edit, Detach and Cancel Vendor are disabled when approved", () => {
    for (const key of ["edit", "detach", "cancel"]) {
      expect(action(line(), ctx(), key)?.disabled).toBe(false);
      expect(action(line({ isapproved: true }), ctx(), key)?.disabled).toBe(true);
    }
    expect(action(line(), ctx(), "cancel")?.notice).toBe("cancel_vendor");
  });

  it("Send WO Ticket is disabled at quoted 0 or quote-only, and shows its count", () => {
    expect(action(line({ quotedamount: 0 }), ctx(), "ticket")?.disabled).toBe(true);
    expect(action(line({ quotedamount: 0.004 }), ctx(), "ticket")?.disabled).toBe(true);
    expect(action(line({ quotedamount: 250, quoteonly: true }), ctx(), "ticket")?.disabled).toBe(true);
    const ok = action(
      line({ quotedamount: 250, eventcounts: { ...noEventCounts(), woticketcount: 2 } }),
      ctx(),
      "ticket",
    );
    expect(ok).toMatchObject({ disabled: false, notice: "TICKET", count: 2 });
  });

  it("Send Quote Only Request is disabled unless the line is quote-only", () => {
    expect(action(line(), ctx(), "quoteonly")?.disabled).toBe(true);
    expect(action(line({ quoteonly: true }), ctx(), "quoteonly")?.disabled).toBe(false);
  });

  it("a read-only order or a user without update:workorder disables every change but the sign-off ticket", () => {
    for (const c of [ctx({ readOnly: true }), ctx({ canUpdate: false, canApprove: false })]) {
      const items = lineActions(line({ quotedamount: 100, invnumber: "X", quoteonly: false }), c);
      const enabled = items.filter((a) => !a.disabled).map((a) => a.key);
      expect(enabled).toEqual(["signoff"]);
    }
  });

  it("always offers Attach Invoice, Create Proposal, Generate SignOff Ticket and QC Follow-up", () => {
    const keys = lineActions(line(), ctx()).map((a) => a.key);
    expect(keys).toEqual(expect.arrayContaining(["attachinvoice", "proposal", "signoff", "qc"]));
  });
});

describe("conditional sends", () => {
  it("follow the order's status, with their count badges", () => {
    expect(conditionalSends("Received", null)).toEqual([]);
    expect(conditionalSends("CWOP", null).map((s) => s.action)).toEqual(["CWOP"]);
    expect(conditionalSends("WOP", null).map((s) => s.action)).toEqual(["WAITING_ON_PARTS"]);
    expect(conditionalSends("NOD - Missing", null).map((s) => s.action)).toEqual([
      "NOD_MISSING",
      "NOD_QUALITY",
      "NOD_WRONGAMOUNT",
    ]);
    expect(conditionalSends("Dispatched", null).map((s) => s.label)).toEqual(["Send Dispatched"]);
    expect(conditionalSends("TBS", null).map((s) => s.label)).toEqual(["Send TBS"]);
    expect(conditionalSends("TOS", null).map((s) => s.label)).toEqual(["Send TOS"]);
    const items = lineActions(
      line({ eventcounts: { ...noEventCounts(), tbscount: 3 } }),
      ctx({ woStatus: "TBS" }),
    ).filter((a) => a.key.startsWith("send:"));
    expect(items).toEqual([expect.objectContaining({ label: "Send TBS", count: 3, disabled: false })]);
  });

  it("Send Pending Proposal when the line status is Pending Proposal - Vendor", () => {
    expect(conditionalSends("Received", "Pending Proposal - Vendor").map((s) => s.action)).toEqual(["PPV"]);
  });
});

describe("QC follow-up rules (spec 2 §5)", () => {
  const full: QcForm = {
    ...emptyQcForm(),
    techarrivedonschedule: true,
    techwasprofessional: false,
    repairsmade: true,
    metexpectations: true,
    overallrating: 2,
    totalscore: 8,
    reviewername: "Dana",
  };

  it("requires reviewer name, total score, questions 1–4 and a non-zero rating", () => {
    expect(validateQc(full)).toEqual({});
    expect(validateQc(emptyQcForm())).toEqual({
      techarrivedonschedule: "Required.",
      techwasprofessional: "Required.",
      repairsmade: "Required.",
      metexpectations: "Required.",
      overallrating: "Required.",
      totalscore: "Total Score is Required.",
      reviewername: "Reviewer Name is Required.",
    });
    expect(validateQc({ ...full, reviewername: "  " })).toEqual({
      reviewername: "Reviewer Name is Required.",
    });
    expect(validateQc({ ...full, totalscore: 1.5 })).toEqual({ totalscore: "Total Score is Required." });
    expect(validateQc({ ...full, overallrating: 0 })).toEqual({ overallrating: "Required." });
  });

  it("Incurred Only relaxes the questions but not reviewer name and total score", () => {
    expect(validateQc({ ...emptyQcForm(), incurredonly: true, totalscore: 0, reviewername: "R" })).toEqual(
      {},
    );
    expect(validateQc({ ...emptyQcForm(), incurredonly: true })).toEqual({
      totalscore: "Total Score is Required.",
      reviewername: "Reviewer Name is Required.",
    });
  });
});

describe("Select Vendor helpers", () => {
  it("colours vendor status types and paperwork", () => {
    expect(vendorStatusColor(1)).toBe("#fff3bf");
    expect(vendorStatusColor(4)).toBe("#ff8787");
    expect(vendorStatusColor(null)).toBeUndefined();
    expect(paperworkColor(true)).not.toBe(paperworkColor(false));
  });

  it("shows ratings in half stars", () => {
    expect(roundToHalf(3.74)).toBe(3.5);
    expect(roundToHalf(3.76)).toBe(4);
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it("sorts by dispatch priority by default; a header click sorts in the server's direction", () => {
    expect(selectionSortParam(DEFAULT_SELECTION_SORT)).toBe("priority");
    const byDistance = nextSelectionSort(DEFAULT_SELECTION_SORT, [
      { column: "distancefromjob", desc: false },
    ]);
    expect(byDistance).toEqual([{ column: "distancefromjob", desc: false }]);
    expect(selectionSortParam(byDistance)).toBe("distance");
    // clicking the sorted column again returns to the default order
    expect(nextSelectionSort(byDistance, [{ column: "distancefromjob", desc: true }])).toEqual(
      DEFAULT_SELECTION_SORT,
    );
    expect(nextSelectionSort(byDistance, [])).toEqual(DEFAULT_SELECTION_SORT);
    expect(nextSelectionSort(byDistance, [{ column: "vendorrating", desc: false }])).toEqual([
      { column: "vendorrating", desc: true },
    ]);
    // columns the server cannot sort keep the current order
    expect(nextSelectionSort(byDistance, [{ column: "city", desc: false }])).toEqual(byDistance);
  });

  it("attaches for the order's trade matching the vendor's primary trade", () => {
    const trades = [
      { tradeid: 1, tradename: "HVAC" },
      { tradeid: 2, tradename: "Plumbing" },
    ];
    expect(tradeForCandidate(trades, "Plumbing")).toBe(2);
    expect(tradeForCandidate(trades, "Roofing")).toBe(1);
    expect(tradeForCandidate([], "Roofing")).toBeNull();
  });
});

describe("Select Vendor says why the first vendor is first (issue 35)", () => {
  it("names dispatch priority, then distance, by default; distance alone when ranked by distance", () => {
    expect(rankingNote(RANKINGS.priority, "HVAC")).toContain("dispatch priority for HVAC");
    expect(rankingNote(RANKINGS.priority, "HVAC")).toContain("then by distance");
    expect(selectionSortParam(RANKINGS.distance)).toBe("distance");
    expect(rankingNote(RANKINGS.distance, "HVAC")).toBe(
      "Ranked by distance from the job site, nearest first.",
    );
  });
});
