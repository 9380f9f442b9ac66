import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSecretBox, openSecretBox, parseEncryptionKey, SecretBoxError } from "./secret-box.ts";

describe("secret box", () => {
  const key = randomBytes(32);

  it("round-trips, never stores the plain text and gives a new ciphertext each time", () => {
    const box = createSecretBox(key);
    const a = box.seal("s3cret pässword");
    const b = box.seal("s3cret pässword");
    expect(a).not.toContain("s3cret");
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe("s3cret pässword");
    expect(box.isSealed(a)).toBe(true);
    expect(box.isSealed("s3cret")).toBe(false);
  });

  it("refuses an altered value and a value of an unknown key", () => {
    const box = createSecretBox(key);
    const sealed = box.seal("secret");
    const body = Buffer.from(sealed.split(".")[2] ?? "", "base64");
    body[body.length - 1] = (body[body.length - 1] ?? 0) ^ 1;
    const altered = `${sealed.split(".").slice(0, 2).join(".")}.${body.toString("base64")}`;
    expect(() => box.open(altered)).toThrow(SecretBoxError);
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(SecretBoxError);
  });

  it("opens values sealed with a previous key during a rotation", () => {
    const old = createSecretBox(key);
    const sealed = old.seal("rotated");
    const rotated = createSecretBox(randomBytes(32), [key]);
    expect(rotated.open(sealed)).toBe("rotated");
    expect(rotated.open(rotated.seal("new"))).toBe("new");
  });

  it("accepts base64 or hex keys of 32 bytes only", () => {
    expect(parseEncryptionKey(key.toString("base64")).equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString("hex")).equals(key)).toBe(true);
    expect(() => parseEncryptionKey(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });

  it("keeps the key created on first start under DATA_DIR/keys", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fm-keys-"));
    try {
      const first = await openSecretBox({ keyDir: dir });
      const second = await openSecretBox({ keyDir: dir });
      expect(second.open(first.seal("kept"))).toBe("kept");
      expect(fs.statSync(path.join(dir, "app-encryption.key")).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
