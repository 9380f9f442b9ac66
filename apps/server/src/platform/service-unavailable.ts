/**
 * Whether an error means the database cannot be reached right now (issue 11 faults): refused or dropped
 * connections, connect and read timeouts, a server shutting down or refusing connections, a statement
 * cancelled by its timeout. Such requests answer 503 at once instead of hanging or a 500.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** SQLSTATEs: connection exceptions (08…), operator intervention (57…: shutdown, cannot connect now, statement timeout), too many connections. */
const SQLSTATES = /^(08...|57P0[1-4]|57014|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended unexpectedly/i;

const causes = function* (err: unknown) {
  let current = err;
  for (let depth = 0; depth < 6 && current; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
};

export const isDatabaseUnavailable = (err: unknown): boolean => {
  for (const e of causes(err)) {
    if (typeof e !== "object" || e === null) continue;
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    // Node reports a refused dual-stack connect as an AggregateError of one error per address.
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
};

export const SERVICE_UNAVAILABLE = {
  error: "service_unavailable",
  message: "The service is temporarily unavailable. Try again in a moment.",
} as const;
