// @vitest-environment jsdom
import type { TodayCard } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { lineAcceptance } from "../test/factories.ts";
import { handFirstPaintData } from "./first-paint-handoff.ts";
import { start } from "./today-first-paint-entry.ts";

const card = {
  id: 9,
  wonumber: "WO-9",
  priority: null,
  jobsite: "Store 9",
  address: "1 Main St",
  latitude: null,
  longitude: null,
  sitephone: null,
  scheduledate: null,
  status: "WOP",
  checkedin: false,
  overdue: false,
  acceptance: lineAcceptance(),
} satisfies TodayCard;

describe("Today's first-paint script (decision 0054)", () => {
  it("draws the frame once the page is parsed, then the cards the head hands over", () => {
    document.body.innerHTML = '<div id="root"></div>';
    start();
    expect(document.querySelector("[data-first-paint] [role=status]")).not.toBeNull();
    expect(document.querySelector("article")).toBeNull();
    handFirstPaintData([card]);
    expect(document.querySelector("article")?.getAttribute("aria-label")).toBe("Work order WO-9");
    expect(document.querySelector("[role=status]")).toBeNull();
  });
});
