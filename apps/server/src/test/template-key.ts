import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const serverSrc = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(serverSrc, "../../..");

/** Bump when the way the template is built changes (not its inputs: those are hashed). */
const RECIPE = "1";

/**
 * What a migrated test database is made of: the migrations, schema and reference data (src/db), the domain
 * constants the reference data reads, and PGlite's version. Tests are not inputs.
 */
const INPUT_DIRS = [path.join(serverSrc, "db"), path.join(repoRoot, "packages/domain/src")];

const isInput = (file: string) => !/\.test\.tsx?$/.test(file);

const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((rel) => path.join(dir, rel))
    .filter((file) => isInput(file) && fs.statSync(file).isFile())
    .sort();

const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
};

/** A short hash of every input of the migrated test database: same key, same database. */
export const templateKey = (): string => {
  const hash = createHash("sha256").update(`${RECIPE}\0${pgliteVersion()}\0`);
  for (const dir of INPUT_DIRS) {
    for (const file of filesUnder(dir)) {
      hash.update(path.relative(repoRoot, file)).update("\0").update(fs.readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex").slice(0, 16);
};

export const TEMPLATE_DIR = path.join(repoRoot, ".vitest-tmp");
