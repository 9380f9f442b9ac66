import type { WorkOrderListRow } from "@fm/domain/contracts";
import { describe, expect, it } from "vitest";
import { toCsv } from "./export-csv.ts";

describe("My Work Orders CSV export", () => {
  it("quotes every field, doubles quotes, formats dates and defuses formulas", () => {
    const row = {
      wonumber: 'WO-"1"',
      briefdescription: "=HYPERLINK(1)",
      scheduledate: "2030-03-04T14:30:00.000Z",
      city: null,
    } as unknown as WorkOrderListRow;
    const csv = toCsv(
      [row],
      [
        { name: "wonumber", caption: "Work Order #" },
        { name: "briefdescription", caption: "Brief Description" },
        { name: "scheduledate", caption: "Schedule Date", type: "date" },
        { name: "city", caption: "City" },
      ],
    );
    expect(csv.split("\r\n")).toEqual([
      '"Work Order #","Brief Description","Schedule Date","City"',
      `"WO-""1""","'=HYPERLINK(1)","${new Date("2030-03-04T14:30:00.000Z").toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" })}",""`,
    ]);
  });
});
