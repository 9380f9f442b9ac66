import { Worker } from "node:worker_threads";
import { AppError, fileLimit } from "../errors.ts";
import { FENCE_LIMITS } from "./file-limits.ts";

/**
 * A parser of a user's file that runs fenced (issue 29): a module exporting `parse(bytes, options)` that returns
 * structured-cloneable data (rows, text) and throws an AppError for a file it refuses (shape limits: see
 * file-limits.ts). `name` is the module's base name in this folder: `<name>.parser.ts` from the sources,
 * `<name>.parser.js` beside the compiled server (scripts/build.mjs builds one entry per parser).
 */
export interface FencedParser<O, R> {
  name: string;
  /** what the file is to the user, for the messages ("the workbook", "the PDF") */
  what: string;
  /** only for the types: the options and the result */
  readonly _types?: { options: O; result: R };
}

export const fencedParser = <O, R>(name: string, what: string): FencedParser<O, R> => ({ name, what });

const WORKER = new URL("./fenced.worker.mjs", import.meta.url);
const moduleOf = (name: string) =>
  new URL(import.meta.url.endsWith(".ts") ? `./${name}.parser.ts` : `./${name}.parser.js`, import.meta.url);

export interface Fence {
  /** the worker's heap (old generation) in MB; past it the worker ends and the file is refused */
  heapMb: number;
  /** wall-clock milliseconds before the worker is terminated and the file is refused */
  timeoutMs: number;
}

type FromWorker<R> =
  | { type: "started" }
  | { type: "ok"; result: R }
  | {
      type: "error";
      message: string;
      refusal: {
        code: AppError["code"];
        status: number;
        message: string;
        fields?: Record<string, string>;
      } | null;
    };

/** How long a new parser thread may take to load its parser (not the user's file: that is the fence). */
const START_MS = 60_000;
/** How long a parser thread that finished its file waits for the next one before it ends. */
const IDLE_MS = 30_000;

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
}
/** At most one waiting thread per parser and fence: a thread starts in ~100 ms (more under tsx), so a page
 * of uploads reuses it; it ends after IDLE_MS so the server at rest holds none. */
const idle = new Map<string, Idle>();

const startWorker = (key: string, name: string, fence: Fence) => {
  const worker = new Worker(WORKER, {
    workerData: { module: moduleOf(name).href },
    resourceLimits: { maxOldGenerationSizeMb: fence.heapMb, maxYoungGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  });
  // a waiting thread that fails or ends is dropped (its job's own listeners report failures during a job)
  worker.on("error", () => undefined);
  worker.on("exit", () => {
    if (idle.get(key)?.worker === worker) idle.delete(key);
  });
  return worker;
};

const takeWorker = (key: string, name: string, fence: Fence) => {
  const waiting = idle.get(key);
  if (!waiting) return startWorker(key, name, fence);
  idle.delete(key);
  clearTimeout(waiting.timer);
  waiting.worker.ref();
  return waiting.worker;
};

const giveBack = (key: string, worker: Worker) => {
  if (idle.has(key)) return void worker.terminate();
  worker.unref();
  const timer = setTimeout(() => {
    if (idle.get(key)?.worker === worker) idle.delete(key);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle.set(key, { worker, timer });
};

/**
 * Runs `parser` on a user's file in a worker thread with a capped heap and a wall-clock limit: the server's
 * own thread and heap never see the parse, so a hostile file (a zip bomb, 16,384 columns per row, an RTF bomb,
 * 20,000 PDF pages) costs at most the fence. Past the heap or the time: 422 `file_limit` naming the limit,
 * and the thread is ended. The parser's own refusals (AppError) come back as they were thrown. Call it after
 * the permission and ownership checks, never inside a database transaction (PGlite has one connection).
 */
export const runFenced = <O, R>(
  parser: FencedParser<O, R>,
  input: { path: string } | { bytes: Uint8Array },
  options: O,
  fence: Fence = FENCE_LIMITS,
): Promise<R> =>
  new Promise<R>((resolve, reject) => {
    const key = `${parser.name}:${fence.heapMb}`;
    const worker = takeWorker(key, parser.name, fence);
    let settled = false;
    const finish = (outcome: () => void, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (reusable) giveBack(key, worker);
      else void worker.terminate();
      outcome();
    };
    const overTime = () =>
      finish(() =>
        reject(
          fileLimit(
            `${capitalised(parser.what)} takes longer than ${fence.timeoutMs / 1000} s to read (the limit); nothing was imported.`,
          ),
        ),
      );
    // The file's clock starts when the thread has loaded its parser (the "started" message): a busy host
    // that is slow to start a thread must not turn a good file into a refusal.
    let timer = setTimeout(
      () =>
        finish(() => reject(new Error(`${parser.name} parser did not start within ${START_MS / 1000} s.`))),
      START_MS,
    );
    const onMessage = (m: FromWorker<R>) => {
      if (m.type === "started") {
        clearTimeout(timer);
        timer = setTimeout(overTime, fence.timeoutMs);
        return;
      }
      finish(
        () => {
          if (m.type === "ok") resolve(m.result);
          else if (m.refusal)
            reject(new AppError(m.refusal.code, m.refusal.status, m.refusal.message, m.refusal.fields));
          else reject(new Error(`${parser.name} parser: ${m.message}`));
        },
        m.type === "ok" || m.refusal !== null,
      );
    };
    const onError = (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? fileLimit(
                `${capitalised(parser.what)} needs more than ${fence.heapMb} MB of memory to read (the limit); nothing was imported.`,
              )
            : err,
        ),
      );
    const onExit = (code: number) =>
      finish(() => reject(new Error(`${parser.name} parser stopped (exit code ${code}).`)));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ options, ...input });
  });

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
