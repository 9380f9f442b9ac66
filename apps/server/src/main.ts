import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { claimDataDir } from "./backup/pglite-lock.ts";
import { createContext, openAppDatabase } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";
import { createOutboxWorker, type OutboxWorker } from "./features/mail/outbox.worker.ts";
import { DEMO_PO_PREFIX, startDemoServiceChannel } from "./features/workorder-import/servicechannel-demo.ts";
import { hasDemoData, seedDemoData } from "./seed/demo.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.ts";
import { ensureDemoVendorFiles } from "./seed/vendor-records.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

const main = async () => {
  const config = loadConfig();
  const database = await openAppDatabase(config, { failFast: true });
  // Backup and restore refuse to open the embedded database while this process holds it.
  const releaseDataDir = database.kind === "pglite" ? claimDataDir(config.dataDir) : () => {};
  // Demo data goes only into the embedded database, or into PostgreSQL when SEED_DEMO=true is explicit.
  const mayShowDemo = database.kind === "pglite" || config.SEED_DEMO === true;
  // The app context first: the demo seeds customer files into its blob store and seals secrets with its key.
  const ctx = await createContext(config, database);
  ctx.lifecycle = { draining: false };
  if (mayShowDemo && config.SEED_DEMO !== false && !(await hasDemoData(database.db))) {
    console.log("Seeding demo data (first run)…");
    await seedDemoData(database.db, { files: ctx });
  }
  // Work-order import (issue 18): without a real ServiceChannel, the demo gets a labelled local stand-in.
  const demoServiceChannel =
    mayShowDemo && !config.SERVICECHANNEL_API_URL && config.SERVICECHANNEL_DEMO !== false
      ? await startDemoServiceChannel(database.db, config.SERVICECHANNEL_DEMO_CONTROL_PORT)
      : null;
  if (demoServiceChannel) {
    config.SERVICECHANNEL_API_URL = demoServiceChannel.apiUrl;
    config.SERVICECHANNEL_TOKEN_URL = demoServiceChannel.tokenUrl;
    config.SERVICECHANNEL_CLIENT_ID = demoServiceChannel.clientId;
    config.SERVICECHANNEL_CLIENT_SECRET = demoServiceChannel.clientSecret;
  }
  // The demo's invitation links point at this machine (configured here, never taken from a request's Host).
  if (mayShowDemo && !config.PUBLIC_URL && config.PORT > 0)
    config.PUBLIC_URL = `http://localhost:${config.PORT}`;
  // vendor records (issue 15, vrec): the demo vendor attachments' small files, when missing from the blob store
  if (mayShowDemo) await ensureDemoVendorFiles(database.db, ctx.blobs);
  const webDist = config.WEB_DIST_DIR ?? path.resolve(here, "../../web/dist");
  const app = await buildApp({ ctx, webDistDir: webDist });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const worker: OutboxWorker | null = config.SMTP_URL
    ? createOutboxWorker(database.db, {
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        log: (msg) => app.log.warn(msg),
      })
    : null;

  // Every instance runs the job loop; FOR UPDATE SKIP LOCKED gives each job to one of them.
  ctx.jobs.start();

  const shown = address.replace(/0\.0\.0\.0|127\.0\.0\.1|\[::1?\]/, "localhost");
  console.log(`\nFM Dispatch is running at ${shown}`);
  console.log(`API reference: ${shown}/api/docs   Database: ${database.kind}`);
  console.log(
    worker ? "Mail: delivering the outbox over SMTP." : "Mail: SMTP_URL not set, mail stays in the outbox.",
  );
  if (demoServiceChannel) {
    const pos = demoServiceChannel.workOrders
      .map((w) => w.PurchaseNumber)
      .filter((po) => po.startsWith(DEMO_PO_PREFIX));
    console.log(
      `ServiceChannel: DEMO stand-in on ${demoServiceChannel.apiUrl} (SERVICECHANNEL_API_URL not set); try Import Work Order with PO ${pos[0] ?? `${DEMO_PO_PREFIX}1001`} … ${pos.at(-1) ?? ""}.`,
    );
  }
  if (mayShowDemo && !config.OIDC_ISSUER) {
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(26)} ${u.roles.join(", ")}`);
  }

  // Graceful shutdown (rolling restart): health turns "draining" (503) so the balancer stops sending requests,
  // then the listener closes (new connections refused) while in-flight requests and the job in hand finish.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.lifecycle = { draining: true };
    console.log(`${signal}: draining (health 503), then closing.`);
    const forced = setTimeout(() => {
      console.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting anyway.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    await Promise.all([app.close(), ctx.jobs.stop(), worker?.stop()]);
    await demoServiceChannel?.stop();
    await database.close();
    releaseDataDir();
    console.log("Stopped.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
