import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ContainerClient } from "@azure/storage-blob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAzuriteForTests } from "../../test/azurite.ts";
import { uid } from "../../test/factories.ts";
import { AzureBlobStore } from "./azure-blob-store.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalDiskBlobStore } from "./local-disk-store.ts";

const azurite = await startAzuriteForTests();
afterAll(() => azurite?.stop());

const read = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

/** The behaviour every blob store must have. */
const contract = (name: string, make: () => BlobStore, enabled = true) =>
  describe.skipIf(!enabled)(`${name} blob store contract`, () => {
    let store: BlobStore;
    beforeAll(() => {
      store = make();
    });

    it("stores buffers and streams, overwrites, reads back the same bytes", async () => {
      const key = `workorder/${uid()}/a_20260101T000000000.pdf`;
      expect(await store.exists(key)).toBe(false);
      await store.put(key, Buffer.from("%PDF-first"), "application/pdf");
      expect(await store.exists(key)).toBe(true);
      expect((await read(await store.get(key))).toString()).toBe("%PDF-first");
      const big = Buffer.alloc(300_000, 7);
      await store.put(
        key,
        Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
        "application/pdf",
      );
      expect((await read(await store.get(key))).equals(big)).toBe(true);
    });

    it("deletes (idempotently) and answers 404 for a missing blob", async () => {
      const key = `temp/${uid()}.txt`;
      await store.put(key, Buffer.from("x"), "text/plain");
      await store.delete(key);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.get(key)).rejects.toMatchObject({ status: 404 });
    });

    it("refuses keys that are not plain relative paths", async () => {
      for (const key of [
        "../escape.txt",
        "a/../../b.txt",
        "/abs.txt",
        "a//b.txt",
        ".hidden",
        "a\\b.txt",
        "a/..",
        "",
      ]) {
        await expect(store.put(key, Buffer.from("x"), "text/plain"), key).rejects.toMatchObject({
          status: 400,
        });
        await expect(store.get(key), key).rejects.toMatchObject({ status: 400 });
        await expect(store.delete(key), key).rejects.toMatchObject({ status: 400 });
      }
    });
  });

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), "fm-blobs-"));
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));
contract("local disk", () => new LocalDiskBlobStore(path.join(localRoot, "files")));
contract(
  "Azure (azurite)",
  () => new AzureBlobStore(azurite?.connectionString ?? "", `c${uid()}`),
  !!azurite,
);

describe("local disk store", () => {
  it("keeps files under its root and has no SAS", async () => {
    const store: BlobStore = new LocalDiskBlobStore(path.join(localRoot, "files"));
    await store.put("workorder/1/x.txt", Buffer.from("x"), "text/plain");
    expect(fs.readFileSync(path.join(localRoot, "files", "workorder", "1", "x.txt"), "utf8")).toBe("x");
    expect(fs.existsSync(path.join(localRoot, "escape.txt"))).toBe(false);
    expect(store.readAccess).toBeUndefined();
  });
});

describe.skipIf(!azurite)("Azure store read access (SAS)", () => {
  it("issues a short-lived read-only container SAS that reads but cannot write or list", async () => {
    const store = new AzureBlobStore(azurite?.connectionString ?? "", `c${uid()}`);
    await store.put("workorder/9/photo.png", Buffer.from("png-bytes"), "image/png");
    const access = await store.readAccess(15);
    const expires = new Date(access.expiresOn).getTime();
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(access.sasToken).toMatch(/(^|&)sp=r(&|$)/);
    const viaSas = new ContainerClient(`${access.containerUrl}?${access.sasToken}`);
    const blob = viaSas.getBlockBlobClient("workorder/9/photo.png");
    const got = await blob.download();
    expect((await read(got.readableStreamBody as Readable)).toString()).toBe("png-bytes");
    expect(got.contentType).toBe("image/png");
    await expect(
      viaSas.getBlockBlobClient("workorder/9/evil.txt").uploadData(Buffer.from("x")),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
