import type { z } from "zod";
import type { Db } from "../../db/client.ts";

/** A running job as its handler sees it. */
export interface RunningJob<P> {
  id: number;
  payload: P;
  /** 1 on the first attempt. */
  attempt: number;
  createdBy: number | null;
  db: Db;
  /** The app's time (its injectable clock, the system clock otherwise): what a time-dependent job reads. */
  now(): Date;
  /**
   * Records progress (shown as the page's progress bar) and renews this worker's claim on the job. Call it
   * at least every lease period during long work; it throws JobLeaseLost if another worker took the job over.
   */
  progress(done: number, total: number, message?: string): Promise<void>;
}

/**
 * One kind of background work. `run` answers the job's result (stored as JSON, read by the page). A thrown
 * JobFailed ends the job as failed at once (bad input: retrying cannot help); any other error is retried with
 * back-off until maxAttempts, so handlers must be idempotent (or skip what an earlier attempt finished).
 */
export interface JobDefinition<P, R> {
  kind: string;
  payload: z.ZodType<P>;
  maxAttempts?: number;
  /** How long a claim holds without a progress call before another worker may take the job over. */
  leaseSeconds?: number;
  /**
   * How many jobs of this kind one runner may run at once (default 1: one at a time with every other kind).
   * For short, independent jobs that mostly wait on the network (webhook deliveries).
   */
  concurrency?: number;
  run(job: RunningJob<P>): Promise<R>;
}

export const defineJob = <P, R>(definition: JobDefinition<P, R>) => definition;

/** A failure retrying cannot fix; `result` (e.g. row-numbered errors) is kept for the page. */
export class JobFailed extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

export class JobLeaseLost extends Error {}

/** 10 s, 20 s, 40 s … capped at 15 minutes. */
export const jobBackoffSeconds = (attempts: number) => Math.min(900, 10 * 2 ** Math.max(0, attempts - 1));
