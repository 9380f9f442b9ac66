import type { LiveEvent } from "@fm/domain/contracts";

/** An open GET /api/events stream read by a test: the events so far, and a way to wait for more. */
export interface TestStream {
  events: LiveEvent[];
  resets: number;
  status: number;
  waitFor(pred: (events: LiveEvent[]) => boolean, ms?: number): Promise<void>;
  close(): void;
}

/** Opens an SSE stream on `baseUrl` with a ticket and reads its `change` / `reset` events as they come. */
export const openStream = async (
  baseUrl: string,
  ticket: string,
  opts: { lastEventId?: number; header?: boolean } = {},
): Promise<TestStream> => {
  const ac = new AbortController();
  const query = opts.lastEventId !== undefined && !opts.header ? `&lastEventId=${opts.lastEventId}` : "";
  const res = await fetch(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}${query}`, {
    signal: ac.signal,
    headers:
      opts.header && opts.lastEventId !== undefined ? { "last-event-id": String(opts.lastEventId) } : {},
  });
  const stream: TestStream = {
    events: [],
    resets: 0,
    status: res.status,
    waitFor: async (pred, ms = 5000) => {
      const end = Date.now() + ms;
      while (!pred(stream.events)) {
        if (Date.now() > end) throw new Error(`timed out; events so far: ${JSON.stringify(stream.events)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => ac.abort(),
  };
  if (res.status !== 200 || !res.body) return stream;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buf = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        let at = buf.indexOf("\n\n");
        while (at >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const lines = block.split("\n");
          const event = lines.find((l) => l.startsWith("event: "))?.slice(7);
          const data = lines.find((l) => l.startsWith("data: "))?.slice(6);
          if (event === "change" && data) stream.events.push(JSON.parse(data) as LiveEvent);
          if (event === "reset") stream.resets++;
          at = buf.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
};
