import type { z } from "zod";
import { badRequest } from "../errors.ts";

/**
 * An upload's form fields read through `schema`: its data, or a 400 that names every invalid field (the first
 * problem of each; one without a field under `body`) and says them all in its message.
 */
export const uploadFieldsOf = <T>(schema: z.ZodType<T>, fields: Record<string, string>): T => {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? "body")] ??= issue.message;
  throw badRequest(Object.values(problems).join(" "), problems);
};

const NO_FILE = "Choose at least one file to upload.";

/** An upload that carries no file is refused (400 on `files`) before anything is stored. */
export const requireSomeFiles = (upload: { files: readonly unknown[] }) => {
  if (upload.files.length === 0) throw badRequest(NO_FILE, { files: NO_FILE });
};
