import { spawn } from "node:child_process";

/** A PostgreSQL URL split into a URL without the password and PGPASSWORD, so no secret shows in `ps`. */
export const pgConnection = (url: string) => {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
};

/** Runs pg_dump / pg_restore / psql; rejects with their error output. */
export const runPgTool = (tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (c: Buffer) => {
      err = (err + c.toString()).slice(-10_000);
    });
    child.on("error", (e) =>
      reject(
        new Error(
          `${tool} could not be started (${e.message}); install the PostgreSQL client tools of your server's version.`,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${err.trim()}`)),
    );
  });
