import { describe, expect, it } from "vitest";
import { readClaim, readString, stringList } from "./claims.ts";
import { claimsFromPayload } from "./oidc.ts";

const names = { roles: "https://fm.example/roles", permissions: "permissions", email: "email" };

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
      roles: ["Admin"],
      permissions: ["read:workorders"],
      local: false,
    });
  });

  it("drops an e-mail the provider marks unverified and requires a subject", () => {
    expect(
      claimsFromPayload({ sub: "x", email: "a@example.test", email_verified: false }, names).email,
    ).toBeNull();
    expect(claimsFromPayload({ sub: "x", email: "a@example.test", email_verified: true }, names).email).toBe(
      "a@example.test",
    );
    expect(() => claimsFromPayload({ email: "a@example.test" }, names)).toThrow(
      "The access token is not valid.",
    );
  });
});
