import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "./password-policy.ts";

describe("the password policy (issue 29)", () => {
  it("refuses anything shorter than 12 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblem("Xk9#mQ2$vL7")).toBe("Password must be at least 12 characters.");
    expect(passwordProblem("Demo123!")).toBe("Password must be at least 12 characters.");
  });

  it.each([
    "aaaaaaaaaaaa",
    "aaaaaaaaaaaaaaaaaaaa",
    "abcabcabcabc",
    "121212121212",
    "123456789012",
    "abcdefghijkl",
    "qwertyuiopas",
    "Password1234",
    "Password123!",
    "P@ssw0rd2024!",
    "passwordpassword",
    "iloveyou2024",
    "Qwertyuiop123",
    "1qaz2wsx1234",
    "fmdispatch2026",
    "Welcome12345",
  ])("refuses %s as too common or too easy to guess", (password) => {
    expect(passwordProblem(password, "New Password")).toBe(
      "New Password is too common or too easy to guess. Choose a longer phrase of unrelated words.",
    );
  });

  it.each([
    "a-long-password-1",
    "quinn-secret-2026",
    "Str0ng-pass!",
    "correct horse battery",
    "Xk9#mQ2$vL7p",
  ])("accepts %s", (password) => expect(passwordProblem(password)).toBeNull());

  it("caps the length so hashing cannot burn CPU", () => {
    expect(passwordProblem(`${"xY7-".repeat(300)}`)).toBe("Password must be at most 1024 characters.");
  });
});
