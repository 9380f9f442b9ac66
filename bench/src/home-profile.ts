import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { homeDrawn, openColdSignIn, screenTimes, watchScreen } from "./browser.ts";

/**
 * Sign-in → home drawn at a CPU slowdown, with a CPU profile of the page's main thread from the Sign In click
 * to home drawn (issue 34): where the time goes, as self time per source package (the built SPA's hidden
 * source maps name each function's module), so runs on a loaded host can be compared by what the page
 * computed rather than by wall time alone.
 *
 *   npx tsx bench/src/home-profile.ts --url http://127.0.0.1:3999 --dist apps/web/dist [--runs 3] [--cpu 4]
 *
 * Against a running `npm start` build (see bench/RESULTS.md's Lighthouse row). Prints per run the in-page
 * times and bytes (as browser.ts) and the profile's self time per category, then the medians.
 */
const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3999" },
    dist: { type: "string", default: "apps/web/dist" },
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "4" },
    email: { type: "string", default: "admin@example.com" },
    password: { type: "string", default: "Demo123!" },
  },
});
const base = values.url.replace(/\/$/, "");
const runs = Math.max(1, Number(values.runs) || 1);
const cpuRate = Math.max(1, Number(values.cpu) || 1);

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// --- source maps (a minimal VLQ reader: generated line/column → source index) -----------------------------

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Per generated line: [column, source index] pairs in column order. */
type LineMap = [number, number][][];

const decodeMappings = (mappings: string): LineMap => {
  const lines: LineMap = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const seg of line.split(",")) {
      if (!seg) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_INDEX.get(ch) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
};

interface SourceMap {
  sources: string[];
  lines: LineMap;
}
const maps = new Map<string, SourceMap | null>();
const mapOf = (file: string): SourceMap | null => {
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(readFileSync(join(values.dist, "assets", `${file}.map`), "utf8")) as {
        sources: string[];
        mappings: string;
      };
      maps.set(file, { sources: raw.sources, lines: decodeMappings(raw.mappings) });
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
};

const sourceAt = (map: SourceMap, line: number, column: number): string | undefined => {
  const segs = map.lines[line] ?? [];
  let found: number | undefined;
  for (const [col, src] of segs) {
    if (col > column) break;
    found = src;
  }
  if (found === undefined) found = segs[0]?.[1];
  return found === undefined ? undefined : map.sources[found];
};

/** A source path as a category: a package of node_modules (Mantine by component group), else the app's folder. */
const categoryOf = (source: string): string => {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = source.slice(nm + "node_modules/".length).split("/");
    const pkg = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? "?");
    if (pkg === "@mantine/core") {
      const i = rest.indexOf("components");
      return i >= 0 ? `@mantine/core ${rest[i + 1]}` : "@mantine/core (styles system)";
    }
    if (pkg === "react-dom" || pkg === "react" || pkg === "scheduler") return "react + react-dom";
    return pkg;
  }
  const app = source.match(/(?:^|\/)src\/(.*)$/);
  if (app?.[1]) {
    const parts = app[1].split("/");
    return `app: ${parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/")}`;
  }
  const dom = source.match(/packages\/([^/]+)\//);
  return dom ? `packages/${dom[1]}` : source;
};

const categorise = (profile: CpuProfile): Map<string, number> => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let category: string;
    if (!url) category = functionName.startsWith("(") ? functionName : `native ${functionName}`;
    else {
      const file = url.match(/\/assets\/([^/?#]+\.js)/)?.[1];
      const map = file ? mapOf(file) : null;
      const source = map ? sourceAt(map, lineNumber, columnNumber) : undefined;
      category = source ? categoryOf(source) : file ? `chunk ${file}` : new URL(url).pathname;
    }
    self.set(category, (self.get(category) ?? 0) + ms);
  });
  return self;
};

// --- the run -------------------------------------------------------------------------------------------------

const oneRun = async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const { context, page, cdp, transfers } = await openColdSignIn(browser, base, cpuRate);
    await page.waitForLoadState("networkidle").catch(() => undefined);
    // The sign-in page's scripts and styles (cold), as browser.ts counts them.
    const signInKB =
      transfers
        .filter((t) => !t.fromCache && (t.type === "Script" || t.type === "Stylesheet"))
        .reduce((sum, t) => sum + t.bytes, 0) / 1024;
    await watchScreen(page);
    await page.getByLabel(/^Email/).fill(values.email);
    await page.getByLabel(/^Password/).fill(values.password);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.getByRole("button", { name: "Sign In" }).click();
    await homeDrawn(page);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    const times = await screenTimes(page);
    await context.close();
    return { times, signInKB, self: categorise(profile) };
  } finally {
    await browser.close();
  }
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

const all: Awaited<ReturnType<typeof oneRun>>[] = [];
for (let i = 0; i < runs; i++) {
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const run = await oneRun();
  all.push(run);
  const busy = [...run.self].filter(([k]) => k !== "(idle)").reduce((s, [, v]) => s + v, 0);
  console.log(
    JSON.stringify({
      run: i + 1,
      load,
      homeMs: Math.round(run.times.homeMs),
      headingMs: Math.round(run.times.homeFirstMs),
      signInJsCssKB: Math.round(run.signInKB),
      homeKB: Math.round(run.times.homeTotalKB),
      afterKB: Math.round(run.times.homeAfterKB),
      busyMs: Math.round(busy),
    }),
  );
}
const categories = new Set(all.flatMap((r) => [...r.self.keys()]));
const rows = [...categories]
  .map((c) => ({ c, ms: median(all.map((r) => r.self.get(c) ?? 0)) }))
  .filter((r) => r.ms >= 5)
  .sort((a, b) => b.ms - a.ms);
console.log(`\nmedian self time per category over ${all.length} run(s), ${cpuRate}× CPU (ms):`);
for (const r of rows) console.log(`${r.ms.toFixed(0).padStart(7)}  ${r.c}`);
console.log(
  `median: click → home drawn ${median(all.map((r) => r.times.homeMs)).toFixed(0)} ms, heading ${median(all.map((r) => r.times.homeFirstMs)).toFixed(0)} ms, busy ${median(all.map((r) => [...r.self].filter(([k]) => k !== "(idle)").reduce((s, [, v]) => s + v, 0))).toFixed(0)} ms`,
);
