import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportJWK, generateKeyPair } from "jose";

const serverRoot = path.resolve(import.meta.dirname, "../..");

export interface RunningInstance {
  name: string;
  baseUrl: string;
  /** The process id (benchmarks read its memory from /proc). */
  pid: number | undefined;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Sends a signal (e.g. SIGTERM for a graceful shutdown) and resolves with the process's exit code. */
  signal(sig: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts `src/main.ts` as its own Node process (exactly what `npm start` runs) on a free loopback port with
 * its own DATA_DIR, and resolves once it listens.
 */
export const startInstance = async (
  name: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<RunningInstance> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fm-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-spa"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (c: Buffer) => {
      output += c.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return {
    name,
    baseUrl,
    pid: child.pid,
    output: () => output,
    signal: (sig) => {
      child.kill(sig);
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Two instances as behind a load balancer: one database (`env`), one signing key made here (so a token of one
 * is valid on the other). If either fails to start, the other is stopped before the error is thrown.
 */
export const startInstancePair = async (
  env: Record<string, string>,
  timeoutMs?: number,
): Promise<[RunningInstance, RunningInstance]> => {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const shared = { ...env, JWT_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)) };
  const started = await Promise.allSettled([
    startInstance("a", shared, timeoutMs),
    startInstance("b", shared, timeoutMs),
  ]);
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.all(started.map((r) => (r.status === "fulfilled" ? r.value.stop() : undefined)));
    throw failed.reason;
  }
  return started.map((r) => (r as PromiseFulfilledResult<RunningInstance>).value) as [
    RunningInstance,
    RunningInstance,
  ];
};
