import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../../apps/server/src/db/client.ts";
import { freePort, waitForHealth } from "../../../apps/server/src/test/local-server.ts";
import type { MemorySample } from "./memory-reporter.ts";

export const databaseExists = async (url: string): Promise<boolean> => {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const server = await openDatabase({ url: admin.toString(), poolSize: 1 });
  try {
    const res = (await server.db.execute(
      sql`select 1 from pg_database where datname = ${name}`,
    )) as unknown as { rows: unknown[] };
    return res.rows.length > 0;
  } finally {
    await server.close();
  }
};

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  memory: MemorySample[];
  stop: () => Promise<void>;
}

/** The real server entry point, with the memory reporter preloaded; its output goes to server.log. */
export const startServer = async (
  repoDir: string,
  env: Record<string, string>,
  runDir: string,
  /** Extra node flags for the server, e.g. --cpu-prof (the load script's --cpu-prof). */
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> => {
  const port = await freePort();
  const log = fs.openSync(path.join(runDir, "server.log"), "a");
  const reporter = pathToFileURL(path.join(repoDir, "bench/src/load/memory-reporter.ts")).href;
  const child = fork(path.join(repoDir, "apps/server/src/main.ts"), [], {
    cwd: repoDir,
    execArgv: ["--import", "tsx", "--expose-gc", "--import", reporter, ...nodeArgs],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log, "ipc"],
  });
  const memory: MemorySample[] = [];
  child.on("message", (m: MemorySample) => {
    if (m?.type === "memory") memory.push(m);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, { timeoutMs: 120_000, output: () => `see ${runDir}/server.log` });
  return {
    child,
    baseUrl,
    memory,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
};
