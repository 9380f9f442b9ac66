/**
 * Issue 14 bench: importing a 50,000-row job-site workbook through the real server, and the server's memory.
 * 1. A child process writes the workbook (shared strings, as Excel writes them; --inline-strings for the
 *    other layout), so its memory is nobody's.
 * 2. The real server as `npm start` runs it (apps/server/dist/main.js, built here by apps/server/scripts/
 *    build.mjs; its default V8 settings, the job runner started) runs in its own process on the database given
 *    (PostgreSQL with --database-url, else PGlite in a temporary DATA_DIR). --from-source runs
 *    apps/server/src/main.ts under tsx instead (as `npm run dev` and the tests do), for comparison.
 * 3. A staff user uploads the file to POST /api/jobsites/importjobsites and follows GET /api/jobs/{id} until
 *    the job ends, while this script samples the server's resident set (VmRSS of /proc/<pid>/status) every
 *    25 ms. Reported: the server's RSS at rest before the upload, its peak during the import, and the time
 *    from the upload to the job's end.
 * Usage: npx tsx bench/src/jobsite-import.ts [--database-url URL] [--rows N] [--inline-strings] [--from-source]
 */
import { type ChildProcess, fork, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { ensureReferenceData } from "../../apps/server/src/db/reference-data.ts";
import { makeCustomer, makeUser } from "../../apps/server/src/test/factories.ts";
import { freePort, waitForHealth } from "../../apps/server/src/test/local-server.ts";
import { writeJobSiteWorkbook } from "./jobsite-workbook-writer.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    rows: { type: "string" },
    write: { type: "string" },
    "inline-strings": { type: "boolean", default: false },
    "from-source": { type: "boolean", default: false },
  },
});
const rows = Number(values.rows ?? 50_000);
const sharedStrings = !values["inline-strings"];

if (values.write) {
  await writeJobSiteWorkbook(values.write, rows, sharedStrings);
  process.exit(0);
}

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "fm-jobsite-import-"));
const file = path.join(runDir, `jobsites-${rows}.xlsx`);
const writer = spawnSync(
  process.execPath,
  [
    ...process.execArgv,
    fileURLToPath(import.meta.url),
    "--rows",
    String(rows),
    "--write",
    file,
    ...(sharedStrings ? [] : ["--inline-strings"]),
  ],
  { stdio: "inherit" },
);
if (writer.status !== 0) throw new Error("writing the workbook failed");

// The data the upload needs: a customer and a staff user who may import (written before the server starts).
const url = values["database-url"];
const dataDir = path.join(runDir, "data");
const database = await openDatabase(url ? { url } : { dataDir });
await database.migrate();
await ensureReferenceData(database.db);
const customer = await makeCustomer(database.db, { customername: `Bench import ${Date.now()}` });
const password = "Bench-import-1!";
const user = await makeUser(database.db, { roles: ["Dispatchers"], password });
await database.close();

interface JobState {
  state: string;
  error: string | null;
  progress: { message: string | null } | null;
  result: { imported?: number } | null;
}
const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
};
const mb = (bytes: number) => Math.round(bytes / 1048576);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const fromSource = values["from-source"];
if (!fromSource) {
  const build = spawnSync(process.execPath, [path.join(repoDir, "apps/server/scripts/build.mjs")], {
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("building the server failed");
}
const port = await freePort();
const log = fs.openSync(path.join(runDir, "server.log"), "a");
const server: ChildProcess = fork(
  path.join(repoDir, `apps/server/${fromSource ? "src/main.ts" : "dist/main.js"}`),
  [],
  {
    cwd: repoDir,
    execArgv: fromSource ? ["--import", "tsx"] : [],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(url ? { DATABASE_URL: url } : {}),
    },
    stdio: ["ignore", log, log, "ipc"],
  },
);
const pid = server.pid;
if (!pid) throw new Error("the server did not start");
const baseUrl = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(baseUrl, server, { timeoutMs: 120_000, output: () => `see ${runDir}/server.log` });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };

  // The server at rest, signed in and warmed up: the highest of 3 s of samples.
  let baseline = 0;
  for (let i = 0; i < 30; i++, await sleep(100)) baseline = Math.max(baseline, rssOf(pid));

  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 25);
  const start = performance.now();
  const form = new FormData();
  form.append("file", await fs.openAsBlob(file), "jobsites.xlsx");
  const res = await fetch(`${baseUrl}/api/jobsites/importjobsites?customerid=${customer.id}`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  const { jobid } = (await res.json()) as { jobid: number };
  const uploadedMs = performance.now() - start;
  let job: JobState;
  let checkedMs = 0;
  for (;;) {
    await sleep(200);
    job = (await (await fetch(`${baseUrl}/api/jobs/${jobid}`, { headers: auth })).json()) as JobState;
    if (!checkedMs && job.progress?.message?.startsWith("Saving")) checkedMs = performance.now() - start;
    if (job.state === "succeeded" || job.state === "failed") break;
  }
  const totalMs = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  if (job.state !== "succeeded") throw new Error(`the import failed: ${job.error}`);
  console.log(
    JSON.stringify({
      rows: job.result?.imported,
      sharedStrings,
      fileMB: +(fs.statSync(file).size / 1048576).toFixed(1),
      database: url ? "postgres" : "pglite",
      server: fromSource ? "source (tsx)" : "compiled (npm start)",
      uploadSeconds: +(uploadedMs / 1000).toFixed(2),
      checkedAtSeconds: +(checkedMs / 1000).toFixed(2),
      totalSeconds: +(totalMs / 1000).toFixed(2),
      serverRssBeforeMB: mb(baseline),
      serverPeakRssMB: mb(peak),
      loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
    }),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.closeSync(log);
  fs.rmSync(runDir, { recursive: true, force: true });
}
