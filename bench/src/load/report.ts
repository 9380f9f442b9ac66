import fs from "node:fs";
import { machineNotes, markdownTable } from "../dataset.ts";
import { linearSlope, ms } from "../stats.ts";
import type { MemorySample } from "./memory-reporter.ts";
import type { EndpointStats } from "./recorder.ts";

export interface MemoryTrend {
  samples: number;
  rssStartMb: number;
  rssEndMb: number;
  rssMaxMb: number;
  rssSlopeMbPerMin: number;
  heapSlopeMbPerMin: number;
  heapMeanMb: number;
  /** Projected growth of the post-GC heap over the measured window is under max(5 MB, 5 % of its mean). */
  flat: boolean;
  /** The server's CPU use over the whole run, in % of one core. */
  serverCpuPercent: number;
}

export const MB = 2 ** 20;

/** Trend of the server's memory after the first 10 % of the run (warm-up: caches, JIT, pool filling). */
export const memoryTrend = (
  samples: readonly MemorySample[],
  startedAt: number,
  endedAt: number,
): MemoryTrend => {
  const from = startedAt + (endedAt - startedAt) * 0.1;
  const window = samples.filter((s) => s.at >= from && s.at <= endedAt);
  const minutes = (s: MemorySample) => (s.at - startedAt) / 60_000;
  const rss = window.map((s) => ({ x: minutes(s), y: s.rss / MB }));
  const heap = window
    .filter((s) => s.heapAfterGc !== null)
    .map((s) => ({ x: minutes(s), y: (s.heapAfterGc ?? 0) / MB }));
  const heapPoints = heap.length >= 3 ? heap : window.map((s) => ({ x: minutes(s), y: s.heapUsed / MB }));
  const heapSlope = linearSlope(heapPoints);
  const heapMean = heapPoints.reduce((t, p) => t + p.y, 0) / Math.max(1, heapPoints.length);
  const span = (window.at(-1)?.at ?? 0) / 60_000 - (window[0]?.at ?? 0) / 60_000;
  const during = samples.filter((s) => s.at >= startedAt && s.at <= endedAt);
  const first = during[0];
  const last = during.at(-1);
  const serverCpuPercent =
    first && last && last.at > first.at
      ? ((last.cpuMs - first.cpuMs) / (last.at - first.at)) * 100
      : Number.NaN;
  return {
    serverCpuPercent,
    samples: window.length,
    rssStartMb: rss[0]?.y ?? Number.NaN,
    rssEndMb: rss.at(-1)?.y ?? Number.NaN,
    rssMaxMb: rss.reduce((m, p) => Math.max(m, p.y), 0),
    rssSlopeMbPerMin: linearSlope(rss),
    heapSlopeMbPerMin: heapSlope,
    heapMeanMb: heapMean,
    flat: Number.isFinite(heapSlope) && heapSlope * span < Math.max(5, heapMean * 0.05),
  };
};

export const fmt = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : "-");

export const writeResults = (
  file: string,
  stats: readonly EndpointStats[],
  mem: MemoryTrend,
  meta: {
    kind: string;
    workOrders: number;
    vus: number;
    seconds: number;
    thinkMs: number;
    note: string;
    requests: number;
    errors: number;
    errorKinds: string;
    host: string;
  },
): void => {
  const worst = stats.reduce((m, s) => Math.max(m, s.p95), 0);
  const lines = [
    "",
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — load: ${meta.vus} virtual users × ${meta.seconds} s, ${meta.kind}, ${meta.workOrders.toLocaleString("en-US")} work orders`,
    "",
    `Written by \`npm run bench:load\` (bench/src/load.ts). Machine: ${machineNotes()}. Server in its own process, load generator in another, both on this host with the database. Think time 0–${2 * meta.thinkMs} ms between rounds. ${meta.host}${meta.note ? ` ${meta.note}` : ""}`,
    "",
    ...markdownTable(
      [
        "run",
        "requests",
        "req/s",
        "errors",
        "worst p95 ms",
        "RSS start → end MB",
        "heap slope MB/min",
        "memory",
      ],
      ["l", "r", "r", "r", "r", "r", "r", "l"],
      [
        [
          `${meta.vus} VUs × ${meta.seconds} s`,
          String(meta.requests),
          fmt(meta.requests / meta.seconds, 0),
          String(meta.errors),
          ms(worst),
          `${fmt(mem.rssStartMb, 0)} → ${fmt(mem.rssEndMb, 0)}`,
          fmt(mem.heapSlopeMbPerMin, 2),
          mem.flat ? "flat" : "GROWS",
        ],
      ],
    ),
    "",
    ...markdownTable(
      ["endpoint", "requests", "req/s", "p50", "p95", "p99", "max", "errors"],
      ["l", "r", "r", "r", "r", "r", "r", "r"],
      stats.map((s) => [
        s.endpoint,
        String(s.count),
        fmt(s.perSecond, 1),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
        String(s.errors),
      ]),
    ),
    "",
    `Errors by kind: ${meta.errorKinds}.`,
    "",
    `Memory (${mem.samples} one-second samples after the first 10 % of the run): RSS ${fmt(mem.rssStartMb, 0)} → ${fmt(mem.rssEndMb, 0)} MB (max ${fmt(mem.rssMaxMb, 0)}), RSS slope ${fmt(mem.rssSlopeMbPerMin, 2)} MB/min; heap after forced GC mean ${fmt(mem.heapMeanMb, 0)} MB, slope ${fmt(mem.heapSlopeMbPerMin, 2)} MB/min → ${mem.flat ? "flat (projected growth under max(5 MB, 5 %))" : "GROWS"}.`,
    "",
  ];
  fs.appendFileSync(file, lines.join("\n"));
  console.log(`Results appended to ${file}`);
};
