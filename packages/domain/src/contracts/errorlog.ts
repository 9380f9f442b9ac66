import { z } from "zod";
import { CONTROL_CHARACTERS } from "./control-chars.ts";

/** A report of what went wrong is kept whatever it holds: control characters are dropped, not refused. */
const stripControl = (s: string) => s.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "");

/** POST /api/error/logerror: a failure the browser reports, with the page's name. */
export const LogErrorBody = z.object({
  errormessage: z.string().trim().min(1, "errormessage is required").max(4000).transform(stripControl),
  additionalinfo: z.string().max(20000).transform(stripControl).optional().nullable(),
  errorpage: z.string().max(500).transform(stripControl).optional().nullable(),
});
export type LogErrorBody = z.input<typeof LogErrorBody>;
