import { z } from "zod";
import { int, requiredText } from "./primitives.ts";

/** What changed on a work order (issue 33 live screens): the `kind` of a live event. */
export const LIVE_EVENT_KINDS = [
  "workorder",
  "status",
  "vendor",
  "note",
  "attachment",
  "proposal",
  "invoice",
  "checkin",
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** One Server-Sent Event `change` of GET /api/events (its SSE `id:` is `id`). */
export const LiveEvent = z.object({
  id: z.number(),
  workorderid: z.number(),
  kind: z.enum(LIVE_EVENT_KINDS),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

/** POST /api/events/ticket: a short-lived ticket for one EventSource (it cannot send an Authorization header). */
export const StreamTicket = z.object({ ticket: z.string(), expiresat: z.string() });
export type StreamTicket = z.infer<typeof StreamTicket>;

/** GET /api/events: the ticket, and the last event id seen (EventSource also sends it as Last-Event-ID). */
export const EventsQuery = z.object({
  ticket: requiredText("ticket", 2000),
  lastEventId: int("lastEventId", 0, Number.MAX_SAFE_INTEGER).optional(),
});
export type EventsQuery = z.infer<typeof EventsQuery>;
