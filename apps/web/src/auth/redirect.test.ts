import type { Principal } from "@fm/domain";
import { describe, expect, it } from "vitest";
import { readReturnState, returnTargetFor, safeReturnPath } from "./redirect.ts";

const dispatcher: Principal = { roles: ["Dispatchers"], permissions: ["read:workorders"] };
const vendor: Principal = { roles: ["Vendor"], permissions: [] };

describe("return after sign-in", () => {
  it("returns to the page the user was sent from, path and query", () => {
    expect(safeReturnPath("/workorder")).toBe("/workorder");
    expect(safeReturnPath("/Vendor/new?id=0")).toBe("/Vendor/new?id=0");
    expect(safeReturnPath("/workorder/details?id=5&tab=notes")).toBe("/workorder/details?id=5&tab=notes");
  });

  it("falls back to /home for nothing, sign-in pages and other sites (no open redirect)", () => {
    expect(safeReturnPath(undefined)).toBe("/home");
    expect(safeReturnPath("")).toBe("/home");
    expect(safeReturnPath("/login")).toBe("/home");
    expect(safeReturnPath("/login?x=1")).toBe("/home");
    expect(safeReturnPath("/LOGOUT/")).toBe("/home");
    expect(safeReturnPath("/")).toBe("/home");
    for (const hostile of [
      "//evil.example.com/x",
      "https://evil.example.com",
      "http:/evil.example.com",
      "javascript:alert(1)",
      "evil.example.com/home",
      "/\\evil.example.com",
      "/\\/evil.example.com",
      "/\t/evil.example.com",
      "/ /evil.example.com",
      "/%0a/evil",
    ]) {
      const target = safeReturnPath(hostile);
      expect(new URL(target, "https://app.example").origin, hostile).toBe("https://app.example");
      if (hostile !== "/%0a/evil") expect(target, hostile).toBe("/home");
    }
  });

  it("sends a user whose return target they may not open to their home", () => {
    expect(returnTargetFor(dispatcher, "/workorder/details?id=7")).toBe("/workorder/details?id=7");
    expect(returnTargetFor(vendor, "/workorder/details?id=7")).toBe("/home");
    expect(returnTargetFor(vendor, "/vendor/details?id=3")).toBe("/home");
    expect(returnTargetFor(vendor, "/vendorprofile/workorderdetails?id=7")).toBe(
      "/vendorprofile/workorderdetails?id=7",
    );
    expect(returnTargetFor(dispatcher, "/no-such-screen")).toBe("/home");
    expect(returnTargetFor(dispatcher, "https://evil.example.com/workorder")).toBe("/home");
  });

  it("reads router state defensively", () => {
    expect(readReturnState(null)).toEqual({});
    expect(readReturnState({ from: "/x", expired: true })).toEqual({ from: "/x", expired: true });
    expect(readReturnState({ from: 5 })).toEqual({ from: undefined, expired: false });
  });
});

describe("a technician's landing (issue 31)", () => {
  const tech: Principal = { roles: ["Tech"], permissions: [] };
  it("lands on Today; the vendor's office and staff keep Home", () => {
    expect(returnTargetFor(tech, undefined)).toBe("/vendorprofile/today");
    expect(returnTargetFor(tech, "/admin")).toBe("/vendorprofile/today");
    expect(returnTargetFor(tech, "/vendorprofile/workorderlist?status=open")).toBe(
      "/vendorprofile/workorderlist?status=open",
    );
    expect(returnTargetFor(vendor, undefined)).toBe("/home");
    expect(returnTargetFor(dispatcher, undefined)).toBe("/home");
  });
});
