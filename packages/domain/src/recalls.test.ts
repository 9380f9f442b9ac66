import { describe, expect, it } from "vitest";
import { recallCutoff, similarKind } from "./recalls.ts";
import { STATUS } from "./statuses.ts";

const now = new Date("2026-06-30T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe("similarKind", () => {
  it("an open order is a duplicate whatever its age", () => {
    expect(
      similarKind({ statusid: STATUS.Dispatched, createddate: daysAgo(200), completedate: null }, now),
    ).toBe("duplicate");
  });
  it("a finished order within 30 days is a recall, older is nothing", () => {
    const done = { statusid: STATUS.Invoiced, completedate: null };
    expect(similarKind({ ...done, createddate: daysAgo(29) }, now)).toBe("recall");
    expect(similarKind({ ...done, createddate: daysAgo(31) }, now)).toBeNull();
    expect(similarKind({ ...done, createddate: daysAgo(60), completedate: daysAgo(10) }, now)).toBe("recall");
  });
  it("cancelled and denied orders are neither", () => {
    expect(
      similarKind({ statusid: STATUS.Cancelled, createddate: daysAgo(1), completedate: null }, now),
    ).toBeNull();
    expect(
      similarKind({ statusid: STATUS.Denied, createddate: daysAgo(1), completedate: null }, now),
    ).toBeNull();
  });
  it("the cutoff is 30 days back", () => {
    expect(recallCutoff(now).toISOString()).toBe("2026-05-31T12:00:00.000Z");
  });
});
