import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { ImportAction } from "@fm/domain";
import type { ImportResult } from "@fm/domain/contracts";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import type { AppContext } from "../context.ts";
import { AppError, badRequest } from "../errors.ts";
import { CSV_LIMITS, CSV_PARSER, runFenced } from "../file-parsing/index.ts";
import { assertAllowed } from "../policy/assert-allowed.ts";
import { discardStaged, FILE_KINDS, printable, type ReceivedUpload } from "../uploads/index.ts";
import { defineJob, JobFailed, type RunningJob } from "./job-definition.ts";

/** The stored file of a queued import (its blob key and the name the user gave it). */
const FileRef = z.object({ path: z.string(), filename: z.string().optional() });
type FileRef = z.infer<typeof FileRef>;

/** The import's file as its handler reads it: a stream, or its rows read in a fenced parser thread. */
export interface ImportFile {
  name: string;
  open(): Promise<NodeJS.ReadableStream>;
  /** a .csv file's non-blank rows (CSV_LIMITS; past one the job fails with the limit named) */
  csvRows(): Promise<string[][]>;
}

export interface FileImportSpec<K extends Record<string, number>> {
  kind: string;
  /** the import's policy (packages/domain/src/policies/import-policies.ts), run before the file is looked at */
  policy: ImportAction;
  extension: "csv" | "xlsx";
  /** the subject's ids, part of the job's payload (e.g. z.object({ customerid: z.number() })) */
  key: z.ZodType<K>;
  /** the blob folder: imports/<folder>/<subject id>/<uuid>.<extension> */
  folder: string;
  subjectId(key: K): number;
  /** one queued-or-running import per subject; a second answers 409 with busyMessage */
  exclusiveKey(key: K): string;
  busyMessage: string;
  /** refuses a subject that does not exist, before the file is stored */
  requireSubject(db: Db, key: K): Promise<unknown>;
  maxAttempts?: number;
  leaseSeconds?: number;
  run(job: RunningJob<K & FileRef>, file: ImportFile): Promise<ImportResult>;
}

/** Every file import's kind: a person has at most one of them queued or running at a time (issue 29). */
const FILE_IMPORT_KINDS = new Set<string>();
export const ONE_IMPORT_AT_A_TIME =
  "You already have an import queued or running. Wait for it to finish before starting another.";

const NOTHING_IMPORTED: ImportResult = { imported: 0, rows: 0, errors: [], moreErrors: 0 };

/**
 * One file import on the job runner (issue 28): the route's `start` checks the one file (count, extension),
 * the subject, stores the file as a blob and enqueues the job (exclusive per subject, and one file import
 * queued or running per user whatever its kind); the job's `run` gets
 * the file, and the blob is removed when the import ends (imported, or failed on bad input — a retried
 * failure keeps it for the next attempt). A parser's refusal (a file past a limit: 422 `file_limit`) ends the
 * job as failed with its message, never retried.
 */
export const defineFileImport = <K extends Record<string, number>>(
  ctx: AppContext,
  spec: FileImportSpec<K>,
) => {
  FILE_IMPORT_KINDS.add(spec.kind);
  const payload = z.intersection(spec.key, FileRef) as unknown as z.ZodType<K & FileRef>;
  const job = defineJob({
    kind: spec.kind,
    payload,
    maxAttempts: spec.maxAttempts ?? 3,
    ...(spec.leaseSeconds ? { leaseSeconds: spec.leaseSeconds } : {}),
    run: async (running): Promise<ImportResult> => {
      const { path, filename } = running.payload;
      const name = printable(filename ?? `the .${spec.extension} file`);
      const done = () => ctx.blobs.delete(path).catch(() => undefined);
      const file: ImportFile = {
        name,
        open: () => ctx.blobs.get(path),
        csvRows: async () => {
          const chunks: Buffer[] = [];
          for await (const c of await ctx.blobs.get(path)) chunks.push(Buffer.from(c as Buffer));
          return runFenced(
            CSV_PARSER,
            { bytes: new Uint8Array(Buffer.concat(chunks)) },
            { shownName: name, limits: CSV_LIMITS },
          );
        },
      };
      try {
        const result = await spec.run(running, file);
        await done();
        return result;
      } catch (err) {
        const failure =
          err instanceof AppError && err.status < 500 ? new JobFailed(err.message, NOTHING_IMPORTED) : err;
        if (failure instanceof JobFailed) await done();
        throw failure;
      }
    },
  });

  const one = `Upload exactly one .${spec.extension} file.`;
  const only =
    spec.extension === "xlsx"
      ? "Only .xlsx spreadsheets can be imported."
      : "Only .csv files can be imported.";

  /**
   * The import's permission and subject: the route passes it to its upload receiver, so both are checked before
   * any byte of the file is judged or parsed (issue 29); `start` checks them again.
   */
  const authorize = async (user: AuthUser, key: K) => {
    assertAllowed(user, spec.policy, {});
    await spec.requireSubject(ctx.database.db, key);
  };

  /** The import route's work: check, store, enqueue; answers the job's id. The staged upload is always removed. */
  const start = async (user: AuthUser, key: K, upload: ReceivedUpload) => {
    try {
      assertAllowed(user, spec.policy, {});
      const [file] = upload.files;
      if (!file || upload.files.length !== 1) throw badRequest(one, { file: one });
      if (!file.originalName.toLowerCase().endsWith(`.${spec.extension}`))
        throw badRequest(only, { file: only });
      await spec.requireSubject(ctx.database.db, key);
      const path = `imports/${spec.folder}/${spec.subjectId(key)}/${randomUUID()}.${spec.extension}`;
      await ctx.blobs.put(
        path,
        fs.createReadStream(file.tempPath),
        FILE_KINDS[spec.extension]?.contentType ?? file.contentType,
      );
      const queued = await ctx.database.db
        .transaction((tx) =>
          ctx.jobs.enqueue(tx, job, { ...key, path, filename: file.originalName } as K & FileRef, {
            createdBy: user.id,
            exclusiveKey: spec.exclusiveKey(key),
            busyMessage: spec.busyMessage,
            onePerUserOf: [...FILE_IMPORT_KINDS],
            userBusyMessage: ONE_IMPORT_AT_A_TIME,
          }),
        )
        .catch(async (err: unknown) => {
          await ctx.blobs.delete(path).catch(() => undefined);
          throw err;
        });
      ctx.jobs.poke();
      return { jobid: queued.id };
    } finally {
      await discardStaged(upload.files);
    }
  };

  ctx.jobs.register(job);
  return { job, start, authorize };
};
