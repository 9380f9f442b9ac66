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
  const none = { edit: false, submit: false, createInvoice: false, clone: false, remove: false };
  const doc = (a: Partial<typeof none>) => ({ abilities: { ...none, ...a } });

  it("enables what the server's abilities allow: a draft edits, submits and deletes; Create Invoice when offered", () => {
    const draft = doc({ edit: true, submit: true, clone: true, remove: true });
    expect(enabled(proposalActions(draft))).toEqual(["edit", "submit", "clone", "preview", "pdf", "delete"]);
    expect(proposalActions(draft)[0]?.label).toBe("Edit");
    expect(enabled(proposalActions(doc({ clone: true, createInvoice: true })))).toContain("invoice");
    expect(enabled(proposalActions(doc({ clone: true })))).not.toContain("invoice");
  });

  it("without abilities (a locked order, a submitted document) leaves View, preview and PDF", () => {
    expect(proposalActions(doc({}))[0]?.label).toBe("View");
    expect(enabled(proposalActions(doc({})))).toEqual(["edit", "preview", "pdf"]);
    expect(enabled(invoiceActions(doc({})))).toEqual(["edit", "preview", "pdf"]);
    expect(enabled(invoiceActions(doc({ clone: true })))).toEqual(["edit", "clone", "preview", "pdf"]);
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
