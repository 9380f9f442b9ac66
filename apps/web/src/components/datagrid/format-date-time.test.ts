import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time.ts";

describe("formatDateTime", () => {
  it("writes what dayjs's MM/DD/YYYY hh:mm A writes, around midnight and noon too", () => {
    for (const v of [
      "2026-11-28T00:05:00Z",
      "2026-11-28T11:59:00Z",
      "2026-11-28T12:00:00Z",
      "2026-11-28T23:30:00.123Z",
      "2026-01-02T07:08:09+05:45",
      "2026-07-04",
    ])
      expect(formatDateTime(v)).toBe(dayjs(v).format("MM/DD/YYYY hh:mm A"));
  });

  it("writes nothing for no value and dayjs's text for a bad one", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("not a date")).toBe(dayjs("not a date").format("MM/DD/YYYY hh:mm A"));
  });
});
