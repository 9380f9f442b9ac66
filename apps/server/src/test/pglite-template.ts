import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { OpenOptions } from "../db/client.ts";
import { TEMPLATE_DIR, templateKey } from "./template-key.ts";

/**
 * The migrated PGlite data dir (with reference data) every API test file starts from. Its name carries the
 * hash of its inputs, so global setup builds it once and later runs reuse it until a migration, the schema,
 * the reference data or PGlite changes (docs/decisions/0024-test-database-set-up.md).
 */
export const TEMPLATE_FILE = path.join(TEMPLATE_DIR, `pglite-template-${templateKey()}.tar`);

/**
 * A Blob served from memory: PGlite reads `loadDataDir` and `fsBundle` with `arrayBuffer()`, which Node's
 * Blob assembles from small chunks (about a tenth of a file's database set-up for the 45 MB template).
 */
class InMemoryBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

// Read once per worker: the API projects share modules between the files of a worker (isolate: false).
let template: Blob | undefined;
let artifacts: Promise<NonNullable<OpenOptions["pgliteArtifacts"]>> | undefined;

/** The template's bytes, read once per process. */
export const pgliteTemplate = (): Blob => {
  template ??= new InMemoryBlob(new Uint8Array(fs.readFileSync(TEMPLATE_FILE)));
  return template;
};

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));

/** PGlite's WebAssembly compiled and its file bundle read once per process, not once per database. */
export const pgliteArtifacts = (): Promise<NonNullable<OpenOptions["pgliteArtifacts"]>> => {
  artifacts ??= (async () => ({
    wasmModule: await WebAssembly.compile(fs.readFileSync(path.join(pgliteDist, "pglite.wasm"))),
    fsBundle: new InMemoryBlob(new Uint8Array(fs.readFileSync(path.join(pgliteDist, "pglite.data")))),
  }))();
  return artifacts;
};
