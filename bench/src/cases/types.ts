import type { SQLWrapper } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";

/** Demo-user credentials a case signs in with (every demo user's password is Demo123!). */
export interface BenchUser {
  email: string;
  password: string;
}

/** What an issue asks of an endpoint; the run reports whether it was met. */
export interface BenchTarget {
  /** Endpoint p95 must stay under this (milliseconds). */
  p95Ms: number;
  /** Endpoint p50 ÷ bare-SQL p50 must not exceed this. */
  maxRatio?: number;
}

/** One benchmark case: an HTTP request to the real app, and the bare SQL that request runs. */
export interface BenchCase {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** JSON body for POST/PUT. */
  body?: unknown;
  /** Send a bearer token (of `user`, else the admin's). */
  auth: boolean;
  /** Who the request signs in as; defaults to the admin (BENCH_LOGIN). */
  user?: BenchUser;
  /** Tighter limits for deliberately slow endpoints (login hashes with argon2id). */
  durationSeconds?: number;
  sqlIterations?: number;
  target?: BenchTarget;
  /** Runs once before the case (e.g. looks up the signed-in user's vendor or customer id). */
  setup?(db: Db): Promise<void>;
  /** The query (or queries) the endpoint runs, straight against the database. */
  bareSql(db: Db): Promise<unknown>;
  /** The main statements of bareSql, for `--explain` (EXPLAIN (ANALYZE, BUFFERS) of each). */
  explain?(db: Db): { label: string; query: SQLWrapper }[];
}
