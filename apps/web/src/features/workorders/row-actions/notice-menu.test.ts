import { describe, expect, it } from "vitest";
import { checkEmails } from "./note-rules.ts";
import { noticesForStatus } from "./notice-menu.ts";

describe("noticesForStatus (spec 1 §4)", () => {
  it.each([
    ["CWOP", ["CWOP"]],
    ["Pending Proposal - Vendor", ["PPV"]],
    ["WOP", ["WAITING_ON_PARTS"]],
    ["NOD", ["NOD_MISSING", "NOD_QUALITY", "NOD_WRONGAMOUNT", "NOD_WRONGRATES"]],
    ["NOD - Missing", ["NOD_MISSING", "NOD_QUALITY", "NOD_WRONGAMOUNT", "NOD_WRONGRATES"]],
    ["Dispatched", ["DISPATCHED", "cancel_vendor"]],
    ["TBS", ["TBS", "cancel_vendor"]],
    ["TOS", ["TOS"]],
    ["Received", []],
  ])("%s → %j", (status, actions) => {
    expect(noticesForStatus(status).map((n) => n.action)).toEqual(actions);
  });
});

describe("checkEmails", () => {
  it("accepts blank and comma-separated addresses, names the bad one", () => {
    expect(checkEmails("")).toBeNull();
    expect(checkEmails(" a@example.com, b@x.org ,")).toBeNull();
    expect(checkEmails("a@example.com; b@x.org")).toContain("a@example.com; b@x.org");
    expect(checkEmails("a@example.com, nope")).toBe(
      "'nope' is not an e-mail address. Separate addresses with commas.",
    );
  });
});
