import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { fastifyTrustProxy, parseTrustProxy } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("is off unless configured", () => {
    for (const v of [undefined, "", "false", "0", " "]) expect(parseTrustProxy(v)).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("2")).toBe(2);
    const fn = fastifyTrustProxy(2);
    expect(typeof fn).toBe("function");
    if (typeof fn === "function") expect([fn("x", 0), fn("x", 1), fn("x", 2)]).toEqual([true, true, false]);
  });

  it("takes a list of addresses and CIDR ranges", () => {
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.10,::1,fd00::/8")).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses 'true' (trust anyone), bad addresses and prefixes, naming the variable", () => {
    for (const v of ["true", "10.0.0.0/33", "example.com", "10.0.0.1/8/1", "::1/129"]) {
      expect(parseTrustProxy(v)).toBeInstanceOf(Error);
    }
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });
});
