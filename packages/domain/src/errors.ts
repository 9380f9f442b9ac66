/**
 * Every `error` code the API answers, in one typed union: a client (or a test) tells refusals apart by the
 * code, never by the message. Grouped by HTTP status; apps/server/src/platform/errors.ts has one constructor
 * per code.
 */
export const API_ERROR_CODES = [
  // 400: the request is malformed or breaks a rule
  "validation", // a body/query/params field failed its schema (fields name every bad field)
  "bad_request", // a rule of the request itself (e.g. a file name, an unknown filter column)
  "locked", // the work order is Invoiced or Cancelled (read-only until Re-Open)
  "invalid_state", // the row is in the wrong state for the action (approved line, proposal not complete…)
  "duplicate", // the thing already exists (vendor already attached, proposal already invoiced…)
  "vendor_tier_6", // a tier 6 ("Do Not Use") vendor cannot be dispatched
  "vendor_redlined", // a Redlined vendor cannot be dispatched
  "vendor_excluded", // the customer excluded the vendor
  "vendor_inactive", // the vendor is inactive
  "vendor_noncompliant", // expired general liability, or expired workers' comp without WC Exempt (vendor-compliance.ts)
  "bad_blob_key",
  "external_idp",
  "invalid_invitation", // admin: a set-password link that is unknown, used, replaced or expired
  // 401
  "unauthorized",
  "invalid_credentials",
  "password_expired",
  "unknown_user",
  "account_disabled",
  "token_expired",
  "invalid_token",
  "invalid_refresh_token", // a refresh token that is unknown, used twice (the session is then revoked) or expired
  "session_ended", // signed out or revoked server-side
  "token_outdated", // roles, links or the password changed since the token was issued
  // 403
  "forbidden",
  // 404
  "not_found",
  // 405, 406
  "method_not_allowed",
  "not_acceptable",
  // 409
  "conflict", // stale version: someone else saved the row since it was read
  "storage_local",
  "integration_not_configured", // work-order import (issue 18): ServiceChannel has no credentials on this server
  "already_decided", // issue 32: the vendor already accepted or declined this dispatch
  "link_used", // issue 32: a vendor-response link that was already used (or its dispatch decided another way)
  "storage_sas_unavailable",
  // 410
  "link_expired", // issue 32: a vendor-response link past its expiry
  // 413, 415
  "payload_too_large",
  "unsupported_media_type",
  // 422: a user's file the server will not read or keep (docs/security.md "File limits")
  "file_limit", // past a limit of its parser: bytes, rows, columns, cells, pages, decompressed size, memory, time
  "unsafe_file", // active content: a PDF with JavaScript, launch actions, embedded files or data after its end
  "idempotency_mismatch", // an Idempotency-Key already used for a different method, path or body (docs/api-idempotency.md)
  // 429
  "rate_limited",
  // 5xx
  "internal",
  "idp_unavailable",
  "service_unavailable",
  "upstream_failed", // 502: an external system (QuickBooks) refused the call or could not be reached
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Codes the web client makes up itself when no API body arrived (network down, non-JSON answer). */
export const CLIENT_ERROR_CODES = [
  "network_error",
  "session_expired",
  "request_failed",
  "server_error",
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = ApiErrorCode | ClientErrorCode;

const ALL_CODES: ReadonlySet<string> = new Set<string>([...API_ERROR_CODES, ...CLIENT_ERROR_CODES]);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && ALL_CODES.has(value);

/** The body of every failed API call: `{ error, message, fields }` (ARCHITECTURE.md). */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
