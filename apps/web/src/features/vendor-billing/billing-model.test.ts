import { describe, expect, it } from "vitest";
import {
  documentTotal,
  fromLinesValue,
  invoiceActions,
  proposalActions,
  toLinesValue,
} from "./billing-model.ts";

const enabled = (items: { key: string; disabled?: boolean }[]) =>
  items.filter((i) => !i.disabled).map((i) => i.key);

describe("vendor billing actions (spec 2 §4)", () => {
  it("offers Edit, Submit and Delete only on a draft, Create Invoice only on an approved proposal without one", () => {
    expect(enabled(proposalActions({ proposalstatusid: 1, invoiceid: null }, false))).toEqual([
      "edit",
      "submit",
      "clone",
      "preview",
      "pdf",
      "delete",
    ]);
    expect(enabled(proposalActions({ proposalstatusid: 2, invoiceid: null }, false))).toEqual([
      "edit",
      "clone",
      "preview",
      "pdf",
    ]);
    expect(proposalActions({ proposalstatusid: 2, invoiceid: null }, false)[0]?.label).toBe("View");
    expect(enabled(proposalActions({ proposalstatusid: 3, invoiceid: null }, false))).toContain("invoice");
    expect(enabled(proposalActions({ proposalstatusid: 3, invoiceid: 9 }, false))).not.toContain("invoice");
  });

  it("a locked (Invoiced/Cancelled) order leaves only viewing, preview and PDF", () => {
    expect(enabled(proposalActions({ proposalstatusid: 1, invoiceid: null }, true))).toEqual([
      "edit",
      "preview",
      "pdf",
    ]);
    expect(enabled(invoiceActions({ invoicestatusid: 1 }, true))).toEqual(["edit", "preview", "pdf"]);
    expect(enabled(invoiceActions({ invoicestatusid: 2 }, false))).toEqual([
      "edit",
      "clone",
      "preview",
      "pdf",
    ]);
  });
});

describe("line values", () => {
  it("totals labor with the rate-type multiplier and materials by price × quantity, to the cent", () => {
    const v = toLinesValue({
      labor: [{ skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: 50, numberofhours: 3 }],
      materials: [{ description: "Capacitor", partnumber: null, uomid: 1, unitprice: 12.5, quantity: 4 }],
      other: [{ typeid: 1, description: null, quantity: 3, unitprice: 0.33 }],
    });
    expect(documentTotal(v)).toBe(450 + 50 + 0.99);
    // An incomplete line counts 0 while typing.
    const [labor] = v.labor;
    if (!labor) throw new Error("no labor line");
    expect(documentTotal({ ...v, labor: [{ ...labor, numberofhours: "" }] })).toBe(50.99);
  });

  it("round-trips to the request shape", () => {
    const lines = {
      labor: [{ skilllevelid: 1, typeid: 3, numberoftechs: 1, hourlyrate: 99.99, numberofhours: 1.5 }],
      materials: [{ description: "Belt", partnumber: "B-1", uomid: 2, unitprice: 10, quantity: 2 }],
      other: [],
    };
    expect(fromLinesValue(toLinesValue(lines))).toEqual(lines);
  });
});
