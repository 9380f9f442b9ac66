import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { FallbackPool, parseLsn, ReadReplica } from "./read-replica.ts";

/**
 * The routing rules of the read replica with both servers simulated (the real streaming replica is
 * deployment/read-replica.test.ts): lag limit, read-your-writes by LSN and its time bound, loss.
 */
let primaryLsn = "0/100";
let replica: { lsn: string | null; since: number | null } | Error = { lsn: "0/100", since: 0 };
const now = 1_000_000;
const opened: ReadReplica[] = [];
/** What the router sent the primary other than the polls' position reads. */
const writes: { text: string; values: unknown[] }[] = [];

const build = () => {
  const primary = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
  primary.query = (async (text: string, values?: unknown[]) => {
    if (text.startsWith("insert")) writes.push({ text, values: values ?? [] });
    return { rows: [{ lsn: primaryLsn }] };
  }) as unknown as typeof primary.query;
  const standby = new FallbackPool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
  Object.assign(standby, {
    direct: async () => {
      if (replica instanceof Error) throw replica;
      return { rows: [replica] };
    },
  });
  const router = new ReadReplica(primary, standby, { maxLagSeconds: 10, pollMs: 1000, now: () => now });
  opened.push(router);
  return router;
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
  primaryLsn = "0/100";
  replica = { lsn: "0/100", since: 0 };
  writes.length = 0;
});
const wrote = (lsn: string, agoMs = 0) => ({ lsn, at: new Date(now - agoMs) });

describe("read replica routing", () => {
  it("parses WAL positions so that they compare", () => {
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n);
    expect((parseLsn("1/0") ?? 0n) > (parseLsn("0/FFFFFFFF") ?? 0n)).toBe(true);
    expect(parseLsn("nonsense")).toBeNull();
    expect(parseLsn(null)).toBeNull();
  });

  it("is not used before its first poll, and used once it answers within the lag limit", async () => {
    const r = build();
    expect(r.usable(null)).toBe(false);
    await r.poll();
    expect(r.current()).toEqual({ state: "ok", lagSeconds: 0, lagBytes: 0 });
    expect(r.usable(null)).toBe(true);
  });

  it("bypasses a replica behind the limit, and one that stopped answering, until it is back", async () => {
    const r = build();
    primaryLsn = "0/200";
    replica = { lsn: "0/100", since: 11 };
    await r.poll();
    expect(r.current()).toEqual({ state: "behind", lagSeconds: 11, lagBytes: 0x100 });
    expect(r.usable(null)).toBe(false);
    replica = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    await r.poll();
    expect(r.current()).toEqual({ state: "down", lagSeconds: null, lagBytes: null });
    expect(r.usable(wrote("0/150"))).toBe(false);
    replica = { lsn: "0/200", since: 30 };
    await r.poll();
    // Caught up: an idle primary's old last commit is no lag.
    expect(r.current()).toEqual({ state: "ok", lagSeconds: 0, lagBytes: 0 });
    expect(r.usable(wrote("0/150"))).toBe(true);
  });

  it("sends a writer's reads to the primary until the replica has replayed the write, others stay", async () => {
    const r = build();
    await r.poll();
    expect(r.usable(wrote("0/300"))).toBe(false);
    expect(r.usable(null)).toBe(true);
    replica = { lsn: "0/2FF", since: 0.1 };
    await r.poll();
    expect(r.usable(wrote("0/300"))).toBe(false);
    replica = { lsn: "0/300", since: 0 };
    await r.poll();
    expect(r.usable(wrote("0/300"))).toBe(true);
    // A position that does not parse never pins a user to the primary.
    expect(r.usable(wrote("garbage"))).toBe(true);
  });

  it("keeps a writer's position in the database, where every instance's auth hook reads it", async () => {
    const r = build();
    await r.poll();
    await r.noteWrite(7);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.text).toContain("insert into userwritepositions");
    expect(writes[0]?.text).toContain("pg_current_wal_lsn()");
    expect(writes[0]?.values).toEqual([7, new Date(now)]);
    // A replica that is down reads nothing: no bookkeeping.
    replica = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    await r.poll();
    await r.noteWrite(7);
    expect(writes).toHaveLength(1);
  });

  it("bounds read-your-writes by the lag limit", async () => {
    const r = build();
    await r.poll();
    expect(r.usable(wrote("0/500", 9_000))).toBe(false);
    expect(r.usable(wrote("0/500", 11_000))).toBe(true);
  });
});

describe("the replica's pool", () => {
  const pools = (failure: Error) => {
    const primary = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
    primary.query = (async () => ({ rows: [{ on: "primary" }] })) as unknown as typeof primary.query;
    const standby = new FallbackPool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
    Object.assign(standby, { direct: async () => Promise.reject(failure) });
    standby.fallback = primary;
    const downs: unknown[] = [];
    standby.onDown = (err) => downs.push(err);
    return { standby, downs, close: () => Promise.all([primary.end(), standby.end()]) };
  };

  it("re-runs a query on the primary when the replica is gone, and says so", async () => {
    const p = pools(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    expect(await p.standby.query("select 1")).toEqual({ rows: [{ on: "primary" }] });
    expect(p.downs).toHaveLength(1);
    await p.close();
  });

  it("re-runs a read cancelled by a recovery conflict on the primary without marking the replica down", async () => {
    const p = pools(new Error("canceling statement due to conflict with recovery"));
    expect(await p.standby.query("select 1")).toEqual({ rows: [{ on: "primary" }] });
    expect(p.downs).toHaveLength(0);
    await p.close();
  });

  it("passes any other error on (a bad query is not retried elsewhere)", async () => {
    const p = pools(Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }));
    await expect(p.standby.query("select * from nope")).rejects.toThrow("nope");
    expect(p.downs).toHaveLength(0);
    await p.close();
  });
});
