import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../test/local-server.ts";

/** Debian's haproxy (installed by scripts/test-prerequisites.mjs when TEST_DATABASE_URL is set). */
export const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
export const hasHaproxy = () => fs.existsSync(HAPROXY);

export interface Balancer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `backends` (name → base URL): round robin, health check GET /api/health
 * every 250 ms (out after 2 non-200 answers, back after 1 pass), a failed connection retried on the other server (and
 * a read whose server died mid-answer), and the
 * answering server's name in `x-served-by`.
 */
export const startHaproxy = async (backends: Record<string, string>): Promise<Balancer> => {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fm-haproxy-"));
  const servers = Object.entries(backends)
    .map(([name, url]) => `  server ${name} ${new URL(url).host} check inter 250ms fall 2 rise 1`)
    .join("\n");
  const cfg = path.join(dir, "haproxy.cfg");
  fs.writeFileSync(
    cfg,
    `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A slow answer on a busy host is not a dead server: only a non-200 or a refused connection counts.
  timeout check 5s
  retries 2
  option redispatch
frontend fe
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  # A read whose server died under it (no answer, or a broken one) is sent again to the other server; a write
  # is not, since it may have committed: its caller sees the error and may repeat it with its Idempotency-Key.
  retry-on conn-failure empty-response junk-response
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  option httpchk GET /api/health
  http-check expect status 200
  http-response set-header x-served-by %[srv_name]
${servers}
`,
  );
  const child: ChildProcess = spawn(HAPROXY, ["-f", cfg, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > end) throw new Error(`haproxy did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
