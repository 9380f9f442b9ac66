import { type LatencyStats, summarize } from "../stats.ts";

interface EndpointTally {
  samples: number[];
  /** When each sample completed (ms since epoch), in step with `samples`. */
  at: number[];
  errors: number;
}

export interface EndpointStats extends LatencyStats {
  endpoint: string;
  max: number;
  errors: number;
}

/** Latencies and failures per endpoint label, and the first few failures verbatim for the report. */
export const createRecorder = () => {
  const byEndpoint = new Map<string, EndpointTally>();
  const examples: string[] = [];
  const kinds = new Map<string, number>();
  /** Every request as "ms since epoch at the end, endpoint, latency ms (or the error kind)", for latency.csv. */
  const timeline: string[] = [];
  const tally = (endpoint: string) => {
    let t = byEndpoint.get(endpoint);
    if (!t) {
      t = { samples: [], at: [], errors: 0 };
      byEndpoint.set(endpoint, t);
    }
    return t;
  };
  return {
    ok: (endpoint: string, ms: number) => {
      const t = tally(endpoint);
      const at = Date.now();
      t.samples.push(ms);
      t.at.push(at);
      timeline.push(`${at},${endpoint},${ms.toFixed(1)}`);
    },
    /** `kind`: "timeout", "network" or "HTTP <status>", counted for the report. */
    error: (endpoint: string, kind: string, what: string) => {
      tally(endpoint).errors += 1;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      timeline.push(`${Date.now()},${endpoint},${kind}`);
      if (examples.length < 10) examples.push(`${endpoint}: ${what.slice(0, 300)}`);
    },
    examples: () => [...examples],
    /** CSV of every request in completion order (at, endpoint, ms or error kind). */
    timelineCsv: (): string => `at,endpoint,ms\n${timeline.join("\n")}\n`,
    errorKinds: (): string => [...kinds.entries()].map(([k, n]) => `${n} ${k}`).join(", ") || "none",
    /** Per endpoint; with `from` (ms since epoch), only the requests that completed after it (errors: all). */
    stats: (wallMs: number, from = 0): EndpointStats[] =>
      [...byEndpoint.entries()]
        .map(([endpoint, t]) => {
          const samples = from ? t.samples.filter((_, i) => (t.at[i] ?? 0) >= from) : t.samples;
          return {
            endpoint,
            ...summarize(samples, wallMs),
            max: samples.reduce((m, v) => Math.max(m, v), 0),
            errors: t.errors,
          };
        })
        .sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
  };
};

export type Recorder = ReturnType<typeof createRecorder>;
