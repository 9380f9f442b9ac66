import path from "node:path";
import { loadConfig } from "../config.ts";
import { createBackup } from "./backup.ts";
import { restoreBackup } from "./restore.ts";

/**
 * `npm run backup -- [--out <file.tar.gz>]` and `npm run restore -- <file.tar.gz> [--force]` (docs/backup.md).
 * Paths are taken relative to the folder npm was started from.
 */
const here = process.env.INIT_CWD ?? process.cwd();
const [command, ...args] = process.argv.slice(2);

const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const main = async () => {
  const config = loadConfig();
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "Z");
    const out = path.resolve(here, option("--out") ?? path.join("backups", `fm-backup-${stamp}.tar.gz`));
    const m = await createBackup(config, out);
    const rows = Object.values(m.database.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written to ${out}\n  database: ${m.database.kind}, migration ${m.database.migrations.latest ?? "none"}, ${rows} rows in ${Object.keys(m.database.tables).length} tables\n  files: ${m.files.store === "azure" ? "in Azure Blob Storage (not copied; see docs/backup.md)" : `${m.files.entries.length} local files`}`,
    );
    return;
  }
  if (command === "restore") {
    const archive = args.find((a) => !a.startsWith("--"));
    if (!archive) throw new Error("usage: npm run restore -- <backup.tar.gz> [--force]");
    const m = await restoreBackup(config, path.resolve(here, archive), { force: args.includes("--force") });
    console.log(
      `Restored the backup of ${m.createdAt}: ${m.database.kind}, ${Object.keys(m.database.tables).length} tables and ${m.files.entries.length} files checked against the manifest.`,
    );
    return;
  }
  throw new Error("usage: cli.ts backup [--out <file>] | restore <file> [--force]");
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
