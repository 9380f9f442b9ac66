import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { checkInRefusal } from "./check-in-refusal.ts";

const refused = (message: string, field: string) =>
  new ApiError(400, { error: "invalid_state", message, fields: { [field]: message } });

describe("checkInRefusal (issue 31: what the action bar shows for a failed check-in)", () => {
  it("shows nothing without an error (a check-in the tech cancelled resolves with none)", () => {
    expect(checkInRefusal(null)).toBeNull();
  });

  it("offers a check-in code for a refusal about the phone's position", () => {
    const message = "You are 5.6 km from the job site; check-in needs you within 400 m.";
    expect(checkInRefusal(refused(message, "latitude"))).toEqual({ message, askCode: true });
    expect(checkInRefusal(refused("Your location is required to check in.", "latitude"))?.askCode).toBe(true);
  });

  it("shows other refusals without a code, which would not help", () => {
    const message = "You are already checked in on this work order.";
    expect(checkInRefusal(refused(message, "workorderid"))).toEqual({ message, askCode: false });
    const locked = new ApiError(400, { error: "locked", message: "This work order is Cancelled." });
    expect(checkInRefusal(locked)).toEqual({ message: "This work order is Cancelled.", askCode: false });
    expect(checkInRefusal(new Error("Storage failed"))).toEqual({
      message: "Storage failed",
      askCode: false,
    });
  });
});
