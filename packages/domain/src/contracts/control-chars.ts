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
