import { describe, expect, it } from "vitest";
import { isReopen, statusChangeRefusal } from "./status-rules.ts";
import { STATUS } from "./statuses.ts";

const dispatcher = { roles: ["Dispatchers"], permissions: ["update:workorder", "add:workorders"] };
const accounting = { roles: ["AccountingAdmin"], permissions: ["update:workorder"] };

describe("statusChangeRefusal", () => {
  it("needs a note for any new status but Cancelled, which needs a reason", () => {
    expect(statusChangeRefusal(accounting, { from: STATUS.ReadyToBill, to: STATUS.Invoiced })).toMatchObject({
      code: "validation",
      field: "note",
      message: "Note is required.",
    });
    expect(statusChangeRefusal(accounting, { from: 1, to: STATUS.Invoiced, note: "  " })?.field).toBe("note");
    expect(statusChangeRefusal(accounting, { from: 1, to: STATUS.Invoiced, note: "billed" })).toBeNull();
    expect(statusChangeRefusal(dispatcher, { from: 1, to: STATUS.Cancelled, note: "n" })).toMatchObject({
      code: "validation",
      field: "cancelreason",
      message: "Reason is required.",
    });
    expect(
      statusChangeRefusal(dispatcher, { from: 1, to: STATUS.Cancelled, cancelreason: "dup" }),
    ).toBeNull();
  });

  it("keeps Invoiced and Cancelled read-only except Re-Open by add:workorders or Admin", () => {
    for (const from of [STATUS.Invoiced, STATUS.Cancelled]) {
      expect(statusChangeRefusal(dispatcher, { from, to: STATUS.Dispatched, note: "x" })?.code).toBe(
        "locked",
      );
      expect(statusChangeRefusal(accounting, { from, to: STATUS.InProcess })?.code).toBe("forbidden");
      expect(statusChangeRefusal(dispatcher, { from, to: STATUS.InProcess })).toBeNull();
      expect(
        statusChangeRefusal({ roles: ["Admin"], permissions: [] }, { from, to: STATUS.InProcess }),
      ).toBeNull();
      expect(isReopen(from, STATUS.InProcess)).toBe(true);
    }
    expect(isReopen(STATUS.Received, STATUS.InProcess)).toBe(false);
  });

  it("has nothing to say when the status does not change", () => {
    expect(statusChangeRefusal(accounting, { from: STATUS.Invoiced, to: STATUS.Invoiced })).toBeNull();
  });
});
