import { describe, expect, it } from "vitest";
import { readReturnState, safeReturnPath } from "./redirect.ts";

describe("return after sign-in", () => {
  it("returns to the page the user was sent from", () => {
    expect(safeReturnPath("/workorder")).toBe("/workorder");
    expect(safeReturnPath("/Vendor/new?id=0")).toBe("/Vendor/new?id=0");
  });

  it("falls back to /home for nothing, sign-in pages and other sites", () => {
    expect(safeReturnPath(undefined)).toBe("/home");
    expect(safeReturnPath("/login")).toBe("/home");
    expect(safeReturnPath("/LOGOUT/")).toBe("/home");
    expect(safeReturnPath("//evil.example.com/x")).toBe("/home");
    expect(safeReturnPath("https://evil.example.com")).toBe("/home");
    expect(safeReturnPath("/")).toBe("/home");
  });

  it("reads router state defensively", () => {
    expect(readReturnState(null)).toEqual({});
    expect(readReturnState({ from: "/x", expired: true })).toEqual({ from: "/x", expired: true });
    expect(readReturnState({ from: 5 })).toEqual({ from: undefined, expired: false });
  });
});
