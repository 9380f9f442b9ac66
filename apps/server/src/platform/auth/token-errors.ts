import { AppError } from "../errors.ts";

/** 401 for an access token past its expiry: the client clears its session and signs in again (spec 1 §8). */
export const tokenExpired = () =>
  new AppError("token_expired", 401, "Your session has expired. Sign in again.");

/** 401 for any other token that fails verification (bad signature, issuer, audience, algorithm, shape). */
export const invalidToken = () => new AppError("invalid_token", 401, "The access token is not valid.");

/** 503 when the external identity provider cannot be reached to fetch its signing keys. */
export const identityProviderUnavailable = () =>
  new AppError("idp_unavailable", 503, "The sign-in service is unavailable. Try again shortly.");

/** 401 for a token whose server-side session was signed out, revoked or has ended: sign in again. */
export const sessionEnded = () =>
  new AppError("session_ended", 401, "Your session has ended. Sign in again.");

/**
 * 401 for a token issued before the user's roles, permissions or password changed: the browser renews it
 * with its refresh token (which carries the current roles) and repeats the call.
 */
export const tokenOutdated = () =>
  new AppError("token_outdated", 401, "Your access has changed. Renew the access token.");
