import type { JWTPayload } from "jose";

/** A string list from a claim value: a JSON array of strings, or a space/comma separated string (OAuth `scope`). */
export const stringList = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.filter((x): x is string => typeof x === "string")
    : typeof v === "string"
      ? v.split(/[\s,]+/).filter(Boolean)
      : [];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The value of a claim by its configured name. The exact name wins, so namespaced claims such as
 * "https://fm.example/roles" work as they are; otherwise a dotted path reaches into nested objects
 * (Keycloak's "realm_access.roles").
 */
export const readClaim = (payload: JWTPayload, name: string): unknown => {
  if (name in payload) return payload[name];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(name)) return undefined;
  let value: unknown = payload;
  for (const part of name.split(".")) {
    if (!isRecord(value)) return undefined;
    value = value[part];
  }
  return value;
};

export const readString = (payload: JWTPayload, name: string): string | null => {
  const v = readClaim(payload, name);
  return typeof v === "string" && v.length > 0 ? v : null;
};
