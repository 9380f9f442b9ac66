/**
 * What a policy answers: `null` when the action is allowed, else a typed refusal carrying the API error
 * code, the message the user sees and the field it concerns. The server turns a refusal into its AppError
 * (platform/policy), the web never needs to: it reads the abilities the server sends.
 */
export interface Refusal {
  code: "forbidden" | "locked" | "invalid_state" | "validation" | "already_decided";
  message: string;
  field: string;
  /** What the field's entry in the error's `fields` says, when shorter than the message. */
  detail?: string;
}

export type Decision = Refusal | null;

export const FORBIDDEN_MESSAGE = "You do not have permission to do this.";

export const forbid = (message: string = FORBIDDEN_MESSAGE, field = "user"): Refusal => ({
  code: "forbidden",
  message,
  field,
});

export const wrongState = (message: string, field: string): Refusal => ({
  code: "invalid_state",
  message,
  field,
});

/** The first refusal of a list of checks (each a thunk, so later checks may assume earlier ones passed). */
export const firstRefusal = (...checks: (() => Decision)[]): Decision => {
  for (const check of checks) {
    const refusal = check();
    if (refusal) return refusal;
  }
  return null;
};
