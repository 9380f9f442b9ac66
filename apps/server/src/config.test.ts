import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("refuses the browser tests' control routes (TEST_CONTROL_ROUTES) with NODE_ENV=production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", TEST_CONTROL_ROUTES: "1" })).toThrow(
      /TEST_CONTROL_ROUTES is for browser tests/,
    );
    expect(loadConfig({ NODE_ENV: "production" }).TEST_CONTROL_ROUTES).toBeUndefined();
    expect(loadConfig({ TEST_CONTROL_ROUTES: "1" }).TEST_CONTROL_ROUTES).toBe(true);
  });
});
