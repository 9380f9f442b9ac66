import autocannon, { type Result } from "autocannon";
import { type LatencyStats, summarize } from "./stats.ts";

export interface DriveOptions {
  url: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  headers: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds. */
  duration: number;
}

export type DriveResult = LatencyStats & { errors: number; non2xx: number };

/** Drives one URL with autocannon; latencies from every response (milliseconds), req/s over the wall time. */
export const drive = (o: DriveOptions): Promise<DriveResult> =>
  new Promise((resolve, reject) => {
    const samples: number[] = [];
    const start = performance.now();
    const instance = autocannon(
      {
        url: o.url,
        method: o.method,
        headers: o.headers,
        ...(o.body === undefined ? {} : { body: o.body }),
        connections: o.connections,
        duration: o.duration,
        timeout: 30,
      },
      (err: Error | null, result: Result) => {
        if (err) return reject(err);
        resolve({
          ...summarize(samples, performance.now() - start),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseMs) => {
      samples.push(responseMs);
    });
  });
