import type { z } from "zod";
import { ApiError } from "../../../api/api-error.ts";
import type { ReadStore } from "./idb-store.ts";

/** A read's answer and, when it came from the device because the server could not be reached, as of when. */
export interface Cached<T> {
  data: T;
  /** null: fresh from the server; else the time (ISO 8601) the kept answer was fetched. */
  asof: string | null;
}

/** The server could not be reached: no network, or a server error. A 401 or another refusal is an answer. */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** A read's contract, or its loader (a contract kept out of the first screen's chunk, loaded when needed). */
export type ReadContract<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * The offline read cache (issue 31): every answer of `fetch` is kept under `key`; when the server cannot be
 * reached (no network, a server error) the last kept answer is returned with its time, checked against the
 * read's contract, loaded then if given as a loader (a kept answer of an older app version that no longer fits is not used). A refusal (4xx)
 * is thrown as always: an order taken away from the tech must not stay readable from the cache.
 */
export const cachedRead = async <T>(
  store: ReadStore,
  key: string,
  contract: ReadContract<T>,
  fetch: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<Cached<T>> => {
  try {
    const data = await fetch();
    // Kept on the device beside drawing the answer, not before it (IndexedDB's open and write are not on the
    // first screen's path).
    void store.put({ key, asof: now().toISOString(), data }).catch(() => undefined);
    return { data, asof: null };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = await store.get(key).catch(() => undefined);
    if (!kept) throw error;
    const schema = typeof contract === "function" ? await contract().catch(() => null) : contract;
    const parsed = schema?.safeParse(kept.data);
    if (!parsed?.success) throw error;
    return { data: parsed.data, asof: kept.asof };
  }
};
