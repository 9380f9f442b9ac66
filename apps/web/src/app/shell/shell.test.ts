import { describe, expect, it } from "vitest";
import { isMenuItemActive, newTabTarget } from "./menu-match.ts";
import { parseOverdueCount } from "./overdue.ts";

describe("menu entries", () => {
  it("match the current page case-insensitively, and by status where they carry one", () => {
    expect(isMenuItemActive("/workorder", "/WorkOrder", "")).toBe(true);
    expect(isMenuItemActive("/workorder/new?id=0", "/workorder/new", "?id=0")).toBe(true);
    expect(isMenuItemActive("/workorder", "/workorder/new", "")).toBe(false);
    expect(
      isMenuItemActive(
        "/vendorprofile/workorderlist?status=open",
        "/vendorprofile/workorderlist",
        "?status=open",
      ),
    ).toBe(true);
    expect(
      isMenuItemActive(
        "/vendorprofile/workorderlist?status=open",
        "/vendorprofile/workorderlist",
        "?status=invoiced",
      ),
    ).toBe(false);
  });

  it("/workorder/newtab opens /workorder", () => {
    expect(newTabTarget("/workorder/newtab")).toBe("/workorder");
  });
});

describe("overdue count", () => {
  it("reads a bare number or an object holding one", () => {
    expect(parseOverdueCount(4)).toBe(4);
    expect(parseOverdueCount("12")).toBe(12);
    expect(parseOverdueCount({ count: 3 })).toBe(3);
    expect(parseOverdueCount({ overdue: 0 })).toBe(0);
  });

  it("gives no badge for anything else", () => {
    expect(parseOverdueCount(null)).toBeNull();
    expect(parseOverdueCount(undefined)).toBeNull();
    expect(parseOverdueCount("<html>")).toBeNull();
    expect(parseOverdueCount({ error: "not_found" })).toBeNull();
    expect(parseOverdueCount(-1)).toBeNull();
    expect(parseOverdueCount([5])).toBeNull();
  });
});
