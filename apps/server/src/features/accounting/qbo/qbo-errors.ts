/**
 * What went wrong with a QuickBooks call, read from what node-quickbooks hands back (an axios error with the
 * response, or a 200 body carrying a Fault): the retry policy and the transmission log's error text depend on it.
 */
export type QboFailureKind = "auth" | "throttle" | "network" | "fault" | "server";

export class QboError extends Error {
  constructor(
    readonly kind: QboFailureKind,
    message: string,
    readonly status: number | null,
    /** 429: how long QuickBooks asked us to wait (Retry-After), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "QboError";
  }
}

interface FaultError {
  Message?: string;
  message?: string;
  Detail?: string;
  detail?: string;
  code?: string;
  element?: string;
}

const asRecord = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : null;

/** "Invalid Reference Id: VendorRef (code 2500)" from `{ Fault: { Error: [...] } }` or `{ fault: { error: [...] } }`. */
export const faultText = (body: unknown): string | null => {
  const b = asRecord(body);
  const fault = asRecord(b?.Fault ?? b?.fault);
  const errors = (fault?.Error ?? fault?.error) as FaultError[] | undefined;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors
    .map((e) => {
      const message = e.Message ?? e.message ?? "QuickBooks error";
      const detail = e.Detail ?? e.detail;
      const text = detail && detail !== message ? `${message}: ${detail}` : message;
      return e.code ? `${text} (code ${e.code})` : text;
    })
    .join("; ");
};

const NETWORK_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "ECONNABORTED",
  "ERR_NETWORK",
]);

const retryAfter = (headers: unknown): number | null => {
  const h = asRecord(headers);
  const raw = h?.["retry-after"];
  if (raw === undefined || raw === null) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(String(raw));
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
};

/** Classifies whatever node-quickbooks passed to its callback as the error. */
export const toQboError = (err: unknown): QboError => {
  if (err instanceof QboError) return err;
  const e = asRecord(err);
  const response = asRecord(e?.response);
  if (response) {
    const status = Number(response.status);
    const text = faultText(response.data) ?? `QuickBooks answered HTTP ${status}`;
    if (status === 401) return new QboError("auth", text, status);
    if (status === 429) return new QboError("throttle", text, status, retryAfter(response.headers));
    if (status >= 500) return new QboError("server", text, status);
    return new QboError("fault", text, status);
  }
  const bodyFault = faultText(err);
  if (bodyFault) return new QboError("fault", bodyFault, 200);
  const code = typeof e?.code === "string" ? e.code : "";
  const message = typeof e?.message === "string" ? e.message : String(err);
  if (NETWORK_CODES.has(code) || /socket hang up|network|ECONNRESET/i.test(message)) {
    return new QboError("network", `Connection to QuickBooks failed: ${message}`, null);
  }
  return new QboError("server", message, null);
};
