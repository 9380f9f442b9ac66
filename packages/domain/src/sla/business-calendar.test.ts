import { describe, expect, it } from "vitest";
import {
  addBusinessMinutes,
  type BusinessCalendar,
  businessMinutesBetween,
  DEFAULT_WEEK,
} from "./business-calendar.ts";
import { dueAtOf, readClock } from "./clocks.ts";
import { timeZoneOfState } from "./state-time-zones.ts";
import { instantOfLocal, offsetAt } from "./zoned-time.ts";

const NY = "America/New_York";
const weekdays: BusinessCalendar = { timeZone: NY, twentyFourSeven: false, week: DEFAULT_WEEK, holidays: [] };
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe("zoned time", () => {
  it("knows New York's offset on both sides of the March and November changes", () => {
    expect(offsetAt(at("2026-03-08T06:59:00Z"), NY)).toBe(-5 * 3_600_000);
    expect(offsetAt(at("2026-03-08T07:00:00Z"), NY)).toBe(-4 * 3_600_000);
    expect(offsetAt(at("2026-11-01T05:59:00Z"), NY)).toBe(-4 * 3_600_000);
    expect(offsetAt(at("2026-11-01T06:00:00Z"), NY)).toBe(-5 * 3_600_000);
  });

  it("maps a local time to its instant, moving a skipped time on by the gap", () => {
    expect(iso(instantOfLocal("2026-03-09", 8 * 60, NY))).toBe("2026-03-09T12:00:00.000Z");
    expect(iso(instantOfLocal("2026-03-06", 8 * 60, NY))).toBe("2026-03-06T13:00:00.000Z");
    expect(iso(instantOfLocal("2026-03-08", 150, NY))).toBe("2026-03-08T07:30:00.000Z");
    // 01:30 happens twice on 1 November: the first (EDT) one.
    expect(iso(instantOfLocal("2026-11-01", 90, NY))).toBe("2026-11-01T05:30:00.000Z");
  });

  it("derives a site's zone from its state", () => {
    expect(timeZoneOfState("ny")).toBe(NY);
    expect(timeZoneOfState("AZ")).toBe("America/Phoenix");
    expect(timeZoneOfState("ZZ")).toBe(NY);
  });
});

