import type { ApiErrorCode } from "@fm/domain";

type Fields = Record<string, string>;

/**
 * The one failure shape of the API (STYLE.md): a code from the typed union `ApiErrorCode` (packages/domain),
 * an HTTP status, a message for the user, and per-field messages. Build it with the constructors below.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    readonly userMessage: string,
    readonly fields?: Fields,
  ) {
    super(userMessage);
    this.name = "AppError";
  }
}

/** 400: a field failed its schema (the error handler builds these from zod; services rarely need it). */
export const validation = (message: string, fields?: Fields) =>
  new AppError("validation", 400, message, fields);
/** 400: the request breaks a rule of its own (a file name, an unknown filter column…). */
export const badRequest = (message: string, fields?: Fields) =>
  new AppError("bad_request", 400, message, fields);
/** 400: the work order is Invoiced or Cancelled, so it is read-only until Re-Open. */
export const locked = (
  message = "Invoiced and Cancelled work orders are read-only. Re-Open it first.",
  fields: Fields = { workorderid: "work order is read-only" },
) => new AppError("locked", 400, message, fields);
/** 400: the row is in the wrong state for the action (approved, rejected, not complete…). */
export const invalidState = (message: string, fields?: Fields) =>
  new AppError("invalid_state", 400, message, fields);
/** 400 (or 409 when `status` says so): the thing already exists. */
export const duplicate = (message: string, fields?: Fields, status = 400) =>
  new AppError("duplicate", status, message, fields);
/** 400: a vendor that may not be dispatched (see `dispatchRefusal` in packages/domain). */
export const vendorNotDispatchable = (
  code: "vendor_tier_6" | "vendor_redlined" | "vendor_excluded" | "vendor_inactive" | "vendor_noncompliant",
  message: string,
  fields?: Fields,
) => new AppError(code, 400, message, fields);
export const unauthorized = (message = "Sign in to continue.") => new AppError("unauthorized", 401, message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError("forbidden", 403, message);
export const notFound = (what: string) => new AppError("not_found", 404, `${what} was not found.`);
/** 409: the version sent is not the stored one (someone else saved in between). */
export const conflict = (message: string) => new AppError("conflict", 409, message);
/** 409 for a row whose version the caller sent is stale. */
export const assertVersion = (stored: number, sent: number, what: string) => {
  if (stored !== sent)
    throw conflict(
      `This ${what} was changed by someone else since you opened it. Reload to see the changes.`,
    );
};
/** 409 (issue 32): the vendor already accepted or declined this dispatch; nothing changed. */
export const alreadyDecided = (message: string) => new AppError("already_decided", 409, message);
/** Issue 32: a vendor-response link that is past its expiry (410) or already used (409). */
export const linkExpired = (message: string) =>
  new AppError("link_expired", 410, message, { token: message });
export const linkUsed = (message: string) => new AppError("link_used", 409, message, { token: message });
export const payloadTooLarge = (message = "The request is too large.") =>
  new AppError("payload_too_large", 413, message);
export const unsupportedMediaType = (message = "This content type is not accepted.") =>
  new AppError("unsupported_media_type", 415, message);
/** 409: an integration this call needs has no credentials on this server (work-order import, issue 18). */
/** 422: a user's file is past a limit of its parser (the message names the limit); nothing was written. */
export const fileLimit = (message: string, field = "file") =>
  new AppError("file_limit", 422, message, { [field]: message });
/** 422: a user's file carries active content (PDF JavaScript, launch actions, embedded files, a polyglot). */
export const unsafeFile = (message: string, field = "file") =>
  new AppError("unsafe_file", 422, message, { [field]: message });
export const integrationNotConfigured = (message: string) =>
  new AppError("integration_not_configured", 409, message);
/** 503: a third party (ServiceChannel…) failed or could not be reached; the message says what it answered. */
export const upstreamUnavailable = (message: string, fields?: Fields) =>
  new AppError("service_unavailable", 503, message, fields);
export const rateLimited = (message = "Too many requests. Try again shortly.") =>
  new AppError("rate_limited", 429, message);
/**
 * 500 for a state the data model rules out (a row that must exist does not). Never shown in detail: the
 * error handler logs it and answers `internal`.
 */
/** 502: an external system (QuickBooks) refused the call or could not be reached; its message is shown. */
export const upstreamFailed = (message: string) => new AppError("upstream_failed", 502, message);
export const impossible = (what: string) => new Error(`impossible state: ${what}`);

/** The value, which the query guarantees (a filtered column, count(*)'s one row); `impossible` otherwise. */
export const mustExist = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw impossible(`${what} is missing`);
  return value;
};
