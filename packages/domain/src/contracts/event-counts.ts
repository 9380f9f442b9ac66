import { z } from "zod";
import type { NoticeAction } from "./notices.ts";

/**
 * Notice counts per work order / vendor line: the key each count travels under and the notice action it
 * counts (spec 1 §3 events, spec 2 §3 the badges of the conditional sends). One list for server and web.
 */
export const EVENT_COUNT_ACTIONS = {
  cwopcount: "CWOP",
  woticketcount: "TICKET",
  pendingproposalcount: "PPV",
  dispatchedcount: "DISPATCHED",
  tbscount: "TBS",
  toscount: "TOS",
  nodmissingcount: "NOD_MISSING",
  nodqualitycount: "NOD_QUALITY",
  nodwrongamountcount: "NOD_WRONGAMOUNT",
  nodwrongratescount: "NOD_WRONGRATES",
} as const satisfies Record<string, NoticeAction>;

export type EventCountKey = keyof typeof EVENT_COUNT_ACTIONS;
export const EVENT_COUNT_KEYS = Object.keys(EVENT_COUNT_ACTIONS) as EventCountKey[];

export const EventCounts = z.object(
  Object.fromEntries(EVENT_COUNT_KEYS.map((k) => [k, z.number()])) as Record<EventCountKey, z.ZodNumber>,
);
export type EventCounts = z.infer<typeof EventCounts>;

/** Every count zero. */
export const noEventCounts = (): EventCounts =>
  Object.fromEntries(EVENT_COUNT_KEYS.map((k) => [k, 0])) as EventCounts;
