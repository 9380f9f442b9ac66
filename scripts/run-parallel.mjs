#!/usr/bin/env node
// Runs shell commands side by side, as many at once as the machine has cores (at least 2), each one's output
// printed in one piece when it ends; exits non-zero when any failed. Used by `npm run typecheck`.
import { spawn } from "node:child_process";
import os from "node:os";

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: run-parallel.mjs "command 1" "command 2" …');
  process.exit(2);
}
const slots = Math.max(2, os.availableParallelism());

const run = (command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? "ok" : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${Buffer.concat(output).toString()}${command}: ${status} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });

const queue = [...commands];
let failed = false;
const worker = async () => {
  for (let command = queue.shift(); command; command = queue.shift()) {
    if (!(await run(command))) failed = true;
  }
};
await Promise.all(Array.from({ length: Math.min(slots, commands.length) }, worker));
process.exit(failed ? 1 : 0);
