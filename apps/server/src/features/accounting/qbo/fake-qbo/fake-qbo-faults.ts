/**
 * QuickBooks Online's fault bodies, as Intuit documents them: most errors are
 * `{ Fault: { Error: [{ Message, Detail, code, element }], type }, time }` with HTTP 400; an expired or invalid
 * access token is a 401 whose body spells `fault`/`error` in lower case with type AUTHENTICATION; throttling is
 * HTTP 429 (errorCode 003001).
 */
export type FaultKind = "validation" | "expired" | "throttle" | "drop";
type BodyKind = Exclude<FaultKind, "drop"> | "notFound" | "stale" | "parse" | "invalidReference";

const CODES: Record<BodyKind, { code: string; type: string; message: string }> = {
  validation: {
    code: "6000",
    type: "ValidationFault",
    message: "A business validation error has occurred while processing your request",
  },
  invalidReference: { code: "2500", type: "ValidationFault", message: "Invalid Reference Id" },
  notFound: { code: "610", type: "ValidationFault", message: "Object Not Found" },
  stale: { code: "5010", type: "ValidationFault", message: "Stale Object Error" },
  parse: { code: "4000", type: "ValidationFault", message: "Error parsing query" },
  throttle: {
    code: "3001",
    type: "SERVICE",
    message: "message=ThrottleExceeded; errorCode=003001; statusCode=429",
  },
  expired: {
    code: "3200",
    type: "AUTHENTICATION",
    message: "message=AuthenticationFailed; errorCode=003200; statusCode=401",
  },
};

export const faultStatus = (kind: BodyKind): number =>
  kind === "throttle" ? 429 : kind === "expired" ? 401 : 400;

export const faultBody = (kind: BodyKind, detail: string, element = ""): unknown => {
  const c = CODES[kind];
  if (kind === "expired") {
    return {
      fault: { error: [{ message: c.message, detail, code: c.code }], type: c.type },
      time: new Date().toISOString(),
    };
  }
  return {
    Fault: { Error: [{ Message: c.message, Detail: detail, code: c.code, element }], type: c.type },
    time: new Date().toISOString(),
  };
};
