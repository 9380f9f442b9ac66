import { describe, expect, it } from "vitest";
import { readClaim, readString, stringList } from "./claims.ts";
import { claimsFromPayload } from "./oidc.ts";

const names = {
  roles: "https://fm.example/roles",
  permissions: "permissions",
  email: "email",
  emailVerified: "email_verified",
};

describe("token claims", () => {
  it("reads lists from arrays or space/comma separated strings", () => {
    expect(stringList(["a", 1, "b"])).toEqual(["a", "b"]);
    expect(stringList("read:workorders  view:reports,admin")).toEqual([
      "read:workorders",
      "view:reports",
      "admin",
    ]);
    expect(stringList(undefined)).toEqual([]);
    expect(stringList({ a: 1 })).toEqual([]);
  });

  it("reads namespaced claim names as they are and dotted names as nested paths", () => {
    const payload = { "https://fm.example/roles": ["Admin"], realm_access: { roles: ["Tech"] }, "a.b": 1 };
    expect(readClaim(payload, "https://fm.example/roles")).toEqual(["Admin"]);
    expect(readClaim(payload, "realm_access.roles")).toEqual(["Tech"]);
    expect(readClaim(payload, "a.b")).toBe(1);
    expect(readClaim(payload, "https://fm.example/missing")).toBeUndefined();
    expect(readClaim(payload, "realm_access.roles.x")).toBeUndefined();
    expect(readString({ email: "" }, "email")).toBeNull();
  });

  it("maps a payload to verified claims, keeping only catalogue roles and permissions", () => {
    const claims = claimsFromPayload(
      {
        sub: "auth0|1",
        email: "a@example.test",
        "https://fm.example/roles": ["Admin", "offline_access"],
        permissions: "openid read:workorders",
      },
      names,
    );
    expect(claims).toEqual({
      subject: "auth0|1",
      email: "a@example.test",
      emailVerified: false,
      roles: ["Admin"],
      permissions: ["read:workorders"],
      local: false,
    });
  });

  it("counts an e-mail as verified only on email_verified: true, and requires a subject", () => {
    const verified = (extra: Record<string, unknown>) =>
      claimsFromPayload({ sub: "x", email: "a@example.test", ...extra }, names).emailVerified;
    expect(verified({ email_verified: true })).toBe(true);
    expect(verified({ email_verified: false })).toBe(false);
    expect(verified({})).toBe(false);
    expect(verified({ email_verified: "true" })).toBe(false);
    expect(() => claimsFromPayload({ email: "a@example.test" }, names)).toThrow(
      "The access token is not valid.",
    );
  });
});
