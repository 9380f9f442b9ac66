import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium, NETWORK, PHONE, signInOnForm } from "./browser.ts";
import { type CpuProfile, selfTimeByFunction, selfTimeByPackage } from "./profile-categories.ts";

/**
 * Where the phone's Today time goes (issue 31): the cold first visit (signed in, empty cache, no service worker)
 * and the repeat visit (a new tab, the worker answering the app's files), each traced from navigation start to
 * the first card painted at the phone bench's profile (phone.ts: 390 × 844, 4× CPU, 1.6 Mbit/s, 150 ms RTT).
 *
 *   npx tsx bench/src/phone-profile.ts --url http://127.0.0.1:4100 --dist apps/web/dist [--runs 2] [--waterfall]
 *
 * Per visit: the main thread's self time per trace event (compile, evaluate, style, layout, paint, …), the CPU
 * profile's self time per package (source maps of `--dist`), the service worker thread's busy time, and when
 * the entry, Today's chunks and `/api/vendorprofile/today` left and arrived (`--waterfall`: every response).
 */
const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3999" },
    dist: { type: "string", default: "apps/web/dist" },
    runs: { type: "string", default: "2" },
    email: { type: "string", default: "tech@example.com" },
    password: { type: "string", default: "Demo123!" },
    waterfall: { type: "boolean", default: false },
    tasks: { type: "boolean", default: false },
    "min-task": { type: "string", default: "30" },
    save: { type: "string" },
    functions: { type: "string", default: "0" },
  },
});
const base = values.url.replace(/\/$/, "");
const runs = Math.max(1, Number(values.runs) || 1);

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "ServiceWorker",
  "toplevel",
];
const CARD = "article[aria-label^='Work order']";

/** Marks the first card's paint on the page's clock (as phone.ts) and in the trace (`fm-card-painted`). */
const MARK_CARD = () => {
  const w = window as unknown as { __cardPaintedAt?: number };
  new MutationObserver((_, observer) => {
    if (document.querySelector("article[aria-label^='Work order']")) {
      observer.disconnect();
      performance.mark("fm-card-inserted");
      requestAnimationFrame(() =>
        setTimeout(() => {
          w.__cardPaintedAt = performance.now();
          performance.mark("fm-card-painted");
        }, 0),
      );
    }
  }).observe(document, { childList: true, subtree: true });
};

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

const emulate = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
};

/** Self time per event name of one thread's complete events (X, and B/E pairs) inside [from, to]. */
const selfTimeByEvent = (events: TraceEvent[], from: number, to: number) => {
  const spans = events
    .filter((e) => e.ph === "X" && e.dur !== undefined && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= upTo) {
      const top = stack.pop();
      if (!top) break;
      const key = labelOf(top.e);
      self.set(key, (self.get(key) ?? 0) + ((top.e.dur ?? 0) - top.children) / 1000);
      const parent = stack.at(-1);
      if (parent) parent.children += top.e.dur ?? 0;
    }
  };
  for (const e of spans) {
    close(e.ts);
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return self;
};

/** A same-origin address as its path; anything else (the browser's own pages) as it is. */
const shortUrl = (u: unknown) =>
  typeof u === "string"
    ? u.startsWith(new URL(base).origin)
      ? u.slice(new URL(base).origin.length)
      : u
    : "";

/** Compile and evaluate events by script, the rest by name. */
const labelOf = (e: TraceEvent): string => {
  const data = e.args?.data ?? {};
  const url = shortUrl(data.url ?? (e.args as Record<string, unknown> | undefined)?.fileName);
  if (/compile|EvaluateScript|evaluateModule/i.test(e.name) && url) return `${e.name} ${url}`;
  return e.name;
};

const ms = (us: number) => Math.round(us / 1000);