describe("business minutes", () => {
  it("carries a Friday afternoon target over the weekend to Monday", () => {
    // Friday 2026-11-20 16:00 EST + 120 business minutes = 1 h Friday + 1 h Monday → Monday 09:00 EST.
    const due = addBusinessMinutes(weekdays, at("2026-11-20T21:00:00Z"), 120);
    expect(iso(due)).toBe("2026-11-23T14:00:00.000Z");
    expect(businessMinutesBetween(weekdays, at("2026-11-20T21:00:00Z"), at("2026-11-23T14:00:00Z"))).toBe(
      120,
    );
  });

  it("starts counting at the next opening when created out of hours", () => {
    // Saturday night → Monday 08:00 + 30.
    expect(iso(addBusinessMinutes(weekdays, at("2026-11-22T03:00:00Z"), 30))).toBe(
      "2026-11-23T13:30:00.000Z",
    );
  });

  it("skips a holiday", () => {
    const thanksgiving = { ...weekdays, holidays: ["2026-11-26"] };
    // Wednesday 16:00 + 2 h → Wednesday 1 h, Thursday closed, Friday 09:00.
    const due = addBusinessMinutes(thanksgiving, at("2026-11-25T21:00:00Z"), 120);
    expect(iso(due)).toBe("2026-11-27T14:00:00.000Z");
    const without = addBusinessMinutes(weekdays, at("2026-11-25T21:00:00Z"), 120);
    expect(iso(without)).toBe("2026-11-26T14:00:00.000Z");
  });

  it("keeps 08:00 local across the March DST change (the UTC hour moves)", () => {
    // Friday 6 March 16:00 EST + 2 h → Monday 9 March 09:00 EDT = 13:00Z (it was 14:00Z the week before).
    const due = addBusinessMinutes(weekdays, at("2026-03-06T21:00:00Z"), 120);
    expect(iso(due)).toBe("2026-03-09T13:00:00.000Z");
  });

  it("keeps 08:00 local across the November DST change", () => {
    // Friday 30 October 16:00 EDT (20:00Z) + 2 h → Monday 2 November 09:00 EST = 14:00Z.
    const due = addBusinessMinutes(weekdays, at("2026-10-30T20:00:00Z"), 120);
    expect(iso(due)).toBe("2026-11-02T14:00:00.000Z");
  });

  it("counts real time around the clock, so the DST night is 23 or 25 hours long", () => {
    const allDay: BusinessCalendar = { ...weekdays, twentyFourSeven: true };
    // Saturday 7 March 12:00 EST + 24 h = Sunday 8 March 13:00 EDT (same instant + 24 h).
    expect(iso(addBusinessMinutes(allDay, at("2026-03-07T17:00:00Z"), 24 * 60))).toBe(
      "2026-03-08T17:00:00.000Z",
    );
    expect(businessMinutesBetween(allDay, at("2026-03-07T17:00:00Z"), at("2026-03-08T17:00:00Z"))).toBe(1440);
  });

  it("a site open every day 00:00–24:00 loses an hour on the spring-forward day", () => {
    const everyDay: BusinessCalendar = {
      ...weekdays,
      week: Array.from({ length: 7 }, () => ({ open: 0, close: 1440 })),
    };
    expect(businessMinutesBetween(everyDay, at("2026-03-08T05:00:00Z"), at("2026-03-09T04:00:00Z"))).toBe(
      23 * 60,
    );
  });

  it("stops the clock while paused", () => {
    const start = at("2026-11-23T14:00:00Z"); // Monday 09:00 EST
    const pause = { from: at("2026-11-23T15:00:00Z"), to: at("2026-11-23T17:00:00Z") };
    expect(iso(addBusinessMinutes(weekdays, start, 180))).toBe("2026-11-23T17:00:00.000Z");
    expect(iso(addBusinessMinutes(weekdays, start, 180, [pause]))).toBe("2026-11-23T19:00:00.000Z");
    expect(businessMinutesBetween(weekdays, start, at("2026-11-23T19:00:00Z"), [pause])).toBe(180);
  });

  it("a pause over a closed night changes nothing; an open pause has no due time", () => {
    const start = at("2026-11-23T21:00:00Z"); // Monday 16:00
    const night = { from: at("2026-11-23T23:00:00Z"), to: at("2026-11-24T12:00:00Z") };
    expect(addBusinessMinutes(weekdays, start, 120, [night])).toBe(addBusinessMinutes(weekdays, start, 120));
    expect(dueAtOf(weekdays, start, 120, [{ from: start, to: null }])).toBeNull();
    expect(addBusinessMinutes(weekdays, start, 120, [{ from: start, to: null }])).toBeNull();
  });

  it("a calendar without open hours never falls due", () => {
    const closed: BusinessCalendar = { ...weekdays, week: [null, null, null, null, null, null, null] };
    expect(addBusinessMinutes(closed, at("2026-11-23T14:00:00Z"), 10)).toBeNull();
  });
});

describe("readClock", () => {
  const due = at("2026-11-23T17:00:00Z");
  it("reads running, at risk, breached, met and missed", () => {
    expect(readClock(due, null, false, at("2026-11-23T15:00:00Z"), 60).state).toBe("running");
    expect(readClock(due, null, false, at("2026-11-23T16:30:00Z"), 60)).toEqual({
      state: "at_risk",
      remainingMinutes: 30,
    });
    expect(readClock(due, null, false, at("2026-11-23T17:10:00Z"), 60)).toEqual({
      state: "breached",
      remainingMinutes: -10,
    });
    expect(readClock(due, at("2026-11-23T16:59:00Z"), false, at("2026-11-24T00:00:00Z")).state).toBe("met");
    expect(readClock(due, at("2026-11-23T17:01:00Z"), false, at("2026-11-24T00:00:00Z")).state).toBe(
      "missed",
    );
    expect(readClock(null, null, true, at("2026-11-24T00:00:00Z")).state).toBe("paused");
  });
});
