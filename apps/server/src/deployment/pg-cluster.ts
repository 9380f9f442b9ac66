import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../test/local-server.ts";

/** Debian's PostgreSQL 15 server binaries (package postgresql-15); PG_BIN overrides. */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
export const hasPgBinaries = () =>
  ["initdb", "pg_ctl", "pg_basebackup"].every((b) => fs.existsSync(path.join(PG_BIN, b)));

/** PostgreSQL refuses to run as root: as root, the servers run as the `postgres` system user. */
const runAs = (): { uid: number; gid: number } | null => {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
};

export interface PgNode {
  port: number;
  url(db?: string): string;
  stop(): void;
}

export interface PgCluster {
  primary: PgNode;
  standby: PgNode;
  /** Stops both servers and removes their data directories. */
  destroy(): void;
}

/**
 * A primary on a free loopback port and a hot standby streaming from it (pg_basebackup -R), in a temporary
 * folder: the real replication the read-replica routing relies on (fsync off: a test cluster).
 */
export const startPgCluster = async (): Promise<PgCluster> => {
  const user = runAs();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "fm-pg-cluster-"));
  if (user) fs.chownSync(base, user.uid, user.gid);
  const run = (bin: string, args: string[]) => {
    const res = spawnSync(path.join(PG_BIN, bin), args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { PATH: process.env.PATH ?? "", LANG: "C.UTF-8" },
      encoding: "utf8",
      timeout: 60_000,
    });
    if (res.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed:\n${res.stdout}\n${res.stderr}`);
  };
  const started: string[] = [];
  const node = (dir: string, port: number): PgNode => ({
    port,
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop: () => {
      if (!started.includes(dir)) return;
      run("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]);
      started.splice(started.indexOf(dir), 1);
    },
  });
  const start = (dir: string, port: number) => {
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${base} -c fsync=off -c full_page_writes=off -c wal_receiver_status_interval=1s -c max_connections=60`;
    run("pg_ctl", ["-D", dir, "-o", opts, "-l", `${dir}.log`, "-w", "-t", "60", "start"]);
    started.push(dir);
  };
  const primaryDir = path.join(base, "primary");
  const standbyDir = path.join(base, "standby");
  const destroy = () => {
    for (const dir of [...started]) {
      try {
        run("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already gone
      }
    }
    started.length = 0;
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    // --auth=trust: loopback only, a throw-away cluster; its pg_hba also allows local replication.
    run("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    start(primaryDir, primaryPort);
    run(
      "pg_basebackup",
      ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", standbyDir].concat([
        "-R",
        "-X",
        "stream",
        "--no-sync",
      ]),
    );
    start(standbyDir, standbyPort);
    return { primary: node(primaryDir, primaryPort), standby: node(standbyDir, standbyPort), destroy };
  } catch (err) {
    destroy();
    throw err;
  }
};
