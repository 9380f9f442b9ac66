import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type {} from "vitest";
import type { TestProject } from "vitest/node";
import { freePort } from "../../apps/server/src/test/local-server.ts";
import { startSmtpSink } from "../../apps/server/src/test/smtp-sink.ts";
import { chromiumPath } from "./browser.ts";
import { startTestServer, webDist } from "./test-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's ServiceChannel stand-in, with its /__fake/ control requests (e2e/support/servicechannel.ts). */
    serviceChannelUrl: string;
    /** Where the suite's SMTP listener writes each message the server delivers (read with e2e/support/mail.ts). */
    mailDir: string;
  }
}

/**
 * Starts the real server (fresh embedded database with the demo users, serving the built SPA) on a
 * free port, provides its base URL to the tests, and stops it afterwards. Its mail goes over SMTP to a listener
 * of the suite's own (every message lands in `mailDir`), and it has the test control routes (TEST_CONTROL_ROUTES).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing (${chromiumPath}): run \`npm run test:prerequisites\` (apt-get install chromium-headless-shell as root).`,
    );
  }
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error(
      "apps/web/dist is missing: run `npm run build --workspace @fm/web` (npm run test:e2e does).",
    );
  }
  const port = await freePort();
  // The ServiceChannel stand-in the server starts for its demo (as it starts the QuickBooks simulator), on a port
  // the tests know and answering their control requests: a test adds its own order and makes its writes fail.
  const serviceChannelPort = await freePort();
  // E2E_SERVER_START_MS: migrating and seeding the demo data can take over 90 s on a busy 2-core host (240 s here).
  const timeoutMs = Number(process.env.E2E_SERVER_START_MS) || 240_000;
  const mailDir = await mkdtemp(path.join(tmpdir(), "fm-e2e-mail-"));
  const smtp = await startSmtpSink(mailDir);
  const { baseUrl, stop } = await startTestServer(
    port,
    {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every test signs in through the form; the default 10 a minute is for real users.
      LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
      SERVICECHANNEL_DEMO_CONTROL_PORT: String(serviceChannelPort),
      // The outbox worker delivers to the suite's listener, as it would to a real relay.
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // POST /api/testcontrol/runjob: a journey runs the 5-minute SLA escalation scan now (AGENTS.md).
      TEST_CONTROL_ROUTES: "1",
    },
    timeoutMs,
  );

  project.provide("baseUrl", baseUrl);
  project.provide("serviceChannelUrl", `http://127.0.0.1:${serviceChannelPort}`);
  project.provide("mailDir", mailDir);

  return async () => {
    await stop();
    await smtp.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
