#!/usr/bin/env node
// The browser suite in shards run side by side (FM_E2E_SHARDS, default 2): each shard is its own vitest process
// with its own server, database and Chromium (e2e/support/global-setup.ts), so shards share nothing. One shard
// leaves most of a 2-core host idle (the browser and the server wait on each other); two keep both cores busy.
// The files are dealt to the shards by their last measured time (e2e/durations.json, seconds; a new file counts
// as the median), longest first, each to the shard with the least so far. Extra arguments (file filters) go to
// every shard through vitest's own --shard instead. Each shard's output is printed in one piece when it ends.
// Decision 0049. `FM_E2E_DRY_RUN=1` prints the shards' commands instead of running them.
// Before the shards: the SPA's build and the seeded demo data folder (apps/server/src/test/demo-template.ts),
// side by side; every test server of the suite starts from a copy of that folder (FM_DEMO_TEMPLATE) instead
// of seeding its own. `FM_E2E_SKIP_BUILD=1` uses apps/web/dist as it is.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shards = Math.max(1, Number(process.env.FM_E2E_SHARDS) || 2);
const filters = process.argv.slice(2);

/** The e2e files split into `n` groups of about equal measured time. */
const balancedGroups = (n) => {
  const measured = JSON.parse(readFileSync(path.join(root, "e2e/durations.json"), "utf8"));
  const known = Object.values(measured).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 10;
  const files = readdirSync(path.join(root, "e2e"))
    .filter((f) => f.endsWith(".e2e.test.ts"))
    .map((f) => ({ f, seconds: measured[f] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.f.localeCompare(b.f));
  const groups = Array.from({ length: n }, () => ({ files: [], seconds: 0 }));
  for (const { f, seconds } of files) {
    const least = groups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.files.push(f);
    least.seconds += seconds;
  }
  return groups.filter((g) => g.files.length > 0);
};

const quoted = (args) => args.map((a) => JSON.stringify(a)).join(" ");
const commands =
  shards === 1
    ? [`npx vitest run --project e2e ${quoted(filters)}`]
    : filters.length > 0
      ? Array.from(
          { length: shards },
          (_, i) =>
            `npx vitest run --project e2e --shard=${i + 1}/${shards} --passWithNoTests ${quoted(filters)}`,
        )
      : // Each shard's files go by name through FM_E2E_FILES (the e2e project's include in vitest.config.ts).
        balancedGroups(shards).map((g) => `FM_E2E_FILES=${g.files.join(",")} npx vitest run --project e2e`);
if (process.env.FM_E2E_DRY_RUN) {
  console.log(commands.join("\n"));
  process.exit(0);
}
/** Runs a command; resolves with its standard output, or exits this script with its code when it fails. */
const run = (command, args, { capture = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk.toString();
    });
    child.on("close", (code) => {
      if (code !== 0) process.exit(code ?? 1);
      resolve(output);
    });
  });

const [template] = await Promise.all([
  run(process.execPath, ["--import", "tsx", "apps/server/src/test/demo-template-cli.ts"], { capture: true }),
  process.env.FM_E2E_SKIP_BUILD ? null : run("npm", ["run", "build", "--workspace", "@fm/web"]),
]);
const child = spawn(process.execPath, [path.join(root, "scripts/run-parallel.mjs"), ...commands], {
  stdio: "inherit",
  env: { ...process.env, FM_DEMO_TEMPLATE: template.trim().split("\n").at(-1) },
});
child.on("close", (code) => process.exit(code ?? 1));
