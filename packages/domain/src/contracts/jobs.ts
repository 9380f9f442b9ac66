import { z } from "zod";
import { id, requiredText } from "./primitives.ts";

/** Background jobs (imports, the QuickBooks push, large exports): one runner, one status shape. */
export const JOB_STATES = ["queued", "running", "succeeded", "failed"] as const;
export const JobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobState>;

export const isJobFinished = (state: JobState) => state === "succeeded" || state === "failed";

/**
 * A job as its page sees it. `result` is what the job's handler answered (row counts, row-numbered errors…);
 * a feature whose page reads it declares its shape with `jobStatusOf(resultSchema)`.
 */
export const jobStatusOf = <R extends z.ZodType>(result: R) =>
  z.object({
    id: z.number(),
    kind: z.string(),
    state: JobState,
    progress: z.object({ done: z.number(), total: z.number(), message: z.string().nullable() }),
    result: result.nullable(),
    /** Why the last attempt failed (a retry may still follow while state is queued). */
    error: z.string().nullable(),
    attempts: z.number(),
    createdby: z.number().nullable(),
    createddate: z.iso.datetime(),
    startedat: z.iso.datetime().nullable(),
    finishedat: z.iso.datetime().nullable(),
  });

export const JobStatus = jobStatusOf(z.unknown());
export type JobStatus = z.infer<typeof JobStatus>;

export const JobIdParams = z.object({ id: id("Job") });
export type JobIdParams = z.infer<typeof JobIdParams>;

/** The latest job of a kind for one subject (e.g. the import of one customer), to pick it up after a reload. */
export const LatestJobQuery = z.object({
  kind: requiredText("Kind", 64),
  key: requiredText("Key", 200),
});
export type LatestJobQuery = z.infer<typeof LatestJobQuery>;

export const LatestJob = z.object({ job: JobStatus.nullable() });
export type LatestJob = z.infer<typeof LatestJob>;
