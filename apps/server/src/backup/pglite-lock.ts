import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is one process's database: a backup or restore must not open it while the server runs. The server
 * holds DATA_DIR/pglite/.fm-server.pid (written by main.ts); a live pid there means "stop the server first".
 */
export const SERVER_PID_FILE = ".fm-server.pid";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

export const assertPgliteFree = (dir: string) => {
  const file = path.join(path.dirname(dir), SERVER_PID_FILE);
  if (!fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, "utf8").trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
    throw new Error(
      `The server (pid ${pid}) is using the embedded database in ${path.dirname(dir)}: stop it first, then run this again.`,
    );
  }
};

/** Marks DATA_DIR as in use by this server process; removed again on a clean stop. */
export const claimDataDir = (dataDir: string) => {
  const file = path.join(dataDir, SERVER_PID_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
};
