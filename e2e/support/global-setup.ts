import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { freePort, waitForHealth } from "../../apps/server/src/test/local-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webDist = path.join(repoRoot, "apps/web/dist");

const stop = (server: ChildProcess): Promise<void> =>
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
 * Starts the real server (fresh embedded database with the demo users, serving the built SPA) on a
 * free port, provides its base URL to the tests, and stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing (${chromiumPath}): run \`npm run test:prerequisites\` (apt-get install chromium as root).`,
    );
  }
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error(
      "apps/web/dist is missing: run `npm run build --workspace @fm/web` (npm run test:e2e does).",
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "fm-e2e-"));
  const port = await freePort();
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
      // Every test signs in through the form; the default 10 a minute is for real users.
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);

  try {
    // E2E_SERVER_START_MS: a busy shared machine can need longer than the default 90 s to migrate and seed.
    const timeoutMs = Number(process.env.E2E_SERVER_START_MS) || undefined;
    await waitForHealth(baseUrl, server, { output: () => log, ...(timeoutMs ? { timeoutMs } : {}) });
  } catch (err) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  project.provide("baseUrl", baseUrl);

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
