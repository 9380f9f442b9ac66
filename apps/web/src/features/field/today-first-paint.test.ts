// @vitest-environment jsdom
import type { TodayCard } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../components/datagrid/format-date-time.ts";
import { lineAcceptance } from "../../test/factories.ts";
import { FIRST_PAINT_ATTRIBUTE, paintTodayCards, paintTodayFrame } from "./today-first-paint.ts";

const card = (over: Partial<TodayCard> = {}): TodayCard =>
  ({
    id: 56,
    wonumber: "KOP-100056",
    priority: "P2 - Urgent",
    jobsite: "Office <b>#0121</b>",
    address: "3806 Highland Ave, San Diego, CA 92103",
    latitude: 32.743403,
    longitude: -117.161239,
    sitephone: "+1 (793) 903-7931",
    scheduledate: "2026-11-19T23:34:00Z",
    status: "WOP",
    checkedin: false,
    overdue: true,
    acceptance: lineAcceptance(),
    ...over,
  }) as TodayCard;

const root = () => {
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById("root") as HTMLElement;
};

describe("Today's first paint from the page's head (decision 0054)", () => {
  it("draws the frame with a loader, then each card in the loader's place with the screen's text and links", () => {
    const r = root();
    expect(paintTodayFrame(r)).toBe(true);
    expect(r.querySelector("[role=status]")?.getAttribute("aria-label")).toBe("Loading today's work orders");
    expect(
      paintTodayCards(r, [
        card(),
        card({ id: 57, wonumber: "KOP-100057", sitephone: null, checkedin: true }),
      ]),
    ).toBe(true);
    expect(r.firstElementChild?.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(true);
    expect(r.querySelector("[role=status]")).toBeNull();
    const articles = [...r.querySelectorAll("article")];
    expect(articles.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Work order KOP-100056",
      "Work order KOP-100057",
    ]);
    const first = articles[0] as HTMLElement;
    expect(first.querySelector("a")?.getAttribute("href")).toBe(
      "/vendorprofile/workorderdetails?id=56&origin=vendorprofile%2Ftoday",
    );
    expect(first.querySelector("p")?.textContent).toBe("Office <b>#0121</b>");
    expect(first.querySelector("b")).toBeNull();
    const hrefs = [...first.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("https://www.google.com/maps/search/?api=1&query=32.743403,-117.161239");
    expect(hrefs).toContain("tel:+17939037931");
    expect(first.textContent).toContain(`Scheduled ${formatDateTime("2026-11-19T23:34:00Z")}`);
    expect(first.textContent).toContain("Overdue");
    expect(articles[1]?.textContent).toContain("On site");
    expect(articles[1]?.querySelector("a[href^='tel:']")).toBeNull();
    expect(r.querySelector("h1")?.textContent).toBe("Today");
    // Nothing to type into or press before the app is there.
    expect(r.querySelectorAll("input, button, textarea, select")).toHaveLength(0);
  });

  it("draws the vendor's answer as TodayCard does, keeping the Accept / Decline row's height", () => {
    const r = root();
    paintTodayFrame(r);
    const answered = (
      status: TodayCard["acceptance"]["status"],
      more: Partial<TodayCard["acceptance"]> = {},
    ) => card({ acceptance: { ...card().acceptance, status, ...more } });
    paintTodayCards(r, [
      card(),
      answered("awaiting", { canDecide: true }),
      answered("accepted", { eta: "2026-11-20T15:00:00Z" }),
      answered("declined", { declinereason: "Too far" }),
    ]);
    const [none, awaiting, accepted, declined] = [...r.querySelectorAll("article")].map(
      (a) => a.querySelector(".fmfp-answer") as HTMLElement | null,
    );
    expect(none).toBeNull();
    expect(awaiting?.textContent).toBe("Awaiting acceptance");
    expect(awaiting?.style.minHeight).toBe("36px");
    expect(accepted?.textContent).toBe(`Accepted · ETA ${formatDateTime("2026-11-20T15:00:00Z")}`);
    expect(accepted?.style.minHeight).toBe("");
    expect(declined?.textContent).toBe("Declined");
    expect(declined?.querySelector("[title]")?.getAttribute("title")).toBe("Too far");
    // The header wraps (badges under the WO # on a narrow phone), the WO # itself does not.
    expect(r.querySelector("article .fmfp-row")?.classList.contains("fmfp-head")).toBe(true);
  });

  it("leaves the page to React when it has drawn already or there is nothing to show", () => {
    const r = root();
    r.innerHTML = "<p>React's</p>";
    expect(paintTodayFrame(r)).toBe(false);
    expect(paintTodayCards(r, [card()])).toBe(false);
    expect(r.innerHTML).toBe("<p>React's</p>");
    // An empty day: the frame's loader stays until React draws its own message.
    const empty = root();
    paintTodayFrame(empty);
    expect(paintTodayCards(empty, [])).toBe(false);
    expect(empty.querySelector("[role=status]")).not.toBeNull();
    // No frame (the page was not parsed in time): no cards either.
    expect(paintTodayCards(root(), [card()])).toBe(false);
  });
});
