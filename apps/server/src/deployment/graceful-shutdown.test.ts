import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, onPostgres, type ScratchDatabase } from "./scratch-database.ts";
import { type RunningInstance, startInstance } from "./spawn-instance.ts";

/**
 * Rolling restart (docs/deployment.md "Graceful shutdown"): SIGTERM turns /api/health to 503 "draining" for
 * SHUTDOWN_DRAIN_MS, then the listener closes (new connections refused) while a request in flight completes,
 * and the process exits 0. A real child process on its own PostgreSQL database (api-postgres project).
 */
if (!onPostgres) console.log("graceful-shutdown.test.ts: skipped, needs PostgreSQL (api-postgres project).");

/** A server process starts in seconds; on a 2-core host shared by busy test suites it has taken over 60 s. */
const STARTUP_MS = 150_000;
const DRAIN_MS = 1500;
let scratch: ScratchDatabase;
let server: RunningInstance;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)("graceful shutdown on SIGTERM", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase("fm_shutdown");
    server = await startInstance(
      "drain",
      {
        DATABASE_URL: scratch.url,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      },
      STARTUP_MS,
    );
  }, STARTUP_MS + 60_000);

  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  }, 60_000);

  it("drains: health 503 draining, the request in flight completes, new connections refused, exit 0", async () => {
    // A request in flight: its body arrives slowly, so it is still being received when SIGTERM comes.
    const body = JSON.stringify({ email: "nobody@example.test", password: "not the password" });
    const { port } = new URL(server.baseUrl);
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/auth/login",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => {
            text += c.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      // The rest after the drain window, when the listener is already closed.
      setTimeout(() => req.end(body.slice(10)), DRAIN_MS + 1000);
    });
    await sleep(200);
    const exited = server.signal("SIGTERM");

    await sleep(300);
    const draining = await fetch(`${server.baseUrl}/api/health`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: "draining", db: "ok" });

    await sleep(DRAIN_MS);
    // Listener closed, process still finishing the request in flight: a new connection is refused.
    const refused = await fetch(`${server.baseUrl}/api/health`).then(
      () => "answered",
      (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
    );
    expect(refused).toBe("ECONNREFUSED");

    const res = await answered;
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ error: expect.any(String) });
    expect(await exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: draining");
  }, 30_000);
});
