import type { Db } from "../../../apps/server/src/db/client.ts";

/** One benchmark case: an HTTP request to the real app, and the bare SQL that request runs. */
export interface BenchCase {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** JSON body for POST/PUT. */
  body?: unknown;
  /** Send the admin's bearer token. */
  auth: boolean;
  /** Tighter limits for deliberately slow endpoints (login hashes with argon2id). */
  durationSeconds?: number;
  sqlIterations?: number;
  /** The query (or queries) the endpoint runs, straight against the database. */
  bareSql(db: Db): Promise<unknown>;
}
