import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyDemoTemplate } from "../../apps/server/src/test/demo-template.ts";
import { waitForHealth } from "../../apps/server/src/test/local-server.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const webDist = path.join(repoRoot, "apps/web/dist");

/** A real server of the browser tests: its URL and `stop()` (the process ends, its data folder is removed). */
export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

const stopProcess = (server: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    const force = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGTERM");
  });

/**
 * Starts the server from its sources on `port` with a fresh embedded database (demo users) in a temporary
 * folder, serving the built SPA, with `env` over the defaults; resolves once /api/health answers, or stops it
 * and throws with its last output. The folder starts as a copy of the seeded demo data folder that
 * scripts/test-e2e.mjs made (FM_DEMO_TEMPLATE), when there is one and the server is not on PostgreSQL.
 */
export const startTestServer = async (
  port: number,
  env: Record<string, string>,
  timeoutMs?: number,
): Promise<TestServer> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fm-e2e-"));
  const template = process.env.FM_DEMO_TEMPLATE;
  if (template && !env.DATABASE_URL) await copyDemoTemplate(template, dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: webDist,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  const stop = async () => {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, { output: () => log, ...(timeoutMs ? { timeoutMs } : {}) });
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
};
