import { describe, expect, it } from "vitest";
import { labelColumns, labelMap, lookupLabel } from "../../components/labels/index.ts";
import { popupColumns } from "./popup-columns.tsx";

/** The dictionary after an Admin renamed two work-order fields (WorkOrderPopup reads it through useLabelledColumns). */
const map = labelMap([
  { tablename: "workorder", datafieldname: "priority", displaynamefield: "Urgency" },
  { tablename: "workorder", datafieldname: "jobsite", displaynamefield: "Store" },
]);
const captions = (audience: "staff" | "vendor" | "customer") =>
  labelColumns(popupColumns(audience), (f, fallback) => lookupLabel(map, "workorder", f, fallback)).map(
    (c) => c.caption,
  );

describe("home work-order popup columns follow the field-name dictionary", () => {
  it("captions the staff popup's renamed fields with their display names, the rest as the spec words them", () => {
    const staff = captions("staff");
    expect(staff).toContain("Urgency");
    expect(staff).toContain("Store");
    expect(staff).not.toContain("Priority");
    expect(staff).not.toContain("Site");
    expect(staff).toContain("Work Order #");
  });

  it("captions the portal popups' site column the same way", () => {
    expect(captions("customer")).toContain("Store");
    expect(captions("vendor")).toContain("Store");
  });
});
