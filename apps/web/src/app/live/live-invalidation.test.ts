import type { LiveEvent } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { staleQueryPredicate } from "./live-invalidation.ts";

const ev = (workorderid: number): LiveEvent => ({ id: workorderid * 10, workorderid, kind: "status" });
const none = () => false;

describe("staleQueryPredicate", () => {
  it("makes every list and count stale, and only the changed order's detail and tabs", () => {
    const stale = staleQueryPredicate([ev(7)], none);
    expect(stale(["workorders", "list", { page: 1 }])).toBe(true);
    expect(stale(["workorders", "alerts", {}])).toBe(true);
    expect(stale(["home", "counts", "active"])).toBe(true);
    // Every card of the home dashboard (e2e/live-two-instances.e2e.test.ts watches the status counts).
    expect(stale(["home", "counts", "priority"])).toBe(true);
    expect(stale(["home", "counts", "daily", "America/New_York"])).toBe(true);
    expect(stale(["home", "popup", "/api/home/getworkorders", { page: 1 }])).toBe(true);
    expect(stale(["customerportal", "list", "open", {}])).toBe(true);
    expect(stale(["vendorportal", "list", "open", {}])).toBe(true);
    expect(stale(["field", "today", ""])).toBe(true);
    expect(stale(["workorder-detail", 7, "detail"])).toBe(true);
    expect(stale(["workorder-vendors", 7])).toBe(true);
    expect(stale(["vendorportal", "wo", 7, "notes"])).toBe(true);
    expect(stale(["customerportal", "detail", 7])).toBe(true);
    expect(stale(["workorder-detail", 8, "detail"])).toBe(false);
    expect(stale(["vendorportal", "wo", 8])).toBe(false);
    expect(stale(["customerportal", "notes", 8])).toBe(false);
    expect(stale(["lookups", "customers"])).toBe(false);
    expect(stale(["vendors", 7])).toBe(false);
    // The SLA at-risk queue is a list; an order's clocks (Vendor tab panel) only for that order.
    expect(stale(["sla", "atrisk", { page: 1 }])).toBe(true);
    expect(stale(["sla", "clocks", 7])).toBe(true);
    expect(stale(["sla", "clocks", 8])).toBe(false);
  });

  it("leaves the record of an order being edited alone, but still its tabs", () => {
    const stale = staleQueryPredicate([ev(7)], (id) => id === 7);
    expect(stale(["workorder-detail", 7, "detail"])).toBe(false);
    expect(stale(["workorder-detail", 7, "notes"])).toBe(true);
  });
});
