import type { Readable } from "node:stream";
import { AppError } from "../errors.ts";

/** A short-lived, read-only, container-scoped access token for direct reads (spec 3 §7.6 getSAS). */
export interface ReadAccess {
  sasToken: string;
  expiresOn: string;
  containerUrl: string;
}

/**
 * Where attachment files live (ARCHITECTURE.md "files"): local disk by default, Azure Blob Storage when
 * configured. Keys are relative, `/`-separated paths such as `workorder/12/invoice_20261122T041500123.pdf`;
 * every store refuses a key that is not a plain relative path (see assertSafeKey).
 */
export interface BlobStore {
  readonly kind: "local" | "azure";
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The blob's bytes; 404 AppError when it does not exist. */
  get(key: string): Promise<Readable>;
  /** Removes the blob; a missing blob is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Azure only: a read-only SAS for the whole container, valid for `ttlMinutes`. */
  readAccess?(ttlMinutes: number): Promise<ReadAccess>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,254}$/;

/** Throws unless `key` is 1–8 plain segments (letters, digits, `._-`, no leading dot, no `..`). */
export const assertSafeKey = (key: string): string[] => {
  const segments = key.split("/");
  if (
    key.length > 1024 ||
    segments.length > 8 ||
    segments.some((s) => !SEGMENT.test(s) || s.includes(".."))
  ) {
    throw new AppError("bad_blob_key", 400, `"${key}" is not a valid storage path.`);
  }
  return segments;
};

export const blobNotFound = (key: string) => new AppError("not_found", 404, `The file ${key} was not found.`);
