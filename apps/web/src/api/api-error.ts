import { type ApiErrorBody, type ErrorCode, isErrorCode } from "@fm/domain";

/** A failed API call: the HTTP status plus the server's `{ error, message, fields }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.code = body.error;
    this.fields = body.fields ?? {};
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const statusCode = (status: number): ErrorCode => {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  return status >= 500 ? "server_error" : "request_failed";
};

/** Reads a failure body; anything that is not `{ error, message }` becomes a generic error for the status. */
export const toApiErrorBody = (status: number, payload: unknown, statusText = ""): ApiErrorBody => {
  if (isRecord(payload)) {
    const message = typeof payload.message === "string" && payload.message !== "" ? payload.message : null;
    const error = isErrorCode(payload.error) ? payload.error : null;
    const fields = isRecord(payload.fields)
      ? Object.fromEntries(
          Object.entries(payload.fields).filter((e): e is [string, string] => typeof e[1] === "string"),
        )
      : undefined;
    if (message !== null || error !== null) {
      return {
        error: error ?? statusCode(status),
        message:
          message ??
          (typeof payload.error === "string" ? payload.error : null) ??
          `Request failed (${status})`,
        ...(fields ? { fields } : {}),
      };
    }
  }
  const text = typeof payload === "string" && payload.trim() !== "" ? payload.trim().slice(0, 300) : "";
  return {
    error: statusCode(status),
    message: text || `Request failed (${status}${statusText ? ` ${statusText}` : ""})`,
  };
};

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
