import { describe, expect, it } from "vitest";
import { complianceLine } from "./ComplianceMark.tsx";

describe("compliance mark text", () => {
  it("names the document and when it runs out", () => {
    expect(complianceLine({ doc: "GL", date: "2026-12-04", state: "expiring", daysLeft: 12 })).toBe(
      "General liability expires in 12 days (2026-12-04)",
    );
    expect(complianceLine({ doc: "WC", date: "2026-11-23", state: "expiring", daysLeft: 0 })).toBe(
      "Workers' comp expires today (2026-11-23)",
    );
    expect(complianceLine({ doc: "W9", date: "2026-11-01", state: "expired", daysLeft: -22 })).toBe(
      "W9 expired on 2026-11-01",
    );
    expect(complianceLine({ doc: "GL", date: "2027-06-01", state: "ok", daysLeft: 190 })).toBeNull();
  });
});
