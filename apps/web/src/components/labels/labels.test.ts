import { describe, expect, it } from "vitest";
import type { GridColumn } from "../datagrid/grid-types.ts";
import { labelColumns } from "./labelled-columns.ts";
import { labelMap, lookupLabel } from "./use-field-labels.ts";

const map = labelMap([
  { tablename: "workorder", datafieldname: "customername", displaynamefield: "Client" },
  { tablename: "Vendors", datafieldname: "vendor", displaynamefield: "Contractor" },
  { tablename: "workorder", datafieldname: "jobsite", displaynamefield: "  " },
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
});
