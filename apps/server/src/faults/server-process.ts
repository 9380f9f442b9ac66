import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort, waitForHealth } from "../test/local-server.ts";

const serverDir = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
  /** kill -9: no shutdown hook runs, open transactions die with the process. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** The real server (`src/main.ts`) as a child process on a free loopback port, started and healthy. */
export const startServer = async (
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      SMTP_URL: "",
      WEB_DIST_DIR: path.join(serverDir, "no-spa"),
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => log,
    kill9: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.kill("SIGTERM");
      await exited(child);
      clearTimeout(force);
    },
  };
  try {
    await waitForHealth(baseUrl, child, { timeoutMs, output: () => log });
  } catch (err) {
    await server.kill9();
    throw err;
  }
  return server;
};

/** Signs in through the API (the built-in identity provider) and returns the access token. */
export const login = async (baseUrl: string, email: string, password: string): Promise<string> => {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  return body.accessToken;
};
