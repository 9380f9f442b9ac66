import { describe, expect, it } from "vitest";
import { clockText } from "./SlaClocksPanel.tsx";

describe("an order's SLA clock in words", () => {
  it("a met clock says when it stopped; a running one its due time and what is left or over", () => {
    expect(
      clockText({
        clock: "respond",
        state: "met",
        dueat: "2026-11-27T15:00:00Z",
        metat: "2026-11-27T14:20:00Z",
        remainingminutes: null,
      }),
    ).toMatch(/^Respond By: Met \S/);
    expect(
      clockText({
        clock: "onsite",
        state: "at_risk",
        dueat: "2026-11-27T15:00:00Z",
        metat: null,
        remainingminutes: 45,
      }),
    ).toMatch(/^On Site By: At risk · due .+ \(45 min left\)$/);
    expect(
      clockText({
        clock: "complete",
        state: "breached",
        dueat: "2026-11-27T15:00:00Z",
        metat: null,
        remainingminutes: -90,
      }),
    ).toMatch(/^Complete By: Breached · due .+ \(1 h 30 min over\)$/);
  });
});
