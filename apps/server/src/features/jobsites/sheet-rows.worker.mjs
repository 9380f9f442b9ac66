// The worker half of sheet-rows.ts (plain JavaScript: a worker thread starts without the TypeScript loader, so
// when the task is a .ts module, as when the server runs from its sources, it registers tsx itself before it
// imports the task; the compiled server (scripts/build.mjs) hands it a .js task and no loader runs). It reads
// an .xlsx that the main thread sends in chunks ("chunk" / "end", one per "need" it posts) with exceljs'
// streaming reader, hands the first worksheet's rows as text ({ row, values }) to the task a batch at a time,
// and posts what the task returns ({ type: "rows", result }) only after the main thread asked for it
// ("more"), so neither side runs ahead of the other. All of exceljs' and the task's garbage (XML events, Row
// objects, the shared-strings table, zod's parse results) lives in this thread's heap, which the main thread
// caps with resourceLimits.
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import ExcelJS from "exceljs";

if (workerData.task.endsWith(".ts")) (await import("tsx/esm/api")).register();
const { createTask } = await import(workerData.task);
const task = createTask(workerData.options);

const port = parentPort;
if (!port) throw new Error("sheet-rows.worker.mjs runs as a worker thread");
const batchSize = workerData.batchSize;
const maxColumns = workerData.maxColumns;

let wanted = null; // resolves when the main thread asks for the next batch
const input = new Readable({
  read() {
    port.postMessage({ type: "need" });
  },
});
const waitForMore = () => new Promise((resolve) => (wanted = resolve));
port.on("message", (m) => {
  if (m.type === "chunk") {
    input.push(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
  } else if (m.type === "end") input.push(null);
  else if (m.type === "more" && wanted) {
    const resolve = wanted;
    wanted = null;
    resolve();
  }
});

/** A cell's value as the text a user typed (formulas: their result; rich text: its runs; dates: YYYY-MM-DD). */
const cellText = (v) => {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") {
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if (typeof v.text === "string") return v.text;
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if ("result" in v) return cellText(v.result);
    if ("hyperlink" in v) return String(v.text ?? "");
    if ("error" in v) return String(v.error);
  }
  return String(v).trim();
};

const run = async () => {
  await waitForMore();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  let batch = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const raw = Array.isArray(row.values) ? row.values : [];
      if (raw.length - 1 > maxColumns) {
        port.postMessage({
          type: "limit",
          message: `Row ${row.number} reaches column ${raw.length - 1}, past the limit of ${maxColumns} columns; nothing was imported.`,
        });
        return;
      }
      const values = Array.from(raw.slice(1), cellText);
      batch.push({ row: row.number, values });
      if (batch.length >= batchSize) {
        port.postMessage({ type: "rows", result: task(batch) });
        batch = [];
        await waitForMore();
      }
    }
    break; // the first worksheet only
  }
  port.postMessage({ type: "rows", result: task(batch), done: true });
};

run().catch((err) => {
  port.postMessage({ type: "error", message: err instanceof Error ? err.message : String(err) });
});
