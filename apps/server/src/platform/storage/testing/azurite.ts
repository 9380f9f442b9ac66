import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../test/local-server.ts";

/** azurite's well-known development account (public, documented by Microsoft; not a secret). */
const ACCOUNT = "devstoreaccount1";
const KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

export interface Azurite {
  connectionString: string;
  stop(): Promise<void>;
}

/**
 * The azurite-blob executable: on PATH or in the cache folder `~/.cache/azurite/node_modules/.bin`, where
 * `npm test`'s first step (scripts/test-prerequisites.mjs) installs it. It is large (about 360 MB) and
 * deliberately not an app dependency.
 */
export const findAzurite = (): string | null => {
  const dirs = [
    ...(process.env.PATH ?? "").split(path.delimiter),
    path.join(os.homedir(), ".cache", "azurite", "node_modules", ".bin"),
  ];
  for (const dir of dirs) {
    const bin = path.join(dir, "azurite-blob");
    if (dir && fs.existsSync(bin)) return bin;
  }
  return null;
};

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** SIGTERM, then SIGKILL after 5 s: azurite waits for its open keep-alive connections before it exits. */
const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill();
  });

/** Starts an azurite blob service on a free loopback port; null when azurite is not installed. */
export const startAzurite = async (): Promise<Azurite | null> => {
  const bin = findAzurite();
  if (!bin) return null;
  const port = await freePort();
  const location = fs.mkdtempSync(path.join(os.tmpdir(), "fm-azurite-"));
  const child = spawn(
    bin,
    [
      "--blobHost",
      "127.0.0.1",
      "--blobPort",
      String(port),
      "--location",
      location,
      "--skipApiVersionCheck",
      "--loose",
      "--silent",
    ],
    { stdio: "ignore" },
  );
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(location, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`azurite-blob (${bin}) did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${ACCOUNT};AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${port}/${ACCOUNT};`,
    stop,
  };
};

export const AZURITE_MISSING =
  "azurite is not installed (npm test installs it: node scripts/test-prerequisites.mjs): the Azure Blob Storage tests are skipped.";
