import { isApiError } from "../api/api-error.ts";

/** Spec 3 §2.3 / §8: a sign-in failure shows 'Oops... ' followed by the message. */
export const signInFailureText = (error: unknown): string => {
  const message = error instanceof Error && error.message ? error.message : "Sign-in failed.";
  return `Oops... ${message}`;
};

/** The identity provider's 'Password Expired' error (spec 1 §8, 3 §2.3). */
export const isPasswordExpired = (error: unknown): boolean =>
  isApiError(error) && (error.code === "password_expired" || error.message === "Password Expired");

/**
 * admin (issue 16): the external provider's return with an expired password (its error or description says so,
 * e.g. Auth0's "Password expired" or a "password_expired" code).
 */
export const isProviderPasswordExpired = (error: unknown): boolean =>
  error instanceof Error &&
  /password[\s_-]*expired/i.test(`${error.message} ${(error as { error?: unknown }).error ?? ""}`);
