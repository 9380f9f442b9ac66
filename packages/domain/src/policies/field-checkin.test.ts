import { describe, expect, it } from "vitest";
import { STATUS } from "../statuses.ts";
import {
  arrivalStatusOf,
  distanceMeters,
  fieldStateOf,
  formatDistance,
  insideFence,
} from "./field-checkin.ts";

describe("field check-in rules (issue 31)", () => {
  it("measures distance on the sphere and formats it for the tech", () => {
    const d = distanceMeters({ latitude: 30, longitude: -97 }, { latitude: 30.01, longitude: -97 });
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1125);
    expect(formatDistance(350.4)).toBe("350 m");
    expect(formatDistance(2049)).toBe("2.0 km");
  });

  it("counts the accuracy up to one radius", () => {
    expect(insideFence(450, 60, 400)).toBe(true);
    expect(insideFence(450, 10, 400)).toBe(false);
    expect(insideFence(900, 5000, 400)).toBe(false);
  });

  it("late from 30 minutes, no-show from 2 hours, on site while checked in", () => {
    const now = new Date("2026-11-27T15:00:00Z");
    const at = (min: number) => new Date(now.getTime() - min * 60_000);
    const o = { onsite: false, statusid: 9, onsitedate: null, completedate: null };
    expect(fieldStateOf({ ...o, scheduledate: at(29) }, now)).toBeNull();
    expect(fieldStateOf({ ...o, scheduledate: at(30) }, now)).toBe("late");
    expect(fieldStateOf({ ...o, scheduledate: at(120) }, now)).toBe("noshow");
    expect(fieldStateOf({ ...o, scheduledate: at(120), onsitedate: at(10) }, now)).toBeNull();
    expect(fieldStateOf({ ...o, scheduledate: at(120), statusid: 6 }, now)).toBeNull();
    expect(fieldStateOf({ ...o, onsite: true, scheduledate: null }, now)).toBe("onsite");
  });
});

describe("arrivalStatusOf (issue 31: Dispatched → TechOnSite on check-in)", () => {
  const tech = { roles: ["Tech"], permissions: [] };
  it("moves only a Dispatched order, through statusChangeRefusal", () => {
    expect(arrivalStatusOf(tech, STATUS.Dispatched, "Tech checked in.")).toBe(STATUS.TechOnSite);
    expect(arrivalStatusOf(tech, STATUS.InProcess, "Tech checked in.")).toBeNull();
    expect(arrivalStatusOf(tech, STATUS.TechOnSite, "Tech checked in.")).toBeNull();
  });
  it("keeps the status when the rule refuses (no note)", () => {
    expect(arrivalStatusOf(tech, STATUS.Dispatched, "  ")).toBeNull();
  });
});
