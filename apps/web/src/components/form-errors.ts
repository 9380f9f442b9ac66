import { isApiError } from "../api/api-error.ts";
import { errorText } from "./ErrorFallback.tsx";

/** A failed submit as a form shows it: errors per form field and the server's own message. */
export interface FormFailure {
  fields: Record<string, string>;
  message: string;
}

/**
 * Maps a failure onto a form: each `ApiError.fields` entry (a request-body path such as `note` or
 * `items.0.quantity`) goes to the form field of that path, of its nearest parent path, or of its alias
 * (`{ scheduledate: "date" }`); entries no field shows stay in the message, which is the server's own.
 */
export const toFormFailure = (
  error: unknown,
  fieldNames: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FormFailure => {
  const fields: Record<string, string> = {};
  if (isApiError(error)) {
    const known = new Set(fieldNames);
    for (const [path, text] of Object.entries(error.fields)) {
      const parts = path.split(".");
      for (let n = parts.length; n > 0; n--) {
        const candidate = parts.slice(0, n).join(".");
        const name = known.has(candidate) ? candidate : aliases[candidate];
        if (name !== undefined && known.has(name)) {
          fields[name] ??= text;
          break;
        }
      }
    }
  }
  return { fields, message: errorText(error) };
};
