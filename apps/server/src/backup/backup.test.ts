import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { customers, workOrders } from "../db/schema/index.ts";
import { LocalDiskBlobStore } from "../platform/storage/local-disk-store.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, uid } from "../test/factories.ts";
import { TEMPLATE_FILE } from "../test/global-setup.ts";
import { createBackup } from "./backup.ts";
import { fileEntries, tableCounts } from "./manifest.ts";
import { claimDataDir } from "./pglite-lock.ts";
import { restoreBackup } from "./restore.ts";

const onPostgres = process.env.FM_TEST_DB === "postgres";
const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "fm-backup-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Some rows of every kind the factories make, and files in the local blob store. */
const seed = async (database: Database, dataDir: string) => {
  const customer = await makeCustomer(database.db, { customername: `Backup ${uid()}` });
  const site = await makeJobSite(database.db, customer.id);
  const orders = [];
  for (let i = 0; i < 3; i++)
    orders.push(await makeWorkOrder(database.db, { customerid: customer.id, jobsiteid: site.id }));
  const store = new LocalDiskBlobStore(path.join(dataDir, "files"));
  for (const wo of orders) {
    await store.put(
      `workorder/${wo.id}/report_${uid()}.pdf`,
      Buffer.from(`%PDF-1.4 ${uid()}`),
      "application/pdf",
    );
  }
  await store.put(`workorder/${orders[0]?.id}/photo.png`, Buffer.alloc(70_000, 7), "image/png");
  return { customer, orders };
};

const countsOf = async (open: () => Promise<Database>) => {
  const database = await open();
  try {
    return await tableCounts(database.db);
  } finally {
    await database.close();
  }
};

describe.skipIf(onPostgres)("backup and restore (PGlite)", () => {
  it("round-trips every table's rows and every file, and refuses to overwrite without --force", async () => {
    const source = tempDir();
    const template = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
    const db = await openDatabase({ dataDir: path.join(source, "pglite"), loadDataDir: template });
    const { customer } = await seed(db, source);
    await db.close();
    const sourceConfig = loadConfig({ DATA_DIR: source, LOG_LEVEL: "silent" });

    const archive = path.join(tempDir(), "backup.tar.gz");
    const manifest = await createBackup(sourceConfig, archive);
    expect(manifest.database).toMatchObject({ kind: "pglite", file: "database/pglite.tar" });
    expect(manifest.database.migrations.applied).toBeGreaterThan(10);
    expect(manifest.database.migrations.latest).toMatch(/^\d{4}_/);
    expect(manifest.database.tables["public.customers"]).toBeGreaterThanOrEqual(1);
    expect(manifest.files.entries).toHaveLength(4);

    const target = tempDir();
    const targetConfig = loadConfig({ DATA_DIR: target, LOG_LEVEL: "silent" });
    await restoreBackup(targetConfig, archive);

    const openSource = () => openDatabase({ dataDir: path.join(source, "pglite") });
    const openTarget = () => openDatabase({ dataDir: path.join(target, "pglite") });
    expect(await countsOf(openTarget)).toEqual(await countsOf(openSource));
    expect(await fileEntries(path.join(target, "files"))).toEqual(
      await fileEntries(path.join(source, "files")),
    );
    const restored = await openTarget();
    expect(
      (await restored.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.customername,
    ).toBe(customer.customername);
    // The restored database is a working one: writes go on from where the backup was.
    await makeWorkOrder(restored.db, {
      customerid: customer.id,
      jobsiteid: (await makeJobSite(restored.db, customer.id)).id,
    });
    await restored.close();

    // A second restore onto the now non-empty target is refused and changes nothing …
    const before = await countsOf(openTarget);
    await expect(restoreBackup(targetConfig, archive)).rejects.toThrow(/Refusing to overwrite: .*--force/);
    expect(await countsOf(openTarget)).toEqual(before);
    // … unless forced: the old folders are kept aside, the backup's state is back.
    await restoreBackup(targetConfig, archive, { force: true });
    expect(await countsOf(openTarget)).toEqual(await countsOf(openSource));
    expect(fs.readdirSync(target).filter((n) => n.startsWith("pglite.replaced-"))).toHaveLength(1);
  }, 240_000);

  it("will not open the embedded database while a server process holds it", async () => {
    const dataDir = tempDir();
    const template = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
    await (await openDatabase({ dataDir: path.join(dataDir, "pglite"), loadDataDir: template })).close();
    // A live process other than this one stands in for the running server.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      const release = claimDataDir(dataDir);
      fs.writeFileSync(path.join(dataDir, ".fm-server.pid"), String(other.pid));
      const archive = path.join(tempDir(), "b.tar.gz");
      await expect(
        createBackup(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), archive),
      ).rejects.toThrow(/stop it first/);
      expect(fs.existsSync(archive)).toBe(false);
      release();
    } finally {
      other.kill("SIGKILL");
    }
  });
});

describe.skipIf(!onPostgres)("backup and restore (PostgreSQL)", () => {
  it("round-trips into a fresh database with the row counts of the dump's snapshot and every file", async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const source = tempDir();
    const db = await openDatabase({ url, poolSize: 2 });
    const { orders } = await seed(db, source);
    await db.close();
    const archive = path.join(tempDir(), "pg.tar.gz");
    const manifest = await createBackup(
      loadConfig({ DATA_DIR: source, DATABASE_URL: url, LOG_LEVEL: "silent" }),
      archive,
    );
    expect(manifest.database.kind).toBe("postgres");

    const name = `fm_restore_${uid().replaceAll("-", "")}`;
    const admin = await openDatabase({ url, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const targetUrl = new URL(url);
    targetUrl.pathname = `/${name}`;
    const target = tempDir();
    try {
      const targetConfig = loadConfig({
        DATA_DIR: target,
        DATABASE_URL: targetUrl.toString(),
        LOG_LEVEL: "silent",
      });
      await restoreBackup(targetConfig, archive);
      const openTarget = () => openDatabase({ url: targetUrl.toString(), poolSize: 1 });
      // Other test files write to the source while this runs: the manifest holds the dump's own snapshot.
      expect(await countsOf(openTarget)).toEqual(manifest.database.tables);
      expect(await fileEntries(path.join(target, "files"))).toEqual(manifest.files.entries);
      const restored = await openTarget();
      const ids = (await restored.db.select({ id: workOrders.id }).from(workOrders)).map((r) => r.id);
      await restored.close();
      for (const wo of orders) expect(ids).toContain(wo.id);
      await expect(restoreBackup(targetConfig, archive)).rejects.toThrow(/Refusing to overwrite/);
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }, 240_000);
});
