import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type BlobStore, blobNotFound } from "./blob-store.ts";

/** Files under one root folder (DATA_DIR/files); keys are checked and resolved so nothing escapes it. */
export class LocalDiskBlobStore implements BlobStore {
  readonly kind = "local" as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, ...assertSafeKey(key));
    if (!full.startsWith(this.root + path.sep)) throw blobNotFound(key);
    return full;
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target, then renamed: a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(partial));
      await fsp.rename(partial, target);
    } catch (err) {
      await fsp.rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, "r");
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") throw blobNotFound(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
