import { ROUTE_RULES } from "@fm/domain";
import { describe, expect, it } from "vitest";
import { findScreen, SCREENS, screenTitle } from "./screens.ts";

const ADMIN = { roles: ["Admin"], permissions: [] };
const DISPATCHER = { roles: ["Dispatchers"], permissions: ["read:jobsites", "read:workorders"] };
const ACCOUNTING = { roles: ["AccountingAdmin"], permissions: ["view:reports"] };

describe("route table", () => {
  it("has a screen for every signed-in route of the domain's route rules", () => {
    const routed = new Set([...SCREENS.map((s) => s.path), "/logout"]);
    for (const path of Object.keys(ROUTE_RULES)) expect(routed, path).toContain(path);
  });

  it("has no screen the domain does not know", () => {
    for (const s of SCREENS) expect(ROUTE_RULES[s.path], s.path).toBeTypeOf("function");
  });

  it("finds screens case-insensitively and ignoring a trailing slash", () => {
    expect(findScreen("/Vendor/new")?.title).toBe("Add New Vendor");
    expect(findScreen("/workorder/")?.title).toBe("Work Orders");
    expect(findScreen("/nope")).toBeUndefined();
  });

  it("titles the portal lists with their status", () => {
    const list = findScreen("/customerprofile/workorderlist");
    expect(list && screenTitle(list, "?status=open")).toBe("My Work Orders - Open");
    expect(list && screenTitle(list, "")).toBe("My Work Orders");
  });

  it("applies the in-page checks of spec 3 §6/§8", () => {
    const admin = findScreen("/admin")?.check;
    expect(admin?.allowed(ADMIN)).toBe(true);
    expect(admin?.allowed(DISPATCHER)).toBe(false);
    expect(admin?.message).toBe("Unauthorized");

    const reports = findScreen("/reports")?.check;
    expect(reports?.allowed(ACCOUNTING)).toBe(true);
    expect(reports?.allowed(DISPATCHER)).toBe(false);
    expect(reports?.message).toBe("Unauthorized");

    const jobSites = findScreen("/customer/jobsites")?.check;
    expect(jobSites?.allowed(DISPATCHER)).toBe(true);
    expect(jobSites?.allowed(ACCOUNTING)).toBe(false);
    expect(jobSites?.message).toBe("Unauthorized to view this page.");
  });

  it("shows 'Coming Soon' for /workorder/detaillist", () => {
    expect(findScreen("/workorder/detaillist")?.comingSoon).toBe(true);
  });
});
