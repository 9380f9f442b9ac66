import type { JobStatus } from "@fm/domain/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { conflict, impossible } from "../errors.ts";
import { jobBackoffSeconds } from "./job-definition.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  createdBy?: number | null;
  /** Only one queued-or-running job per key; a second enqueue answers 409 with `busyMessage`. */
  exclusiveKey?: string;
  busyMessage?: string;
  /**
   * One queued-or-running job of these kinds per `createdBy` (issue 29: a person runs one import at a time); a
   * second answers 409 with `userBusyMessage`. Checked with `exclusiveKey`, in the same transaction.
   */
  onePerUserOf?: readonly string[];
  userBusyMessage?: string;
  /** Enqueueing the same key again answers the job already there. */
  idempotencyKey?: string;
  runAfter?: Date;
  maxAttempts?: number;
}

const UNIQUE_VIOLATION = "23505";
const constraintOf = (err: unknown): string | null => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e?.code === UNIQUE_VIOLATION ? e : e?.cause?.code === UNIQUE_VIOLATION ? e.cause : null;
  return source ? (source.constraint ?? "") : null;
};

/**
 * Adds a job in the caller's transaction (it runs only if the change that asked for it commits). On
 * PostgreSQL a unique violation aborts the transaction, so the exclusive check runs first under the index.
 */
export const insertJob = async (
  tx: DbOrTx,
  kind: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Promise<JobRow> => {
  if (opts.idempotencyKey) {
    const [existing] = await tx.select().from(jobs).where(eq(jobs.idempotencykey, opts.idempotencyKey));
    if (existing) return existing;
  }
  const busy = () => conflict(opts.busyMessage ?? "This work is already running. Wait for it to finish.");
  if (opts.exclusiveKey) {
    const [active] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.exclusivekey, opts.exclusiveKey), sql`${jobs.state} in ('queued', 'running')`));
    if (active) throw busy();
  }
  if (opts.onePerUserOf?.length && opts.createdBy != null) {
    // No unique index can say "one per user among these kinds": two requests racing past the check are
    // serialised by a transaction advisory lock per user (held until the enqueueing transaction ends).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:one-per-user:${opts.createdBy}`}))`);
    const [mine] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.createdby, opts.createdBy),
          inArray(jobs.kind, [...opts.onePerUserOf]),
          sql`${jobs.state} in ('queued', 'running')`,
        ),
      );
    if (mine) throw conflict(opts.userBusyMessage ?? "You already have one running. Wait for it to finish.");
  }
  try {
    const [row] = await tx
      .insert(jobs)
      .values({
        kind,
        payload,
        createdby: opts.createdBy ?? null,
        exclusivekey: opts.exclusiveKey ?? null,
        idempotencykey: opts.idempotencyKey ?? null,
        maxattempts: opts.maxAttempts ?? 3,
        ...(opts.runAfter ? { runafter: opts.runAfter } : {}),
      })
      .returning();
    if (!row) throw impossible("job insert returned no row");
    return row;
  } catch (err) {
    // Two requests racing past the check above: the partial unique index decides.
    if (constraintOf(err) !== null) throw busy();
    throw err;
  }
};

/** Claims the next due job of the given kinds for this worker, or a running one whose claim ran out. */
export const claimNextJob = async (
  db: Db,
  worker: string,
  kinds: string[],
  leaseSeconds: (kind: string) => number,
  /** The injectable clock's now (tests travel forward in time); the database's now() when later or absent. */
  clockNow?: Date,
): Promise<JobRow | null> => {
  if (!kinds.length) return null;
  const lease = sql.join(
    kinds.map((k) => sql`when ${k} then ${leaseSeconds(k)}::int`),
    sql` `,
  );
  // One statement (the claim is on every job's path: one round trip instead of a four-statement transaction);
  // the row lock of the sub-select holds until the update is done, and SKIP LOCKED keeps workers apart.
  const [claimed] = await db
    .update(jobs)
    .set({
      state: "running",
      lockedby: worker,
      lockeduntil: sql`now() + make_interval(secs => case ${jobs.kind} ${lease} end)`,
      attempts: sql`${jobs.attempts} + 1`,
      startedat: sql`coalesce(${jobs.startedat}, now())`,
    })
    .where(
      sql`${jobs.id} = (select j.id from ${jobs} j
            where j.kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
              and ((j.state = 'queued' and j.runafter <= greatest(now(), ${clockNow?.toISOString() ?? null}::timestamptz))
                   or (j.state = 'running' and j.lockeduntil < now()))
            order by j.runafter, j.id
            limit 1
            for update skip locked)`,
    )
    .returning();
  return claimed ?? null;
};

/** Progress and a renewed claim; false when this worker no longer holds the job. */
export const recordProgress = async (
  db: Db,
  id: number,
  worker: string,
  leaseSeconds: number,
  progress: { done: number; total: number; message: string | null },
): Promise<boolean> => {
  const rows = await db
    .update(jobs)
    .set({
      progressdone: progress.done,
      progresstotal: progress.total,
      progressmessage: progress.message,
      lockeduntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedby, worker), eq(jobs.state, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

export const finishJob = (db: Db, id: number, worker: string, result: unknown) =>
  db
    .update(jobs)
    .set({
      state: "succeeded",
      result: result ?? null,
      error: null,
      finishedat: sql`now()`,
      lockeduntil: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedby, worker)));

/** A failed attempt: queued again with back-off, or failed for good (permanent, or out of attempts). */
export const failJob = (
  db: Db,
  job: JobRow,
  worker: string,
  error: string,
  opts: { permanent: boolean; result?: unknown },
) => {
  const final = opts.permanent || job.attempts >= job.maxattempts;
  return db
    .update(jobs)
    .set(
      final
        ? {
            state: "failed",
            error,
            result: opts.result ?? null,
            finishedat: sql`now()`,
            lockeduntil: null,
          }
        : {
            state: "queued",
            error,
            runafter: sql`now() + make_interval(secs => ${jobBackoffSeconds(job.attempts)})`,
            lockedby: null,
            lockeduntil: null,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedby, worker)));
};

export const getJobRow = async (db: DbOrTx, id: number) =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0] ?? null;

export const latestJobRow = async (db: DbOrTx, kind: string, key: string) =>
  (
    await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.exclusivekey, key)))
      .orderBy(desc(jobs.id))
      .limit(1)
  )[0] ?? null;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentJob = (row: JobRow): JobStatus => ({
  id: row.id,
  kind: row.kind,
  state: row.state as JobStatus["state"],
  progress: { done: row.progressdone, total: row.progresstotal, message: row.progressmessage },
  result: row.result ?? null,
  error: row.error,
  attempts: row.attempts,
  createdby: row.createdby,
  createddate: row.createddate.toISOString(),
  startedat: iso(row.startedat),
  finishedat: iso(row.finishedat),
});
