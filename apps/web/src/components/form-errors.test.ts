import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { toFormFailure } from "./form-errors.ts";

const failure = (fields?: Record<string, string>) =>
  new ApiError(400, {
    error: "bad_request",
    message: "Invalid body: check note.",
    ...(fields ? { fields } : {}),
  });

describe("toFormFailure", () => {
  it("puts each server field error on the form field of the same name and keeps the server's message", () => {
    const out = toFormFailure(failure({ note: "Note is required.", margin: "Too high" }), ["note", "margin"]);
    expect(out).toEqual({
      fields: { note: "Note is required.", margin: "Too high" },
      message: "Invalid body: check note.",
    });
  });

  it("maps a nested path to its nearest form field, the first message winning", () => {
    const out = toFormFailure(
      failure({ "items.0.quantity": "must be positive", "items.1.rate": "is invalid" }),
      ["items", "note"],
    );
    expect(out.fields).toEqual({ items: "must be positive" });
  });

  it("follows aliases from request names to form names", () => {
    const out = toFormFailure(failure({ scheduledate: "Schedule Date is required." }), ["date", "reason"], {
      scheduledate: "date",
    });
    expect(out.fields).toEqual({ date: "Schedule Date is required." });
  });

  it("leaves fields the form does not have to the message", () => {
    const out = toFormFailure(failure({ version: "is stale", body: "is invalid" }), ["note"]);
    expect(out.fields).toEqual({});
    expect(out.message).toBe("Invalid body: check note.");
  });

  it("an alias to a field the form lacks is ignored", () => {
    expect(toFormFailure(failure({ x: "bad" }), ["note"], { x: "nope" }).fields).toEqual({});
  });

  it("a failure that is not an ApiError keeps its own text", () => {
    expect(toFormFailure(new Error("Could not reach the server."), ["note"])).toEqual({
      fields: {},
      message: "Could not reach the server.",
    });
    expect(toFormFailure("boom", ["note"]).message).toBe("boom");
  });
});
