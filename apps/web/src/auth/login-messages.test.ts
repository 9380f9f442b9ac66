import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { isPasswordExpired, isProviderPasswordExpired, signInFailureText } from "./login-messages.ts";

describe("sign-in failure text", () => {
  it("is 'Oops... ' followed by the message", () => {
    const err = new ApiError(401, {
      error: "invalid_credentials",
      message: "The email or password is incorrect.",
    });
    expect(signInFailureText(err)).toBe("Oops... The email or password is incorrect.");
  });

  it("recognises 'Password Expired'", () => {
    const err = new ApiError(401, { error: "password_expired", message: "Password Expired" });
    expect(isPasswordExpired(err)).toBe(true);
    expect(signInFailureText(err)).toBe("Oops... Password Expired");
    expect(isPasswordExpired(new ApiError(401, { error: "invalid_credentials", message: "x" }))).toBe(false);
  });
});

// admin (issue 16)
describe("the external provider's expired password", () => {
  it("is recognised from the provider's error description or code", () => {
    expect(isProviderPasswordExpired(new Error("Password expired"))).toBe(true);
    expect(isProviderPasswordExpired(Object.assign(new Error("x"), { error: "password_expired" }))).toBe(
      true,
    );
    expect(isProviderPasswordExpired(new Error("access_denied"))).toBe(false);
    expect(isProviderPasswordExpired("Password expired")).toBe(false);
  });
});
