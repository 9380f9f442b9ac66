// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface Options {
    url: string;
    method?: "GET" | "POST" | "PUT" | "DELETE";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    "2xx": number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
    on(event: "done", listener: (result: Result) => void): this;
  }

  export default function autocannon(
    opts: Options,
    cb: (err: Error | null, result: Result) => void,
  ): Instance;
}
