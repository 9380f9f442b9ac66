import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Encryption at rest for integration credentials and stored passwords (QuickBooks tokens, management-provider
 * passwords, ServiceChannel secrets): AES-256-GCM with the key from APP_ENCRYPTION_KEY(_FILE). A sealed value
 * reads `v1.<key id>.<base64 iv|tag|ciphertext>`, so a value sealed with a previous key (listed in
 * APP_ENCRYPTION_KEY_PREVIOUS while keys are rotated) still opens.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** True for a value this box produced (any known key), e.g. to migrate rows still in plain text. */
  isSealed(value: string): boolean;
}

const PREFIX = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** A key as configured: 32 bytes in base64 (or 64 hex digits). */
export const parseEncryptionKey = (text: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32) {
    throw new SecretBoxError("APP_ENCRYPTION_KEY must be 32 bytes, in base64 or as 64 hex digits");
  }
  return key;
};

export const createSecretBox = (current: Buffer, previous: Buffer[] = []): SecretBox => {
  const keys = new Map<string, Buffer>([current, ...previous].map((k) => [keyId(k), k]));
  const currentId = keyId(current);
  const split = (sealed: string) => {
    const [prefix, id, body, ...rest] = sealed.split(".");
    if (prefix !== PREFIX || !id || !body || rest.length) return null;
    return { id, body };
  };
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const body = Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64");
      return `${PREFIX}.${currentId}.${body}`;
    },
    open(sealed) {
      const parts = split(sealed);
      const key = parts ? keys.get(parts.id) : undefined;
      if (!parts || !key) throw new SecretBoxError("the value is not sealed with a known key");
      const raw = Buffer.from(parts.body, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        throw new SecretBoxError("the sealed value was altered or the key is wrong");
      }
    },
    isSealed(value) {
      const parts = split(value);
      return parts !== null && keys.has(parts.id);
    },
  };
};

/**
 * The configured box: APP_ENCRYPTION_KEY or APP_ENCRYPTION_KEY_FILE (every instance must share it), else a key
 * created on first start under DATA_DIR/keys (a single instance, e.g. `npm start`); null keyDir → a random
 * key for this process (tests).
 */
export const openSecretBox = async (opts: {
  key?: string | undefined;
  keyFile?: string | undefined;
  previous?: string | undefined;
  keyDir: string | null;
}): Promise<SecretBox> => {
  const previous = (opts.previous ?? "")
    .split(",")
    .filter((k) => k.trim())
    .map(parseEncryptionKey);
  if (opts.key) return createSecretBox(parseEncryptionKey(opts.key), previous);
  if (opts.keyFile)
    return createSecretBox(parseEncryptionKey(await fs.readFile(opts.keyFile, "utf8")), previous);
  if (!opts.keyDir) return createSecretBox(randomBytes(32), previous);
  const file = path.join(opts.keyDir, "app-encryption.key");
  try {
    return createSecretBox(parseEncryptionKey(await fs.readFile(file, "utf8")), previous);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  await fs.mkdir(opts.keyDir, { recursive: true });
  const key = randomBytes(32);
  // wx: two processes starting at once must not overwrite each other's key.
  await fs.writeFile(file, key.toString("base64"), { mode: 0o600, flag: "wx" }).catch(async (err) => {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  });
  return createSecretBox(parseEncryptionKey(await fs.readFile(file, "utf8")), previous);
};
