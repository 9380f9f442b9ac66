#!/usr/bin/env node
// The first step of `npm test`: makes sure the machine has what the suite needs beyond node_modules —
// Debian's Chromium headless shell (browser tests) and azurite (Azure Blob Storage tests) — installing them when it can,
// or stops at once with the one command to run, so the suite never fails halfway for a missing tool.
// Decision: docs/decisions/0024-test-database-set-up.md (azurite on demand, not a devDependency).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The azurite release the Azure tests are written against; installed on demand into AZURITE_DIR. */
const AZURITE = "azurite@3.37.0";
// Also searched by apps/server/src/platform/storage/testing/azurite.ts (findAzurite).
const AZURITE_DIR = path.join(os.homedir(), ".cache", "azurite");
// The same default as e2e/support/browser.ts (chromiumPath): Debian's package chromium-headless-shell.
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

const log = (message) => console.log(`test prerequisites: ${message}`);

const stop = (what, command) => {
  console.error(`\nnpm test cannot run: ${what}.\nRun this, then npm test again:\n\n  ${command}\n`);
  process.exit(1);
};

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } })
    .status === 0;

const onPath = (name) =>
  (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)));

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM)) return;
  const command = "sudo apt-get install -y chromium-headless-shell";
  if (process.env.CHROMIUM_PATH) {
    stop(`CHROMIUM_PATH=${CHROMIUM} does not exist`, `unset CHROMIUM_PATH && ${command}`);
  }
  if (!(process.platform === "linux" && isRoot() && onPath("apt-get"))) {
    stop(`Debian's Chromium headless shell (${CHROMIUM}) is needed for the browser tests`, command);
  }
  log("installing Debian's chromium-headless-shell for the browser tests (apt-get)…");
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  const ok =
    run("apt-get", ["update", "-qq"], apt) &&
    run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium-headless-shell"], apt);
  if (!ok || !fs.existsSync(CHROMIUM)) stop("apt-get could not install chromium-headless-shell", command);
};

const azuriteInstalled = () =>
  onPath("azurite-blob") || fs.existsSync(path.join(AZURITE_DIR, "node_modules", ".bin", "azurite-blob"));

const ensureAzurite = () => {
  if (azuriteInstalled()) return;
  const args = ["install", "--prefix", AZURITE_DIR, "--ignore-scripts", "--no-audit", "--no-fund", AZURITE];
  log(`installing ${AZURITE} into ${AZURITE_DIR} for the Azure Blob Storage tests (once, about 360 MB)…`);
  fs.mkdirSync(AZURITE_DIR, { recursive: true });
  const manifest = path.join(AZURITE_DIR, "package.json");
  if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, '{ "private": true }\n');
  if (!run("npm", args, { npm_config_loglevel: "error" }) || !azuriteInstalled()) {
    stop("azurite (the Azure Blob Storage emulator) could not be installed", `npm ${args.join(" ")}`);
  }
};

/** HAProxy (Debian's package) for the two-instances-behind-a-balancer test of the api-postgres project. */
const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";
const ensureHaproxy = () => {
  if (!process.env.TEST_DATABASE_URL || fs.existsSync(HAPROXY)) return;
  const command = "sudo apt-get install -y haproxy";
  if (!(process.platform === "linux" && isRoot() && onPath("apt-get"))) {
    stop("Debian's haproxy is needed for the load-balancer test (api-postgres)", command);
  }
  log("installing Debian's haproxy for the load-balancer test (apt-get)…");
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  const ok = run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "haproxy"], apt);
  if (!ok || !fs.existsSync(HAPROXY)) stop("apt-get could not install haproxy", command);
};

ensureChromium();
ensureAzurite();
ensureHaproxy();
