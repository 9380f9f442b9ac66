import { describe, expect, it } from "vitest";
import { complianceBlock, complianceOf, hasComplianceAlert } from "./vendor-compliance.ts";

const base = { glexpirationdate: null, wcexpirationdate: null, w9date: null, wcexempt: false };
const today = "2026-06-15";

describe("vendor compliance", () => {
  it("counts days to each date and marks expiring within 30 days, expired before today", () => {
    const items = complianceOf(
      { ...base, glexpirationdate: "2026-07-15", wcexpirationdate: "2026-07-16", w9date: "2023-06-14" },
      today,
    );
    expect(items).toEqual([
      { doc: "GL", date: "2026-07-15", state: "expiring", daysLeft: 30 },
      { doc: "WC", date: "2026-07-16", state: "ok", daysLeft: 31 },
      { doc: "W9", date: "2026-06-14", state: "expired", daysLeft: -1 },
    ]);
  });

  it("counts a W9 as due three years after its date", () => {
    expect(complianceOf({ ...base, w9date: "2024-02-29" }, today)[2]).toEqual({
      doc: "W9",
      date: "2027-03-01",
      state: "ok",
      daysLeft: 259,
    });
    expect(complianceOf({ ...base, w9date: "2023-07-01" }, today)[2]?.state).toBe("expiring");
  });

  it("alerts on expiring or expired documents only", () => {
    expect(hasComplianceAlert(base, today)).toBe(false);
    expect(hasComplianceAlert({ ...base, glexpirationdate: "2026-06-15" }, today)).toBe(true);
    expect(hasComplianceAlert({ ...base, glexpirationdate: "2027-01-01" }, today)).toBe(false);
  });

  it("blocks attaching on expired GL, or expired WC unless WC Exempt; never on W9 or missing dates", () => {
    expect(complianceBlock({ ...base, glexpirationdate: "2026-06-14" }, today)).toBe("gl_expired");
    expect(complianceBlock({ ...base, wcexpirationdate: "2026-06-14" }, today)).toBe("wc_expired");
    expect(complianceBlock({ ...base, wcexpirationdate: "2026-06-14", wcexempt: true }, today)).toBeNull();
    expect(complianceBlock({ ...base, w9date: "2020-01-01" }, today)).toBeNull();
    expect(complianceBlock(base, today)).toBeNull();
  });
});
