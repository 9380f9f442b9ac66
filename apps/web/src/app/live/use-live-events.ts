import type { LiveEvent } from "@fm/domain/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { devContract, loadContract } from "../../api/dev-contract.ts";
import { api } from "../../api/instance.ts";
import { isBeingEdited, markChangedElsewhere } from "../../components/live/live-edits.ts";
import { staleQueryPredicate } from "./live-invalidation.ts";

/**
 * The events' contract, loaded with the first event rather than with the shell: zod and the contracts are not
 * evaluated while the first screen draws (decision 0047-hperf).
 */
let liveEventContract: ReturnType<typeof loadContract<"LiveEvent">> | undefined;
const eventContract = () => {
  liveEventContract ??= loadContract("LiveEvent").catch((error: unknown) => {
    liveEventContract = undefined;
    throw error;
  });
  return liveEventContract;
};

/** Events arriving this close together refresh the screen once. */
const BATCH_MS = 150;
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * Live screens (issue 33): one Server-Sent Events stream per signed-in tab. A change to a work order the user
 * may see makes the affected queries stale (lists, dashboard, home counts, portals, that order's detail), so
 * the active screens refetch in place; an order with an edit in progress is not reloaded but marked changed
 * (the form offers Reload). The stream opens with a short-lived ticket (an EventSource sends no headers) and
 * reconnects with a fresh one, carrying the last event id so nothing committed meanwhile is missed. The full
 * shell opens it once the first screen is drawn (`enabled`, issue 34).
 */
export const useLiveEvents = (enabled = true) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let stopped = false;
    let lastId: number | undefined;
    let retryMs = RETRY_MIN_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let batch: LiveEvent[] = [];
    let batchTimer: ReturnType<typeof setTimeout> | undefined;

    const flush = () => {
      batchTimer = undefined;
      const events = batch;
      batch = [];
      for (const e of events) if (isBeingEdited(e.workorderid)) markChangedElsewhere(e.workorderid);
      const stale = staleQueryPredicate(events, isBeingEdited);
      void queryClient.invalidateQueries({ predicate: (q) => stale(q.queryKey) });
    };
    const take = (schema: Awaited<ReturnType<typeof eventContract>>, data: string) => {
      const parsed = schema.safeParse(JSON.parse(data));
      if (!parsed.success) return;
      lastId = parsed.data.id;
      batch.push(parsed.data);
      batchTimer ??= setTimeout(flush, BATCH_MS);
    };
    // Events that arrive before the contract has loaded wait for it, in order.
    let waiting: string[] = [];
    const onChange = (msg: MessageEvent<string>) => {
      waiting.push(msg.data);
      if (waiting.length > 1) return;
      eventContract().then(
        (schema) => {
          const events = waiting;
          waiting = [];
          if (!stopped) for (const data of events) take(schema, data);
        },
        () => {
          waiting = []; // cannot be checked: dropped like an event that does not fit
        },
      );
    };
    // Too much was missed to catch up: everything shown may be stale (edited records excepted).
    const onReset = () => {
      void queryClient.invalidateQueries({
        predicate: (q) => !(q.queryKey[0] === "workorder-detail" && isBeingEdited(Number(q.queryKey[1]))),
      });
    };
    const retry = () => {
      if (stopped) return;
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    };
    const connect = async () => {
      try {
        const { ticket } = await api.post("/api/events/ticket", undefined, {
          response: await devContract("StreamTicket"),
        });
        if (stopped) return;
        const since = lastId === undefined ? "" : `&lastEventId=${lastId}`;
        const es = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}${since}`);
        source = es;
        es.addEventListener("change", onChange);
        es.addEventListener("reset", onReset);
        es.onopen = () => {
          retryMs = RETRY_MIN_MS;
        };
        // The browser would reconnect with the same (by then expired) ticket: reconnect ourselves instead.
        es.onerror = () => {
          es.close();
          if (source === es) source = null;
          retry();
        };
      } catch {
        retry();
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(batchTimer);
      source?.close();
    };
  }, [queryClient, enabled]);
};
