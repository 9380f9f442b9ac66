import { isApiError } from "../api/api-error.ts";

/** Spec 3 §2.3 / §8: a sign-in failure shows 'Oops... ' followed by the message. */
export const signInFailureText = (error: unknown): string => {
  const message = error instanceof Error && error.message ? error.message : "Sign-in failed.";
  return `Oops... ${message}`;
};

/** The identity provider's 'Password Expired' error (spec 1 §8, 3 §2.3). */
export const isPasswordExpired = (error: unknown): boolean =>
  isApiError(error) && (error.code === "password_expired" || error.message === "Password Expired");
