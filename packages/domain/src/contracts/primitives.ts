import { z } from "zod";
import { controlCharactersMessage, hasControlCharacters } from "./control-chars.ts";

/**
 * Field primitives every request schema is built from (issue 11 #7): each is bounded by the type of the column
 * it ends in, accepts only the plain notation of its kind (no 0x10, 1e3, " 12abc") and answers with a message
 * that names the real problem.
 */

/** PostgreSQL `integer`. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/** PostgreSQL `numeric(12,2)` (every money column). */
export const MONEY_MAX = 9_999_999_999.99;
/** Dates outside this range are typing mistakes (0000-01-01, 20245-01-01), not dates of a work order. */
export const DATE_MIN = new Date("1900-01-01T00:00:00.000Z");
export const DATE_MAX = new Date("2199-12-31T23:59:59.999Z");

type Issue = { input?: unknown };
const missing = (input: unknown) => input === undefined || input === null || input === "";
const requiredOr = (label: string, otherwise: string) => (issue: Issue) =>
  missing(issue.input) ? `${label} is required.` : otherwise;

/** Plain decimal digits (query strings, path parameters, form fields). */
const DIGITS = /^\d{1,15}$/;
/** A plain decimal number: optional minus, digits, optional fraction (no exponent, no hex, no spaces inside). */
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

const digitString = z
  .string()
  .trim()
  .regex(DIGITS)
  .transform((s) => Number(s));
const decimalString = z
  .string()
  .trim()
  .regex(DECIMAL)
  .transform((s) => Number(s));

/** A whole number from JSON or from a string of plain digits, within [min, max]. */
export const int = (label: string, min: number, max: number) =>
  z
    .union([z.number(), digitString], { error: requiredOr(label, `${label} must be a whole number.`) })
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number.`)
        .min(min, `${label} must be between ${min} and ${max}.`)
        .max(max, `${label} must be between ${min} and ${max}.`),
    );

/** A row id: 1 … 2147483647 (PostgreSQL `integer`). */
export const id = (label: string, requiredMessage = `${label} is required.`) =>
  z
    .union([z.number(), digitString], {
      error: (issue: Issue) => (missing(issue.input) ? requiredMessage : `${label} must be a whole number.`),
    })
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number.`)
        .min(1, `${label} must be a positive id.`)
        .max(INT4_MAX, `${label} must be at most ${INT4_MAX}.`),
    );

/** An id that may be left out (null/undefined/"" → undefined). */
export const optionalId = (label: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), id(label).optional());

/** An id that may be null (a foreign key that can be cleared). */
export const nullableId = (label: string) => z.preprocess((v) => (v === "" ? null : v), id(label).nullish());

/** A list of ids from JSON, or from "1,2,3" in a query string. */
export const idList = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : (v ?? [])),
    z.array(id(label)).max(max, `${label}: at most ${max}.`),
  );

/** The row version a versioned edit carries (stale → 409). */
export const version = z
  .union([z.number(), digitString], { error: requiredOr("version", "version must be a whole number.") })
  .pipe(
    z
      .number()
      .int("version must be a whole number.")
      .min(1, `version must be between 1 and ${INT4_MAX}.`)
      .max(INT4_MAX, `version must be between 1 and ${INT4_MAX}.`),
  );

/** A decimal of at most `places` decimals within [min, max] (a `numeric(p,s)` column). */
export const decimal = (label: string, min: number, max: number, places: number) =>
  z.union([z.number(), decimalString], { error: requiredOr(label, `${label} must be a number.`) }).pipe(
    z
      .number()
      .min(min, `${label} must be between ${min} and ${max}.`)
      .max(max, `${label} must be between ${min} and ${max}.`)
      .multipleOf(10 ** -places, `${label} has at most ${places} decimals.`),
  );

/** Money: `numeric(12,2)`, 0 … 9,999,999,999.99. */
export const money = (label: string) =>
  z
    .union([z.number(), decimalString], { error: requiredOr(label, `${label} must be a number.`) })
    .pipe(
      z
        .number()
        .min(0, `${label} must not be negative.`)
        .max(MONEY_MAX, `${label} is too large.`)
        .multipleOf(0.01, `${label} has at most 2 decimals.`),
    );

const parseDate = (label: string) => (v: string | Date, ctx: z.RefinementCtx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: `${label} must be a date.` });
    return z.NEVER;
  }
  if (d < DATE_MIN || d > DATE_MAX) {
    ctx.addIssue({ code: "custom", message: `${label} must be between 01/01/1900 and 12/31/2199.` });
    return z.NEVER;
  }
  return d;
};

const dateText = z.union([z.string().trim().min(1).max(40), z.date()]);

/** A required date or date-time (ISO 8601) in 1900 … 2199. */
export const date = (label: string) =>
  z
    .union([z.string().trim().min(1).max(40), z.date()], {
      error: requiredOr(label, `${label} must be a date.`),
    })
    .transform(parseDate(label));

/** An optional date: "" and null clear it (→ null), a missing field stays undefined. */
export const optionalDate = (label: string) =>
  z
    .union([dateText, z.literal(""), z.null()], { error: `${label} must be a date.` })
    .transform((v, ctx) => (v === "" || v === null ? null : parseDate(label)(v, ctx)))
    .optional();

const noControl = (s: string) => !hasControlCharacters(s);

/** Text of a `varchar(max)`/bounded text column, trimmed. */
export const text = (label: string, max: number) =>
  z
    .string({ error: requiredOr(label, `${label} must be text.`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(noControl, controlCharactersMessage(label));

/** Required text: not blank after trimming. */
export const requiredText = (label: string, max: number, message = `${label} is required.`) =>
  z
    .string({ error: (issue: Issue) => (missing(issue.input) ? message : `${label} must be text.`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .min(1, message)
    .refine(noControl, controlCharactersMessage(label));

/** Optional text; blank → null. */
export const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((s) => (s ? s : null));

/** A stored web address is a link someone clicks: http(s) only, never `javascript:` or `data:` (issue 29). */
// Scheme http(s), a host, then an optional path/query/fragment; no whitespace anywhere.
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\@]+(?:[/?#]\S*)?$/i;
export const isWebAddress = (s: string): boolean => WEB_ADDRESS.test(s);

/** An optional web address (blank → null): http:// or https:// only. */
export const optionalWebAddress = (label: string, max: number) =>
  optionalText(label, max).refine(
    (s) => s === null || isWebAddress(s),
    `${label} must be a web address starting with http:// or https://.`,
  );

/** The href of a stored web address, or null when it is not http(s) (rows stored before the check). */
export const webHref = (s: string | null | undefined): string | null => (s && isWebAddress(s) ? s : null);

/** "true" / "false" in a query string or path. */
export const boolString = (label: string) =>
  z.enum(["true", "false"], { error: `${label} must be true or false.` }).transform((v) => v === "true");

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The caller's IANA time zone (query string), UTC when left out. */
/**
 * Issue 31: the device's time of a technician's action that may have waited in the phone's offline queue
 * (check-in, check-out, note, photo), ISO 8601 with an offset; its bound is the domain's occurredAtRefusal,
 * checked by the server's deviceTimeOf.
 */
export const occurredAt = z.iso
  .datetime({ offset: true, error: "Occurred at must be an ISO 8601 date and time." })
  .optional();

export const timeZone = z.string().max(64).refine(isTimeZone, "tz must be an IANA time zone").default("UTC");

/** The id of a row just created or changed. */
export const IdResult = z.object({ id: z.number() });
export type IdResult = z.infer<typeof IdResult>;
