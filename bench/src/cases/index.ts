import { login } from "./auth.ts";
import { getStatuses } from "./lookups.ts";
import type { BenchCase } from "./types.ts";

/** Every benchmark case; later features add theirs here. */
export const CASES: readonly BenchCase[] = [getStatuses, login];
