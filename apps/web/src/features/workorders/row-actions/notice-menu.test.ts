import { describe, expect, it } from "vitest";
import { checkEmails } from "./note-rules.ts";
import { noticesForStatus } from "./notice-menu.ts";

describe("noticesForStatus (spec 1 §4): the domain's list with the spec's captions", () => {
  it("offers Send Dispatched and Cancel Vendor at Dispatched, nothing at Received", () => {
    expect(noticesForStatus(9)).toEqual([
      { action: "DISPATCHED", label: "Send Dispatched" },
      { action: "cancel_vendor", label: "Cancel Vendor" },
    ]);
    expect(noticesForStatus(1)).toEqual([]);
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
