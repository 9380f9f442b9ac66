import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { homeDrawn, launchChromium, openColdSignIn, screenTimes, watchScreen } from "./browser.ts";
import { type CpuProfile, selfTimeByPackage } from "./profile-categories.ts";

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

// --- the run -------------------------------------------------------------------------------------------------

const oneRun = async () => {
  const browser = await launchChromium();
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
    return { times, signInKB, self: selfTimeByPackage(profile, values.dist) };
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
