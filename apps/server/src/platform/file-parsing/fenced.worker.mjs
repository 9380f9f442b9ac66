// The worker half of fenced.ts (plain JavaScript: a worker thread starts without the TypeScript loader, so
// when the parser is a .ts module, as when the server runs from its sources, it registers tsx itself before it
// imports it; the compiled server (scripts/build.mjs) hands it a .js module). For each job it reads the user's
// file (a path or the bytes the main thread sent), calls the parser module's `parse(bytes, options)` and posts
// back the result, or the refusal the parser threw (an AppError's code, status, message and fields). Its heap
// is capped by the main thread (resourceLimits) and it is terminated when a job's time is up; a worker whose
// job ended normally may be handed the next file of the same parser.
import fsp from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";

const port = parentPort;
if (!port) throw new Error("fenced.worker.mjs runs as a worker thread");

const refusalOf = (err) =>
  err && typeof err === "object" && typeof err.code === "string" && typeof err.status === "number"
    ? { code: err.code, status: err.status, message: err.message, fields: err.fields }
    : null;

const loading = (async () => {
  if (workerData.module.endsWith(".ts")) (await import("tsx/esm/api")).register();
  const parser = await import(workerData.module);
  await parser.warmUp?.(); // the libraries it loads on first use, before any file's clock runs
  return parser.parse;
})();

port.on("message", async (job) => {
  try {
    const parse = await loading;
    port.postMessage({ type: "started" }); // the wall clock runs from here, not from the thread's start
    const bytes = job.path ? new Uint8Array(await fsp.readFile(job.path)) : job.bytes;
    const result = await parse(bytes, job.options);
    port.postMessage({ type: "ok", result });
  } catch (err) {
    port.postMessage({
      type: "error",
      refusal: refusalOf(err),
      message: err instanceof Error ? err.message : String(err),
    });
  }
});
