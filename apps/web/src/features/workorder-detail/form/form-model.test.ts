import { describe, expect, it } from "vitest";
import {
  changedFields,
  EMPTY_FORM,
  type FormValues,
  poConfirmText,
  rebase,
  toInput,
  toUpdateInput,
  validateForm,
  withNewDefaults,
} from "./form-model.ts";

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

  const loaded: FormValues = {
    ...EMPTY_FORM,
    customerid: "3",
    jobsiteid: 9,
    statusid: "1",
    briefdescription: "Leak",
    description: "<p>Roof</p>",
    tradeids: ["5", "6"],
    dispatchdate: null,
  };

  it("counts as changed only what the user changed (trades in any order, any blank editor alike)", () => {
    expect(changedFields(loaded, { ...loaded, tradeids: ["6", "5"] })).toEqual([]);
    expect(changedFields({ ...loaded, description: "" }, { ...loaded, description: "<p></p>" })).toEqual([]);
    expect(changedFields(loaded, { ...loaded, requestedby: "Desk", description: "<p>Roof!</p>" })).toEqual([
      "requestedby",
      "description",
    ]);
  });

  it("rebases the form on a fresher record, keeping the user's edits on top of it", () => {
    const edited = { ...loaded, requestedby: "Desk" };
    const fresh = { ...loaded, statusid: "9", dispatchdate: "2026-11-27T00:03:00.000Z" };
    expect(rebase(loaded, edited, fresh)).toEqual({ ...fresh, requestedby: "Desk" });
  });

  it("sends only the changed fields with the version, and a follow-up flag only when it changed", () => {
    const edited = { ...loaded, requestedby: "Desk" };
    const calls = { customercalled: false, vendorcalled: false };
    expect(
      toUpdateInput(edited, changedFields(loaded, edited), 7, 4, {
        base: calls,
        values: { ...calls, vendorcalled: true },
      }),
    ).toEqual({ id: 7, version: 4, requestedby: "Desk", vendorcalled: true });
  });
});
