import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * Helpers for starting the real server as a child process on a loopback port: the fault tests
 * (src/faults/server-process.ts), the browser suite (e2e/support/global-setup.ts) and the load bench
 * (bench/src/load/server-process.ts) all use these.
 */

/** A TCP port on 127.0.0.1 nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

export interface WaitForHealthOptions {
  timeoutMs?: number;
  /** The server's recent output (or where to find it), appended to the error. */
  output?: () => string;
}

/** Polls `${baseUrl}/api/health` until it answers 2xx; throws when the child exits first or time runs out. */
export const waitForHealth = async (
  baseUrl: string,
  child: ChildProcess,
  { timeoutMs = 90_000, output = () => "" }: WaitForHealthOptions = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
};
