import { noEventCounts, type VendorLineAbilities } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import type { QcForm } from "./types.ts";
import {
  DEFAULT_SELECTION_SORT,
  emptyQcForm,
  type LineRuleInput,
  lineActions,
  nextSelectionSort,
  RANKINGS,
  rankingNote,
  selectionSortParam,
  tradeForCandidate,
  validateQc,
} from "./vendor-rules.ts";

// What the rules decide (who, status, the line's state) is tested in packages/domain (policies.test.ts);
// here: the menu shows and enables exactly what the server's abilities say.
const none: VendorLineAbilities = {
  edit: false,
  detach: false,
  cancelVendor: false,
  approver: false,
  approveInvoice: false,
  unapproveInvoice: false,
  flagNod: false,
  qc: false,
  attachInvoice: false,
  createProposal: false,
  sendTicket: false,
  quoteOnlyRequest: false,
  statusNotices: [],
  sendableNotices: [],
};
const line = (
  abilities: Partial<VendorLineAbilities> = {},
  over: Partial<LineRuleInput> = {},
): LineRuleInput => ({
  isapproved: false,
  nodflagged: false,
  eventcounts: noEventCounts(),
  abilities: { ...none, ...abilities },
  ...over,
});
const action = (l: LineRuleInput, key: string) => lineActions(l).find((a) => a.key === key);

describe("vendor line actions (spec 2 §4) follow the line's abilities", () => {
  it("shows the approval items only to an approver, Approve/Flag NOD while not approved, UnApprove once approved", () => {
    expect(action(line(), "approve")).toBeUndefined();
    expect(action(line({ approver: true }), "approve")?.disabled).toBe(true);
    expect(action(line({ approver: true, approveInvoice: true }), "approve")?.disabled).toBe(false);
    expect(action(line({ approver: true, flagNod: true }, { nodflagged: true }), "flagnod")).toMatchObject({
      label: "Remove NOD flag",
      disabled: false,
    });
    const approved = line({ approver: true, unapproveInvoice: true }, { isapproved: true });
    expect(action(approved, "approve")).toBeUndefined();
    expect(action(approved, "flagnod")).toBeUndefined();
    expect(action(approved, "unapprove")?.disabled).toBe(false);
  });

  it("enables Edit, Detach, Cancel Vendor, the ticket and the quote-only request from their abilities", () => {
    for (const [key, ability] of [
      ["edit", "edit"],
      ["detach", "detach"],
      ["cancel", "cancelVendor"],
      ["ticket", "sendTicket"],
      ["quoteonly", "quoteOnlyRequest"],
      ["attachinvoice", "attachInvoice"],
      ["proposal", "createProposal"],
      ["qc", "qc"],
    ] as const) {
      expect(action(line(), key)?.disabled, key).toBe(true);
      expect(action(line({ [ability]: true }), key)?.disabled, key).toBe(false);
    }
    expect(action(line(), "cancel")).toMatchObject({ label: "Cancel Vendor", notice: "cancel_vendor" });
    expect(
      action(line({}, { eventcounts: { ...noEventCounts(), woticketcount: 2 } }), "ticket"),
    ).toMatchObject({
      label: "Send WO Ticket",
      notice: "TICKET",
      count: 2,
    });
  });

  it("with no ability only the sign-off ticket is enabled", () => {
    expect(
      lineActions(line())
        .filter((a) => !a.disabled)
        .map((a) => a.key),
    ).toEqual(["signoff"]);
  });

  it("lists the status's conditional sends with their badges, enabled when sendable", () => {
    const items = lineActions(
      line(
        { statusNotices: ["TBS"], sendableNotices: ["TBS"] },
        { eventcounts: { ...noEventCounts(), tbscount: 3 } },
      ),
    ).filter((a) => a.key.startsWith("send:"));
    expect(items).toEqual([expect.objectContaining({ label: "Send TBS", count: 3, disabled: false })]);
    const nod = lineActions(line({ statusNotices: ["NOD_MISSING", "NOD_WRONGRATES"] })).filter((a) =>
      a.key.startsWith("send:"),
    );
    expect(nod.map((a) => [a.label, a.disabled])).toEqual([
      ["Send NOD - Missing Docs", true],
      ["Send NOD - Wrong Rates", true],
    ]);
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
    expect(rankingNote(RANKINGS.priority, "HVAC")).toContain(
      "weighed by the vendor's Score (each point above 50 counts 0.2 mi nearer",
    );
    expect(selectionSortParam(RANKINGS.distance)).toBe("distance");
    expect(rankingNote(RANKINGS.distance, "HVAC")).toBe(
      "Ranked by distance from the job site, nearest first.",
    );
  });
});
