import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A data folder (embedded database, blob store, keys) with the demo data already seeded, copied into each test
 * server's fresh DATA_DIR instead of seeding again: the browser suite's shards, its OIDC server and the short load
 * test each spent 30–60 s of CPU on the same seed. The copy is the same data a first start writes; it is keyed by
 * the server's sources and migrations, and refused once older than `maxAgeMinutes` (the demo's dates are relative
 * to the day and hour it was seeded).
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const repoRoot = path.resolve(serverRoot, "../..");
const SOURCES = [path.join(serverRoot, "src"), path.join(repoRoot, "packages/domain/src")];
const READY = "template-ready";

const sourceFiles = async (dir: string): Promise<string[]> => {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
};

/** What the seeded data depends on: every non-test file of the server and the domain package. */
const sourcesKey = async (): Promise<string> => {
  const hash = createHash("sha256");
  for (const dir of SOURCES)
    for (const file of (await sourceFiles(dir)).sort()) {
      hash.update(path.relative(repoRoot, file));
      hash.update(await readFile(file));
    }
  return hash.digest("hex").slice(0, 16);
};

const ageMinutes = async (file: string): Promise<number | null> => {
  try {
    return (Date.now() - (await stat(file)).mtimeMs) / 60_000;
  } catch {
    return null;
  }
};

const seed = (dataDir: string): Promise<void> =>
  new Promise((resolve, reject) => {
    let output = "";
    // The embedded database, whatever the caller's environment names.
    const { DATABASE_URL: _primary, DATABASE_READ_URL: _replica, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "src/seed/cli.ts", "--demo"], {
      cwd: serverRoot,
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`demo seed for the template failed (${code}):\n${output}`)),
    );
  });

/** One creator at a time across processes: `mkdir` of the lock folder either succeeds or the folder exists. */
const withLock = async <T>(lock: string, work: () => Promise<T>): Promise<T> => {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const age = await ageMinutes(lock);
      if (age !== null && age > 5) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`demo template lock ${lock} held for 10 min`);
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
};

/** The seeded demo data folder for the current sources, created (once, under a lock) when missing or stale. */
export const ensureDemoTemplate = async (maxAgeMinutes = 30): Promise<string> => {
  const dir = path.join(tmpdir(), `fm-demo-template-${await sourcesKey()}`);
  const fresh = async () => {
    const age = await ageMinutes(path.join(dir, READY));
    return age !== null && age < maxAgeMinutes;
  };
  if (await fresh()) return dir;
  return withLock(`${dir}.lock`, async () => {
    if (await fresh()) return dir;
    const building = `${dir}.building`;
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true });
    await seed(building);
    await writeFile(path.join(building, READY), new Date().toISOString());
    await rm(dir, { recursive: true, force: true });
    await rename(building, dir);
    return dir;
  });
};

/** Copies a template into an empty data folder (before the server using that folder starts). */
export const copyDemoTemplate = async (template: string, dataDir: string): Promise<void> => {
  await cp(template, dataDir, { recursive: true, filter: (src) => path.basename(src) !== READY });
};
