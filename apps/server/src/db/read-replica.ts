import pg from "pg";

/** A PostgreSQL WAL position ("16/B374D848") as a number that compares. */
export const parseLsn = (lsn: string | null | undefined): bigint | null => {
  const m = /^([0-9A-Fa-f]+)\/([0-9A-Fa-f]+)$/.exec(lsn ?? "");
  if (!m?.[1] || !m[2]) return null;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
};

/** The primary's WAL position after a user's last write, and when it was written (`userwritepositions`). */
export interface WritePosition {
  lsn: string;
  at: Date;
}

export type ReplicaState = "ok" | "behind" | "down";

export interface ReplicaStatus {
  state: ReplicaState;
  /** Seconds since the replica last replayed a change the primary already has (0 when caught up). */
  lagSeconds: number | null;
  /** WAL bytes the primary has that the replica has not replayed yet. */
  lagBytes: number | null;
}

export interface ReplicaOptions {
  /** A replica behind by more than this is bypassed until it catches up. */
  maxLagSeconds: number;
  /** How often the replica's replay position is read. */
  pollMs: number;
  /** Clock (tests). */
  now?: () => number;
}

/** Errors that mean "the replica is not there": fall back to the primary instead of failing the request. */
const isConnectionError = (err: unknown) => {
  const code = (err as { code?: string } | null)?.code ?? "";
  const message = err instanceof Error ? err.message : "";
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "EPIPE",
      "57P01",
      "57P02",
      "57P03",
      "08006",
      "08001",
    ].includes(code) || /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
};

/** A standby cancels a read that conflicts with replaying the primary's changes: the primary can answer it. */
const isRecoveryConflict = (err: unknown) =>
  err instanceof Error && /conflict with recovery/i.test(err.message);

type Query = (config: unknown, values?: unknown) => Promise<unknown>;

/**
 * The replica's pool: a query that cannot reach the replica marks it down and is re-run on the primary, so
 * a replica that went away between two polls costs one failed connection, not a failed request. (Drizzle
 * calls `query(config, values)`; transactions take a client with `connect()` and are not re-run.)
 */
export class FallbackPool extends pg.Pool {
  /** The pool's own query, without the fallback (the poll must see the replica's failures). */
  readonly direct: Query = pg.Pool.prototype.query.bind(this) as Query;
  fallback: pg.Pool | null = null;
  onDown: (err: unknown) => void = () => {};

  constructor(config: pg.PoolConfig) {
    super(config);
    const withFallback: Query = (config, values) =>
      this.direct(config, values).catch((err: unknown) => {
        const gone = isConnectionError(err);
        if (!this.fallback || !(gone || isRecoveryConflict(err))) throw err;
        if (gone) this.onDown(err);
        return (this.fallback.query.bind(this.fallback) as Query)(config, values);
      });
    this.query = withFallback as typeof this.query;
  }
}

/**
 * Which database a read goes to (docs/decisions/0044-f34scale-read-replicas.md). The replica is used while
 * it answers and is within `maxLagSeconds`; a user who just wrote reads the primary until the replica has
 * replayed past that write's LSN (read-your-writes), known from a poll every `pollMs`.
 */
export class ReadReplica {
  private status: ReplicaStatus = { state: "down", lagSeconds: null, lagBytes: null };
  private replayed: bigint | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: FallbackPool,
    private readonly opts: ReplicaOptions,
  ) {
    this.now = opts.now ?? Date.now;
    replica.fallback = primary;
    replica.onDown = () => {
      this.status = { state: "down", lagSeconds: null, lagBytes: null };
    };
  }

  /**
   * Whether a user's reads may go to the replica now. `lastWrite` is the user's last write position as the
   * auth hook read it from `userwritepositions` (any instance may have written it); null for none.
   */
  usable(lastWrite: WritePosition | null): boolean {
    if (this.status.state !== "ok") return false;
    if (!lastWrite) return true;
    const lsn = parseLsn(lastWrite.lsn);
    if (lsn === null) return true;
    // A write older than the lag limit is replayed on any replica still in use (else it is "behind").
    return (
      (this.replayed !== null && this.replayed >= lsn) ||
      this.now() - lastWrite.at.getTime() > this.opts.maxLagSeconds * 1000
    );
  }

  /**
   * After `userId`'s write committed: the primary's WAL position is kept for that user in the database, so
   * every instance sends their reads to the primary until the replica has replayed past it.
   */
  async noteWrite(userId: number): Promise<void> {
    if (this.status.state === "down") return; // nothing reads the replica now; the next poll sees the LSN anyway
    await this.primary.query(
      `insert into userwritepositions (userid, lsn, at) values ($1, pg_current_wal_lsn()::text, $2)
       on conflict (userid) do update set lsn = excluded.lsn, at = excluded.at`,
      [userId, new Date(this.now())],
    );
  }

  current(): ReplicaStatus {
    return { ...this.status };
  }

  /** Reads the replica's replay position and the primary's WAL position; the replica's state follows. */
  poll(): Promise<void> {
    this.polling ??= this.measure().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async measure() {
    try {
      // The primary's position first: a replica at or past it has everything committed before the poll.
      const primary = await this.primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      const { rows } = (await this.replica.direct(
        `select pg_last_wal_replay_lsn()::text as lsn,
                extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as since`,
      )) as pg.QueryResult<{ lsn: string | null; since: number | null }>;
      const row = rows[0];
      const replayed = parseLsn(row?.lsn);
      const head = parseLsn(primary.rows[0]?.lsn);
      if (replayed === null || head === null) throw new Error("not a streaming replica");
      const lagBytes = head > replayed ? Number(head - replayed) : 0;
      // Idle primary: nothing to replay, however long ago the last change was.
      const lagSeconds = lagBytes === 0 ? 0 : Math.max(0, row?.since ?? 0);
      this.replayed = replayed;
      this.status = {
        state: lagSeconds > this.opts.maxLagSeconds ? "behind" : "ok",
        lagSeconds,
        lagBytes,
      };
    } catch {
      this.status = { state: "down", lagSeconds: null, lagBytes: null };
    }
  }

  start() {
    const tick = () => {
      void this.poll().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.opts.pollMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
    await this.replica.end();
  }
}
