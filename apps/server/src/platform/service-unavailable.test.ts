import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./service-unavailable.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection", withCode("ECONNRESET")],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["the client read timeout", new Error("Query read timeout")],
    ["a server shutting down (57P01)", withCode("57P01")],
    ["a server starting up (57P03)", withCode("57P03")],
    ["a statement timeout (57014)", withCode("57014")],
    ["a connection failure (08006)", withCode("08006")],
    ["too many connections (53300)", withCode("53300")],
    ["a query error wrapping one", new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") })],
    [
      "a dual-stack connect failure",
      Object.assign(new AggregateError([withCode("ECONNREFUSED")], "connect"), {}),
    ],
  ])("is true for %s", (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a plain bug", new TypeError("x is not a function")],
    ["not an error", "text"],
  ])("is false for %s", (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
