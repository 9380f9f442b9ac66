import { Worker } from "node:worker_threads";

/** One row of a worksheet: its number (1 = the header) and its cells as text, from column A on. */
export interface SheetRow {
  row: number;
  values: string[];
}

type FromWorker<T> =
  | { type: "need" }
  | { type: "rows"; result: T; done?: boolean }
  | { type: "error"; message: string }
  | { type: "limit"; message: string };

/**
 * The reader thread's heap: exceljs' garbage (XML events, Row objects) and the shared-strings table stay in
 * it, and V8 collects them inside this cap instead of growing the server's own heap. 64 MB holds the
 * shared strings of a 200,000-row sheet; a workbook that needs more ends the thread (SheetTooLarge).
 */
export const SHEET_READER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/** The reader thread ran out of its heap: the workbook is too large to read (no retry helps). */
export class SheetTooLarge extends Error {}

/** A row past the sheet's column limit (the message names it; no retry helps). */
export class SheetPastLimit extends Error {}

/** The most columns a row of an imported sheet may reach (docs/security.md "File limits"). */
export const SHEET_MAX_COLUMNS = 50;
/** The reader thread's wall clock per batch: a batch not read within it ends the import (a hostile file). */
export const SHEET_BATCH_TIMEOUT_MS = 30_000;

const WORKER = new URL("./sheet-rows.worker.mjs", import.meta.url);

/** A module run in the reader thread: `createTask(options)` returns what turns a batch of rows into a T. */
export interface SheetTask<O> {
  /** the module's URL (new URL("./x.task.ts", import.meta.url)) */
  module: URL;
  /** structured-cloneable options for its createTask */
  options: O;
}

/**
 * The first worksheet's rows, `batchSize` at a time, read by exceljs' streaming reader in a worker thread
 * (sheet-rows.worker.mjs) and turned there by the task into one T per batch. The main thread feeds it the file
 * one chunk per request and asks for one batch at a time, so at most one chunk and one result are in flight
 * (back-pressure both ways). The worker ends when the caller stops iterating (or fails). Works the same
 * whatever database the caller writes to: only the bytes and the results cross threads.
 */
export async function* sheetBatches<T, O>(
  input: NodeJS.ReadableStream,
  task: SheetTask<O>,
  batchSize: number,
) {
  const worker = new Worker(WORKER, {
    workerData: { batchSize, maxColumns: SHEET_MAX_COLUMNS, task: task.module.href, options: task.options },
    resourceLimits: SHEET_READER_LIMITS,
  });
  const chunks = (input as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const inbox: (FromWorker<T> | Error)[] = [];
  let wake: (() => void) | null = null;
  const deliver = (m: FromWorker<T> | Error) => {
    inbox.push(m);
    wake?.();
    wake = null;
  };
  const feed = async () => {
    try {
      const next = await chunks.next();
      if (next.done) return worker.postMessage({ type: "end" });
      const data = new Uint8Array(typeof next.value === "string" ? Buffer.from(next.value) : next.value);
      worker.postMessage({ type: "chunk", data }, [data.buffer]);
    } catch (err) {
      deliver(err instanceof Error ? err : new Error(String(err)));
    }
  };
  let feeding = Promise.resolve();
  worker.on("message", (m: FromWorker<T>) => {
    if (m.type === "need") feeding = feeding.then(feed);
    else deliver(m);
  });
  worker.on("error", (err: Error & { code?: string }) =>
    deliver(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? new SheetTooLarge(err.message) : err),
  );
  worker.on("exit", (code) => deliver(new Error(`The workbook reader stopped (exit code ${code}).`)));
  const next = async () => {
    const started = Date.now();
    while (!inbox.length) {
      const left = SHEET_BATCH_TIMEOUT_MS - (Date.now() - started);
      if (left <= 0)
        return new SheetPastLimit(
          `The workbook takes longer than ${SHEET_BATCH_TIMEOUT_MS / 1000} s to read ${batchSize} rows (the limit); nothing was imported.`,
        );
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, left);
      });
      clearTimeout(timer);
    }
    return inbox.shift() as FromWorker<T> | Error;
  };
  try {
    for (;;) {
      worker.postMessage({ type: "more" });
      const m = await next();
      if (m instanceof Error) throw m;
      if (m.type === "error") throw new Error(m.message);
      if (m.type === "limit") throw new SheetPastLimit(m.message);
      if (m.type !== "rows") continue;
      yield m.result;
      if (m.done) return;
    }
  } finally {
    await worker.terminate();
    (input as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    await feeding;
  }
}