const analyse = (events: TraceEvent[], label: string) => {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? "");
  const navs = events.filter(
    (e) =>
      e.name === "navigationStart" &&
      String(e.args?.data?.documentLoaderURL ?? "").includes("/vendorprofile/today") &&
      e.args?.data?.isLoadingMainFrame === true,
  );
  const nav = navs.at(-1);
  if (!nav) throw new Error(`${label}: no navigationStart in the trace`);
  const main = `${nav.pid}:${nav.tid}`;
  const painted = events.find((e) => e.name === "fm-card-painted" && `${e.pid}:${e.tid}` === main);
  if (!painted) throw new Error(`${label}: no fm-card-painted mark in the trace`);
  const t0 = nav.ts;
  const end = painted.ts;
  const at = (e: TraceEvent) => ms(e.ts - t0);
  const inserted = events.find((e) => e.name === "fm-card-inserted" && `${e.pid}:${e.tid}` === main);
  if (inserted) console.log(`\n${label}: card inserted at ${at(inserted)} ms`);
  if (process.env.DUMP_EVENT)
    for (const e of events.filter((x) => x.name === process.env.DUMP_EVENT && x.ts >= t0).slice(0, 12))
      console.log(`  ${e.name} @${at(e)} +${ms(e.dur ?? 0)} ${JSON.stringify(e.args).slice(0, 300)}`);
  const mainEvents = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const self = selfTimeByEvent(mainEvents, t0, end);
  const busy = [...self]
    .filter(([k]) => k !== "ThreadControllerImpl::RunTask")
    .reduce((s, [, v]) => s + v, 0);
  console.log(`\n=== ${label}: card painted at ${ms(end - t0)} ms; main thread self time by event ===`);
  const top = [...self].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 8);
  for (const [k, v] of top) console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
  console.log(`  (sum of event self times ${busy.toFixed(0)} ms of ${ms(end - t0)} ms)`);

  // Other threads with work in the window (the service worker's, the compositor, worker pools).
  const byThread = new Map<string, number>();
  for (const e of events)
    if (
      e.ph === "X" &&
      e.ts >= t0 &&
      e.ts <= end &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
    ) {
      const key = `${threadNames.get(`${e.pid}:${e.tid}`) ?? "?"} ${e.pid}:${e.tid}`;
      byThread.set(key, (byThread.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
  console.log("  threads' task time in the window (ms):");
  for (const [k, v] of [...byThread].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${v.toFixed(0).padStart(7)}  ${k}`);

  // Requests: sent / answered / finished, on the page's clock.
  const sends = events.filter((e) => e.name === "ResourceSendRequest" && e.ts >= t0);
  const byId = new Map<
    string,
    { url: string; send: number; response?: number; finish?: number; sw?: boolean; kb?: number }
  >();
  for (const e of sends) {
    const d = e.args?.data ?? {};
    byId.set(String(d.requestId), { url: shortUrl(d.url), send: at(e) });
  }
  for (const e of events) {
    const d = e.args?.data ?? {};
    const r = byId.get(String(d.requestId));
    if (!r) continue;
    if (e.name === "ResourceReceiveResponse") {
      r.response = at(e);
      r.sw = Boolean(d.fromServiceWorker);
    }
    if (e.name === "ResourceFinish") {
      r.finish = at(e);
      r.kb = Math.round(Number(d.encodedDataLength ?? 0) / 102.4) / 10;
    }
  }
  const rows = [...byId.values()].filter((r) => r.send <= ms(end - t0) && r.url.startsWith("/"));
  console.log(`  requests up to the card: ${rows.length}`);
  for (const r of rows)
    if (values.waterfall || /vendorprofile|index-|today|Today|field/i.test(r.url))
      console.log(
        `    ${String(r.send).padStart(5)} → ${String(r.response ?? "-").padStart(5)} → ${String(r.finish ?? "-").padStart(5)}${r.sw ? " sw" : ""} ${r.kb ?? "?"} KB ${r.url}`,
      );
  if (values.tasks) {
    // The main thread's long tasks (≥ 30 ms) in order, each with its three largest inner events.
    console.log("  long tasks (start ms, duration ms: largest inner events):");
    const tasks = mainEvents.filter(
      (e) =>
        e.ph === "X" &&
        e.name === "ThreadControllerImpl::RunTask" &&
        e.ts >= t0 &&
        e.ts <= end &&
        (e.dur ?? 0) >= Number(values["min-task"]) * 1000,
    );
    for (const task of tasks) {
      const inner = mainEvents
        .filter(
          (e) =>
            e.ph === "X" &&
            e !== task &&
            e.ts >= task.ts &&
            e.ts < task.ts + (task.dur ?? 0) &&
            e.name !== "RunTask",
        )
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map(
          (e) =>
            `${labelOf(e)}${e.args?.data?.functionName ? `(${String(e.args.data.functionName)})` : ""} ${ms(e.dur ?? 0)}`,
        );
      console.log(
        `    ${String(at(task)).padStart(5)} +${String(ms(task.dur ?? 0)).padStart(4)}: ${inner.join(" · ")}`,
      );
    }
  }
  // The first script evaluation and React's first commit, as landmarks.
  const firstEval = mainEvents.find((e) => e.ts >= t0 && /EvaluateScript|v8.evaluateModule/.test(e.name));
  if (firstEval) console.log(`  first script evaluation at ${at(firstEval)} ms`);
  const parseHtml = mainEvents.find((e) => e.ts >= t0 && e.name === "ParseHTML");
  if (parseHtml) console.log(`  ParseHTML at ${at(parseHtml)} ms`);
  return { cardMs: ms(end - t0), self };
};

const visit = async (
  browser: Browser,
  context: BrowserContext,
  label: string,
): Promise<{ cardMs: number; pageCardMs: number; cpu: Map<string, number> }> => {
  const page = await context.newPage();
  const cdp = await emulate(context, page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await cdp.send("Profiler.start");
  await page.goto(`${base}/vendorprofile/today`);
  await page.waitForFunction(
    () => (window as unknown as { __cardPaintedAt?: number }).__cardPaintedAt !== undefined,
    undefined,
    { timeout: 120_000 },
  );
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
  const trace = await browser.stopTracing();
  const pageCardMs = await page.evaluate(
    () => (window as unknown as { __cardPaintedAt: number }).__cardPaintedAt,
  );
  if (values.save) writeFileSync(`${values.save}-${label.replace(/\W+/g, "-")}.json`, trace);
  const { traceEvents } = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] };
  const { cardMs } = analyse(traceEvents, label);
  await page.close();
  const functions = Number(values.functions) || 0;
  if (functions > 0) {
    console.log(`  ${label}: CPU profile self time per function (ms, the ${functions} largest)`);
    for (const [k, v] of selfTimeByFunction(profile, functions))
      console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
  }
  return { cardMs, pageCardMs, cpu: selfTimeByPackage(profile, values.dist) };
};

const printCpu = (label: string, cpu: Map<string, number>) => {
  console.log(`  ${label}: CPU profile self time per package (ms, navigation → a moment after the card)`);
  for (const [k, v] of [...cpu].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 8))
    console.log(`${v.toFixed(0).padStart(7)}  ${k}`);
};

const oneRun = async (run: number) => {
  const browser = await launchChromium();
  try {
    // Sign in once (no throttling: this is set-up), wait for the worker's precache.
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "allow" });
    context.setDefaultTimeout(120_000);
    await context.addInitScript(MARK_CARD);
    const page = await context.newPage();
    await signInOnForm(page, base, values.email, values.password);
    await page.locator(CARD).first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const session = await page.evaluate(() => JSON.stringify(localStorage));
    await page.close(); // as phone.ts: the technician has left the app before each visit below

    const fresh = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    await fresh.addInitScript(MARK_CARD);
    await fresh.addInitScript((stored: string) => {
      for (const [k, v] of Object.entries(JSON.parse(stored) as Record<string, string>))
        if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
    }, session);
    const cold = await visit(browser, fresh, `run ${run} cold Today`);
    printCpu("cold", cold.cpu);
    await fresh.close();

    const repeat = await visit(browser, context, `run ${run} repeat visit`);
    printCpu("repeat", repeat.cpu);
    await context.close();
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    console.log(
      JSON.stringify({
        run,
        load,
        coldMs: Math.round(cold.pageCardMs),
        repeatMs: Math.round(repeat.pageCardMs),
      }),
    );
  } finally {
    await browser.close();
  }
};

for (let r = 1; r <= runs; r++) await oneRun(r);
