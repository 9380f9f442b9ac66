import { randomUUID } from "node:crypto";
import type { Db, DbOrTx } from "../../db/client.ts";
import { runAsActor } from "../audit/audit-context.ts";
import { AppError } from "../errors.ts";
import { type JobDefinition, JobFailed, JobLeaseLost } from "./job-definition.ts";
import {
  claimNextJob,
  type EnqueueOptions,
  failJob,
  finishJob,
  insertJob,
  type JobRow,
  recordProgress,
} from "./job-store.ts";

const DEFAULT_LEASE_SECONDS = 60;

interface DailyJob {
  kind: string;
  enqueue(day: string): Promise<unknown>;
}

/**
 * The one runner of background work. Features register their job kinds at start-up (`register`) and add
 * jobs with `enqueue` inside their own transaction; every server instance runs a loop (`start`) that claims
 * due jobs with FOR UPDATE SKIP LOCKED, so a job runs once however many instances there are, survives a
 * restart (a claim that is never finished is taken over after its lease), and failed attempts are retried
 * with back-off. Tests call `drain()` to run everything due, deterministically.
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<unknown, unknown>>();
  private readonly worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  /** stop() was called: the job in hand finishes, no further one is claimed (graceful shutdown). */
  private stopping = false;
  private readonly dailyJobs: DailyJob[] = [];
  private scheduledDay: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: {
      pollMs?: number;
      log?: (msg: string) => void;
      /** The app's injectable clock: a job due by it (runAfter) runs although the database's now() is earlier. */
      clock?: () => Date | undefined;
    } = {},
  ) {}

  register<P, R>(definition: JobDefinition<P, R>) {
    // Features register when their routes are built; an app built again on the same context (tests build a
    // second app beside the first) registers again, and the latest build's handler is the one that runs.
    // Kinds are constants named after their feature ("jobsite-import", "qbo-push"), so two features cannot
    // share one by accident.
    this.definitions.set(definition.kind, definition);
  }

  /**
   * A job that runs once a day: registers the kind, and the loop enqueues `payloadFor(day)` once per UTC day
   * (idempotency key `kind:day`, so several server instances add it once between them).
   */
  daily<P, R>(definition: JobDefinition<P, R>, payloadFor: (day: string) => P) {
    this.register(definition);
    const entry: DailyJob = {
      kind: definition.kind,
      enqueue: (day) =>
        insertJob(this.db, definition.kind, definition.payload.parse(payloadFor(day)), {
          idempotencyKey: `${definition.kind}:${day}`,
        }),
    };
    const at = this.dailyJobs.findIndex((d) => d.kind === definition.kind);
    if (at >= 0) this.dailyJobs[at] = entry;
    else this.dailyJobs.push(entry);
    this.scheduledDay = null;
  }

  /** Adds today's run of each daily job that is not there yet (the loop calls it when the day changes). */
  async enqueueDaily(now: Date = new Date()): Promise<number> {
    const day = now.toISOString().slice(0, 10);
    let added = 0;
    for (const d of this.dailyJobs) {
      try {
        await d.enqueue(day);
        added++;
      } catch (err) {
        // Another instance added the same day's run between the check and the insert: that one runs.
        if (!(err instanceof AppError && err.code === "conflict")) throw err;
      }
    }
    this.scheduledDay = day;
    return added;
  }

  /** Adds a job in the caller's transaction; the payload is checked against the kind's schema first. */
  async enqueue<P, R>(tx: DbOrTx, definition: JobDefinition<P, R>, payload: P, opts: EnqueueOptions = {}) {
    if (this.definitions.get(definition.kind) !== definition) {
      throw new Error(`job kind ${definition.kind} is not registered with the runner`);
    }
    return insertJob(tx, definition.kind, definition.payload.parse(payload), opts);
  }

  /** Asks the loop to look for work now (after the enqueueing transaction committed) instead of at its next tick. */
  poke() {
    if (this.stopped || !this.timer) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.tick, 0);
  }

  /**
   * Runs due jobs until none is due; answers how many ran. One loop takes every kind in turn; a kind with
   * `concurrency` N gets N − 1 more loops of its own, so its jobs never wait behind each other or a long import.
   */
  drain(): Promise<number> {
    this.running ??= Promise.all([
      this.runDue([...this.definitions.keys()]),
      ...[...this.definitions.values()].flatMap((d) =>
        Array.from({ length: Math.max(0, (d.concurrency ?? 1) - 1) }, () => this.runDue([d.kind])),
      ),
    ])
      .then((counts) => counts.reduce((a, b) => a + b, 0))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.timer = setTimeout(this.tick, 100);
  }

  /** Stops the loop and waits for the job in hand (its lease would otherwise hand it to another instance later). */
  async stop() {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private readonly tick = () => {
    this.timer = null;
    if (this.stopped) return;
    const day = new Date().toISOString().slice(0, 10);
    (this.dailyJobs.length && this.scheduledDay !== day ? this.enqueueDaily() : Promise.resolve(0))
      .then(() => this.drain())
      .catch((err: unknown) => this.opts.log?.(`job runner: ${message(err)}`))
      .finally(() => {
        if (!this.stopped && !this.timer) this.timer = setTimeout(this.tick, this.opts.pollMs ?? 1000);
      });
  };

  private lease(kind: string) {
    return this.definitions.get(kind)?.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  }

  private async runDue(kinds: string[]) {
    let ran = 0;
    for (;;) {
      if (this.stopping) return ran;
      const job = await claimNextJob(this.db, this.worker, kinds, (k) => this.lease(k), this.opts.clock?.());
      if (!job) return ran;
      await this.runOne(job);
      ran++;
    }
  }

  private async runOne(job: JobRow) {
    const definition = this.definitions.get(job.kind);
    if (!definition) return;
    const lease = this.lease(job.kind);
    try {
      const payload = definition.payload.parse(job.payload);
      const run = () =>
        definition.run({
          id: job.id,
          payload,
          attempt: job.attempts,
          createdBy: job.createdby,
          db: this.db,
          now: () => this.opts.clock?.() ?? new Date(),
          progress: async (done, total, msg) => {
            const held = await recordProgress(this.db, job.id, this.worker, lease, {
              done,
              total,
              message: msg ?? null,
            });
            if (!held) throw new JobLeaseLost(`job ${job.id} was taken over by another worker`);
          },
        });
      // The audit trail names the job's creator and the job as the route of what it writes.
      const result = await runAsActor({ actorid: job.createdby, route: `job:${job.kind}` }, run);
      await finishJob(this.db, job.id, this.worker, result);
    } catch (err) {
      if (err instanceof JobLeaseLost) return;
      this.opts.log?.(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${message(err)}`);
      await failJob(this.db, job, this.worker, message(err), {
        permanent: err instanceof JobFailed,
        result: err instanceof JobFailed ? err.result : null,
      });
    }
  }
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
