import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { paths } from "./schema.gen.ts";

export type { paths } from "./schema.gen.ts";
export type FmClient = Client<paths>;

export interface FmClientOptions {
  /** The server's origin, e.g. https://fm.example.com (paths already start with /api). */
  baseUrl: string;
  /** An API token (`fmd_…`, Admin → API Tokens or My Profile) or a session's access token. */
  token: string;
  fetch?: typeof globalThis.fetch;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A fresh Idempotency-Key. Keep it to retry the same write: the server answers the retry with the first answer. */
export const idempotencyKey = (): string => crypto.randomUUID();

/**
 * Every write carries an Idempotency-Key (docs/api.md §3): the caller's when it passes one (to retry safely),
 * otherwise a fresh one, so a write the network repeats is never done twice.
 */
const idempotentWrites: Middleware = {
  onRequest({ request }) {
    if (WRITES.has(request.method) && !request.headers.has("Idempotency-Key"))
      request.headers.set("Idempotency-Key", idempotencyKey());
    return request;
  },
};

/** The typed FM Dispatch client: `client.GET("/api/workorder/getworkorders", { params: { query } })`. */
export const createFmClient = ({ baseUrl, token, fetch }: FmClientOptions): FmClient => {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/$/, ""),
    headers: { Authorization: `Bearer ${token}` },
    ...(fetch ? { fetch } : {}),
  });
  client.use(idempotentWrites);
  return client;
};
