import { z } from "zod";

/**
 * Control characters in request text (issue 29): PostgreSQL text cannot hold NUL (a 500 before this), and the
 * others (C0 but tab, line feed and carriage return; DEL) have no place in anything a person types. Every
 * text primitive and html() refuses them with a 400 naming the field; nothing is stripped silently.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what this finds
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (s: string): boolean => CONTROL_CHARACTERS.test(s);

export const controlCharactersMessage = (label: string) =>
  `${label} must not contain control characters (such as NUL).`;

/** A string field refusing control characters, for the few fields not built from text() (keys, names). */
export const plainString = (label: string) =>
  z.string().refine((s) => !hasControlCharacters(s), controlCharactersMessage(label));

/** A list's search box: control characters are dropped (the typed text stays usable), never refused. */
export const searchBox = (max: number, label = "search") =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((v) => v.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), ""));
