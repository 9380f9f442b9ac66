import { describe, expect, it } from "vitest";
import { type PortalListRow, portalWorkOrderColumns } from "./work-order-columns.tsx";

const shown = (party: "customer" | "vendor") =>
  portalWorkOrderColumns<PortalListRow>(party, (id) => `/x?id=${id}`).map((c) => [
    c.name,
    c.caption,
    c.hidden === true,
  ]);

describe("portalWorkOrderColumns (spec 1 §2: one list for both portals)", () => {
  it("the customer's list has the PO number and no customer; the vendor's the customer and no PO number", () => {
    const customer = shown("customer").map(([name]) => name);
    const vendor = shown("vendor").map(([name]) => name);
    expect(customer).toContain("ponumber");
    expect(customer).not.toContain("customername");
    expect(vendor).toContain("customername");
    expect(vendor).not.toContain("ponumber");
    // Every other column is the same list in the same order.
    expect(customer.filter((n) => n !== "ponumber")).toEqual(vendor.filter((n) => n !== "customername"));
  });

  it("both hide Receive Date and Customer Dispatcher; the vendor's site column keeps its 'Job Site' caption", () => {
    for (const party of ["customer", "vendor"] as const) {
      expect(shown(party)).toContainEqual(["createddate", "Receive Date", true]);
      expect(shown(party)).toContainEqual(["customerdispatcher", "Customer Dispatcher", true]);
    }
    expect(shown("vendor")).toContainEqual(["jobsite", "Job Site", false]);
    expect(shown("customer")).toContainEqual(["jobsite", "Site", false]);
  });
});
