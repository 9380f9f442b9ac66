/*
 * Preloaded (node --import) into the server under load: sends its memory to the load script over the IPC
 * channel every second, and every tenth sample the heap right after a full collection (needs --expose-gc),
 * which is the figure that shows retained memory rather than garbage not yet collected.
 */
export interface MemorySample {
  type: "memory";
  /** ms since the epoch */
  at: number;
  rss: number;
  heapUsed: number;
  /** heapUsed right after a forced full GC, on every tenth sample; null otherwise. */
  heapAfterGc: number | null;
  /** CPU time (user + system) the server has used so far, ms: shows how much of the host it got. */
  cpuMs: number;
}

const INTERVAL_MS = 1000;
const send = process.send?.bind(process);
const gc = (globalThis as { gc?: () => void }).gc;

if (send) {
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    let heapAfterGc: number | null = null;
    if (gc && n % 10 === 0) {
      gc();
      heapAfterGc = process.memoryUsage().heapUsed;
    }
    const m = process.memoryUsage();
    const cpu = process.cpuUsage();
    const sample: MemorySample = {
      type: "memory",
      at: Date.now(),
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapAfterGc,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    send(sample);
  }, INTERVAL_MS);
  timer.unref();
}
