import { STATUS } from "@fm/domain";
import { describe, expect, it } from "vitest";
import { dashboardKind } from "./dashboard-kind.ts";
import type { StatusCount } from "./home-api.ts";
import { DASHBOARD_REFRESH_MS } from "./home-api.ts";
import {
  detailsHref,
  dispatcherBars,
  dispatcherTotals,
  groupCounts,
  PORTAL_CARDS,
  percentOf,
  pieSlices,
  popupAudience,
  totalCount,
} from "./home-cards.ts";

const count = (statusid: number, n: number, color = "#123456"): StatusCount => ({
  statusid,
  status: `S${statusid}`,
  abbreviation: `A${statusid}`,
  color,
  count: n,
});

const principal = (...roles: string[]) => ({ roles, permissions: [] });

describe("portal cards (spec 1 §2)", () => {
  it("vendor: Pending (Dispatched); In Progress (TOS, WOP); Review (NOD in red, PPV, CWOP)", () => {
    const cards = PORTAL_CARDS.vendor.map((c) => [c.title, c.items.map((i) => [i.statusid, i.label])]);
    expect(cards).toEqual([
      ["Pending", [[9, "Dispatched"]]],
      [
        "In Progress",
        [
          [13, "Tech on Site"],
          [16, "Waiting On Parts"],
        ],
      ],
      [
        "Review",
        [
          [18, "NOD"],
          [2, "Pending Proposal"],
          [12, "Waiting on Paperwork"],
        ],
      ],
    ]);
    const danger = PORTAL_CARDS.vendor.flatMap((c) => c.items).filter((i) => i.danger);
    expect(danger.map((i) => i.statusid)).toEqual([STATUS.NOD]);
  });

  it("customer: Pending (Dispatched, Pending Proposal – EDC); In Progress (TOS, WOP); Review (WOA)", () => {
    const cards = PORTAL_CARDS.customer.map((c) => [c.title, c.items.map((i) => i.statusid)]);
    expect(cards).toEqual([
      ["Pending", [9, 21]],
      ["In Progress", [13, 16]],
      ["Review", [7]],
    ]);
    expect(PORTAL_CARDS.customer.flatMap((c) => c.items).some((i) => i.danger)).toBe(false);
  });

  it("groups the counts into cards with totals; missing statuses count 0", () => {
    const cards = groupCounts(PORTAL_CARDS.vendor, [
      count(9, 4, "#2f9e44"),
      count(13, 2),
      count(18, 3),
      count(12, 1),
      count(1, 50),
    ]);
    expect(cards.map((c) => [c.key, c.total])).toEqual([
      ["pending", 4],
      ["inprogress", 2],
      ["review", 4],
    ]);
    const review = cards[2];
    expect(review?.items.map((i) => [i.label, i.count])).toEqual([
      ["NOD", 3],
      ["Pending Proposal", 0],
      ["Waiting on Paperwork", 1],
    ]);
    expect(cards[0]?.items[0]?.color).toBe("#2f9e44");
    expect(review?.items[1]?.color).toMatch(/^#/);
  });
});

describe("pie and bars", () => {
  it("slices leave out empty statuses and keep the server's order", () => {
    const slices = pieSlices([count(1, 5), count(3, 0), count(9, 2)]);
    expect(slices.map((s) => s.statusid)).toEqual([1, 9]);
    expect(totalCount(slices)).toBe(7);
  });

  it("percentages are whole, tiny shares show <1%", () => {
    expect(percentOf(1, 3)).toBe("33%");
    expect(percentOf(1, 1000)).toBe("<1%");
    expect(percentOf(0, 10)).toBe("0%");
    expect(percentOf(5, 0)).toBe("0%");
  });

  it("dispatcher bars carry the two series by their captions, and totals add up", () => {
    const rows = [
      { dispatcherid: 1, dispatcher: "Dana", inreceived: 3, totalcount: 5 },
      { dispatcherid: 2, dispatcher: "Hannah", inreceived: 0, totalcount: 0 },
    ];
    expect(dispatcherBars(rows)).toEqual([
      { label: "Dana", values: [3, 5] },
      { label: "Hannah", values: [0, 0] },
    ]);
    expect(dispatcherTotals(rows)).toEqual({ inreceived: 3, totalcount: 5 });
  });

  it("refreshes every 900000 ms (spec 1 §9)", () => {
    expect(DASHBOARD_REFRESH_MS).toBe(900000);
  });
});

describe("who sees what", () => {
  it("Vendor role → vendor, Customer role → customer, anyone else internal", () => {
    expect(dashboardKind(principal("Vendor"))).toBe("vendor");
    expect(dashboardKind(principal("Customer"))).toBe("customer");
    expect(dashboardKind(principal("Dispatchers"))).toBe("internal");
    expect(dashboardKind(principal("Admin"))).toBe("internal");
    expect(dashboardKind(principal("Tech"))).toBe("internal");
  });

  it("the popup reads the caller's own list: staff quick actions, vendor/tech their vendor's, customers theirs", () => {
    const none = { vendorUser: false, customerUser: false };
    expect(popupAudience("internal", none)).toBe("staff");
    expect(popupAudience("vendor", { ...none, vendorUser: true })).toBe("vendor");
    expect(popupAudience("customer", { ...none, customerUser: true })).toBe("customer");
    // A Tech sees the internal dashboard but only its vendor's orders.
    expect(popupAudience("internal", { ...none, vendorUser: true })).toBe("vendor");
  });

  it("work-order numbers link to the audience's detail page with origin=home", () => {
    expect(detailsHref("staff", 7)).toBe("/workorder/details?id=7&origin=home");
    expect(detailsHref("vendor", 7)).toBe("/vendorprofile/workorderdetails?id=7&origin=home");
    expect(detailsHref("customer", 7)).toBe("/customerprofile/workorderdetails?id=7&origin=home");
  });
});
