import { describe, expect, it } from "vitest";
import { EMPTY_FORM, poConfirmText, toInput, validateForm, withNewDefaults } from "./form-model.ts";

describe("work-order form model (spec 2 §4, §5)", () => {
  it("names every bound required field with '{name} is required.'", () => {
    expect(validateForm(EMPTY_FORM)).toEqual({
      customerid: "Customer is required.",
      jobsiteid: "Job Site is required.",
      duedate: "Due Date is required.",
      divisionid: "Division is required.",
      statusid: "Status is required.",
      priorityid: "Priority is required.",
      requesttypeid: "Request Type is required.",
      briefdescription: "Brief Description is required.",
    });
    expect(validateForm({ ...EMPTY_FORM, briefdescription: "   " }).briefdescription).toBe(
      "Brief Description is required.",
    );
  });

  it("takes the isdefaultonnew division, status and request type only when empty", () => {
    const lists = {
      divisions: [
        { id: 1, name: "A" },
        { id: 2, name: "B", isdefaultonnew: true },
      ],
      statuses: [{ id: 1, name: "Received", isdefaultonnew: true }],
      requesttypes: [{ id: 7, name: "Repair", isdefaultonnew: true }],
    };
    expect(withNewDefaults(EMPTY_FORM, lists)).toMatchObject({
      divisionid: "2",
      statusid: "1",
      requesttypeid: "7",
    });
    expect(withNewDefaults({ ...EMPTY_FORM, divisionid: "1" }, lists).divisionid).toBe("1");
  });

  it("builds the API body: ids as numbers, blanks as null, an empty editor as no description", () => {
    const body = toInput({
      ...EMPTY_FORM,
      customerid: "3",
      jobsiteid: 9,
      divisionid: "1",
      statusid: "1",
      priorityid: "2",
      requesttypeid: "4",
      duedate: "2026-05-01",
      briefdescription: " Leak ",
      description: "<p></p>",
      nte: 150.5,
      tradeids: ["5", "6"],
    });
    expect(body).toMatchObject({
      customerid: 3,
      jobsiteid: 9,
      briefdescription: "Leak",
      description: null,
      ponumber: null,
      nte: 150.5,
      tradeids: [5, 6],
      promisedate: null,
    });
    expect(body.duedate).toBe(new Date(2026, 4, 1).toISOString());
  });

  it("words the PO confirm as the spec does", () => {
    expect(poConfirmText("PO-1", ["WO-100001", "WO-100002"])).toBe(
      "PO Number: PO-1 already exists on Work Order #: WO-100001, WO-100002 Use anyway?",
    );
  });
});
