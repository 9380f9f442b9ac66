import { z } from "zod";

/**
 * zod compiles fast parsers with `new Function` when the page allows eval; ours does not (Content-Security-
 * Policy without 'unsafe-eval'), and the probe alone is reported as a CSP violation. Turned off before any
 * schema is used.
 */
z.config({ jitless: true });
