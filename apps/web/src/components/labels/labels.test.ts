import { describe, expect, it } from "vitest";
import type { GridColumn } from "../datagrid/grid-types.ts";
import { labelColumns } from "./labelled-columns.ts";
import { entityLabel, labelMap, lookupLabel, pluralLabel } from "./use-field-labels.ts";

const map = labelMap([
  { tablename: "workorder", datafieldname: "customername", displaynamefield: "Client" },
  { tablename: "Vendors", datafieldname: "vendor", displaynamefield: "Contractor" },
  { tablename: "workorder", datafieldname: "jobsite", displaynamefield: "  " },
  { tablename: "customerjobsite", datafieldname: "customerjobsite", displaynamefield: "Store" },
  { tablename: "customerjobsite", datafieldname: "jobsite", displaynamefield: "Store #" },
  { tablename: "workorder", datafieldname: "createddate", displaynamefield: "Receive Date" },
]);

describe("field labels (site meta)", () => {
  it("reads a display name by table and field, ignoring case, else the fallback", () => {
    expect(lookupLabel(map, "workorder", "customername", "Customer")).toBe("Client");
    expect(lookupLabel(map, "vendors", "VENDOR", "Vendor")).toBe("Contractor");
    expect(lookupLabel(map, "customer", "customername", "Customer Name")).toBe("Customer Name");
    expect(lookupLabel(map, "workorder", "jobsite", "Site")).toBe("Site"); // a blank name never blanks a caption
  });

  it("captions grid columns named like fields, keeping the others as they are", () => {
    type Row = { customername: string; status: string };
    const columns: GridColumn<Row>[] = [
      { name: "customername", caption: "Customer" },
      { name: "status", caption: "Status" },
    ];
    const out = labelColumns(columns, (f, fallback) => lookupLabel(map, "workorder", f, fallback));
    expect(out.map((c) => c.caption)).toEqual(["Client", "Status"]);
    expect(out[1]).toBe(columns[1]);
  });

  it("maps a column to a field of another table, or keeps a differently worded caption fixed", () => {
    type Row = { wonumber: string; jobsitename: string; createddate: string; customername: string };
    const columns: GridColumn<Row>[] = [
      { name: "wonumber", caption: "WO #" },
      { name: "jobsitename", caption: "Job Site" },
      { name: "createddate", caption: "Created Date" },
      { name: "customername", caption: "Customer" },
    ];
    const out = labelColumns(
      columns,
      (f, fallback) => lookupLabel(map, "workorder", f, fallback),
      { jobsitename: ["customerjobsite", "jobsite"], createddate: null },
      (table, f, fallback) => lookupLabel(map, table, f, fallback),
    );
    expect(out.map((c) => c.caption)).toEqual(["WO #", "Store #", "Created Date", "Client"]);
  });

  it("names the entities from the dictionary: a company that says 'Store' for job site", () => {
    expect(entityLabel(map, "jobsite")).toBe("Store");
    expect(pluralLabel(entityLabel(map, "jobsite"))).toBe("Stores");
    expect(entityLabel(map, "customer")).toBe("Customer");
    expect(entityLabel(map, "vendor")).toBe("Contractor");
    expect(pluralLabel("Address")).toBe("Address");
  });
});
