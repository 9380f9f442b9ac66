import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { claimDataDir } from "./backup/pglite-lock.ts";
import { createContext, openAppDatabase } from "./bootstrap.ts";
import { loadConfig } from "./config.ts";
import { createOutboxWorker, type OutboxWorker } from "./features/mail/outbox.worker.ts";
import { hasDemoData, seedDemoData } from "./seed/demo.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-users.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

const main = async () => {
  const config = loadConfig();
  const database = await openAppDatabase(config, { failFast: true });
  // Backup and restore refuse to open the embedded database while this process holds it.
  const releaseDataDir = database.kind === "pglite" ? claimDataDir(config.dataDir) : () => {};
  // Demo data goes only into the embedded database, or into PostgreSQL when SEED_DEMO=true is explicit.
  const mayShowDemo = database.kind === "pglite" || config.SEED_DEMO === true;
  if (mayShowDemo && config.SEED_DEMO !== false && !(await hasDemoData(database.db))) {
    console.log("Seeding demo data (first run)…");
    await seedDemoData(database.db);
  }
  const ctx = await createContext(config, database);
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
  if (mayShowDemo && !config.OIDC_ISSUER) {
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(26)} ${u.roles.join(", ")}`);
  }

  const stop = async () => {
    await worker?.stop();
    await ctx.jobs.stop();
    await app.close();
    await database.close();
    releaseDataDir();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
