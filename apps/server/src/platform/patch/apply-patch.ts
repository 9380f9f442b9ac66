import type { z } from "zod";
import { validation } from "../errors.ts";

/**
 * A save of only the fields the user changed, as the whole form: the stored record (in the form's shape) with
 * the patch's fields on top, checked against the full schema, so the update runs its usual rules and writes the
 * stored value back for every field the user did not touch (under the caller's row lock). A field the patch
 * leaves out is never taken from the request.
 */
export const applyPatch = <S extends z.ZodType>(
  schema: S,
  /** The stored record in the form's fields (checked with the patch: a stored value may break a newer rule). */
  stored: object,
  patch: object,
): z.output<S> => {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const parsed = schema.safeParse({ ...stored, ...sent });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
  throw validation(Object.values(fields)[0] ?? "Invalid request.", fields);
};
