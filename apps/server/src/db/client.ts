import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { FallbackPool, ReadReplica } from "./read-replica.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests start each file from one). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * LISTEN on a channel (live screens, issue 33): `onPayload` gets each NOTIFY payload after its commit;
   * `onReconnect` is called when a PostgreSQL listening connection was lost and opened again (notifications in
   * between are lost: read them back from their table). Returns the unlisten function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Whether the database answers `select 1` (GET /api/health). On PostgreSQL over a connection of its own: a
   * health check queued behind a busy pool would time out, and a balancer would take every busy instance out
   * at once (issue 34's load run) although each still answers.
   */
  ping(): Promise<boolean>;
  /** PostgreSQL with DATABASE_READ_URL: the streaming replica, its state and its Drizzle handle (db/reader.ts). */
  replica?: { db: Db; router: ReadReplica };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The session advisory lock (class, key) migrations run under on PostgreSQL; 17002 is the report rollups'. */
export const MIGRATION_LOCK: [number, number] = [17001, 0];

/** The health probe's limit for a connection and its `select 1`. */
const PING_TIMEOUT_MS = 4000;

/**
 * Checks that arrive while one is running share its answer: a balancer checking every 250 ms must not queue
 * probes behind a slow one until they time out and take a merely busy instance out.
 */
const singleFlight = (probe: () => Promise<boolean>) => {
  let running: Promise<boolean> | null = null;
  return () => {
    running ??= probe().finally(() => {
      running = null;
    });
    return running;
  };
};

export interface OpenOptions {
  /** postgres://… ; without it an embedded PGlite database is used. */
  url?: string;
  /** Folder for PGlite's files; omit for an in-memory database. */
  dataDir?: string;
  /** PGlite data-dir dump (tar) to start from, used by tests to skip migrations. */
  loadDataDir?: Blob;
  /** PGlite's WebAssembly and file bundle already loaded (tests open many databases in one process). */
  pgliteArtifacts?: { wasmModule: WebAssembly.Module; fsBundle: Blob };
  poolSize?: number;
  /**
   * PostgreSQL only: fail fast when the database is unreachable (issue 11 faults). A new connection gives up
   * after `connectTimeoutMs`; a statement after `queryTimeoutMs` (server-side statement_timeout, and a client
   * read timeout a little later for a network that stopped answering). Omitted: no limits (scripts, tests).
   */
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
  /** Told about errors of idle pooled connections (e.g. the server restarted); without it they are ignored. */
  onPoolError?: (err: Error) => void;
  /** PostgreSQL only: a streaming replica for list/report reads (DATABASE_READ_URL), and when to bypass it. */
  readUrl?: string;
  replicaMaxLagSeconds?: number;
  replicaPollMs?: number;
  /** pg_stat_activity's application_name of the connections (the replica's get "-read" appended). */
  applicationName?: string;
}

const poolOptions = (opts: OpenOptions, url = opts.url, suffix = ""): pg.PoolConfig => ({
  connectionString: url,
  application_name: `${opts.applicationName ?? "fm-dispatch"}${suffix}`,
  max: opts.poolSize ?? 10,
  keepAlive: true,
  ...(opts.connectTimeoutMs ? { connectionTimeoutMillis: opts.connectTimeoutMs } : {}),
  ...(opts.queryTimeoutMs
    ? {
        statement_timeout: opts.queryTimeoutMs,
        query_timeout: opts.queryTimeoutMs + 1000,
        idle_in_transaction_session_timeout: opts.queryTimeoutMs * 2,
      }
    : {}),
});

const openReplica = (opts: OpenOptions, readUrl: string, primary: pg.Pool) => {
  const replicaPool = new FallbackPool(poolOptions(opts, readUrl, "-read"));
  replicaPool.on("error", (err) => opts.onPoolError?.(err));
  const router = new ReadReplica(primary, replicaPool, {
    maxLagSeconds: opts.replicaMaxLagSeconds ?? 10,
    pollMs: opts.replicaPollMs ?? 250,
  });
  router.start();
  return { db: drizzlePg(replicaPool, { schema }) as unknown as Db, router };
};

/**
 * A dedicated connection LISTENing on `channel` (a pooled one would be handed to other queries). When it
 * drops it is opened again after a second, and `onReconnect` tells the listener it may have missed payloads.
 */
const listenPg = async (
  opts: OpenOptions,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> => {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({
      connectionString: opts.url,
      application_name: `${opts.applicationName ?? "fm-dispatch"}-listen`,
    });
    c.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    const retry = () => {
      if (closed || client !== c) return;
      client = null;
      c.end().catch(() => {});
      timer = setTimeout(() => void connect(true).catch(() => retry()), 1000);
    };
    c.on("error", retry);
    c.on("end", retry);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      if (!again) throw err;
      retry();
      return;
    }
    if (again) onReconnect?.();
  };
  await connect(false);
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
};

export const openDatabase = async (opts: OpenOptions): Promise<Database> => {
  if (opts.url) {
    const pool = new pg.Pool(poolOptions(opts));
    // An idle connection that drops (database restarted, network cut) must not crash the process: the pool
    // discards it and the next query opens a new one.
    pool.on("error", (err) => opts.onPoolError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const replica = opts.readUrl ? openReplica(opts, opts.readUrl, pool) : undefined;
    const probe = new pg.Pool({
      ...poolOptions(opts, opts.url, "-health"),
      max: 1,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
    });
    probe.on("error", (err) => opts.onPoolError?.(err));
    return {
      db,
      kind: "postgres",
      listen: (channel, onPayload, onReconnect) => listenPg(opts, channel, onPayload, onReconnect),
      ping: singleFlight(() =>
        probe.query("select 1").then(
          () => true,
          () => false,
        ),
      ),
      ...(replica ? { replica } : {}),
      // Migrations may run longer than a request's statement limit: they get their own, unlimited connection.
      // It holds a session advisory lock while it migrates, so instances starting together migrate one at a
      // time: the second waits, then finds every migration applied (drizzle skips those in its journal).
      migrate: async () => {
        const migrator = new pg.Client({ connectionString: opts.url });
        await migrator.connect();
        try {
          await migrator.query("select pg_advisory_lock($1, $2)", MIGRATION_LOCK);
          await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
        } finally {
          // Ending the session releases the lock, also when a migration failed.
          await migrator.end();
        }
      },
      close: async () => {
        await replica?.router.close();
        await Promise.all([pool.end(), probe.end()]);
      },
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    // pg_trgm backs the work-order search (migration 0008); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.pgliteArtifacts
      ? { pgliteWasmModule: opts.pgliteArtifacts.wasmModule, fsBundle: opts.pgliteArtifacts.fsBundle }
      : {}),
  });
  const pdb = drizzlePglite(client, { schema });
  return {
    db: pdb as unknown as Db,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    ping: () =>
      client.query("select 1").then(
        () => true,
        () => false,
      ),
    migrate: () => migratePglite(pdb, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir("none"),
  };
};
