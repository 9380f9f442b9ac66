#!/usr/bin/env node
// Runs the given command only when the named environment variable is set (e.g. the PostgreSQL API suite).
import { spawnSync } from "node:child_process";

const [name, cmd, ...args] = process.argv.slice(2);
if (!name || !cmd) {
  console.error("usage: run-if-env.mjs VAR command [args…]");
  process.exit(2);
}
if (!process.env[name]) {
  console.log(`${name} is not set: skipping \`${[cmd, ...args].join(" ")}\`.`);
  process.exit(0);
}
const res = spawnSync(cmd, args, { stdio: "inherit", shell: process.platform === "win32" });
process.exit(res.status ?? 1);
