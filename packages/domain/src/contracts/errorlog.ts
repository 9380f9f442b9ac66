import { z } from "zod";

/** POST /api/error/logerror: a failure the browser reports, with the page's name. */
export const LogErrorBody = z.object({
  errormessage: z.string().trim().min(1, "errormessage is required").max(4000),
  additionalinfo: z.string().max(20000).optional().nullable(),
  errorpage: z.string().max(500).optional().nullable(),
});
export type LogErrorBody = z.input<typeof LogErrorBody>;
