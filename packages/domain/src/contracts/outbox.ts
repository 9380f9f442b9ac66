import { z } from "zod";
import { gridQueryString, pageOf } from "./grid-query.ts";
import { id } from "./primitives.ts";

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;

/** The Outbox list call: the grid query (page, pageSize, search, sort, filters) plus the status choice. */
export const OutboxListQuery = gridQueryString(20).extend({
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuery>;

export const OutboxRow = z.object({
  id: z.number(),
  to: z.array(z.string()),
  cc: z.array(z.string()).nullable(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number(),
  lasterror: z.string().nullable(),
  /** ISO 8601 date-times, as every contract sends dates. */
  sentat: z.iso.datetime().nullable(),
  createddate: z.iso.datetime(),
  workorderid: z.number().nullable(),
  attachmentnames: z.array(z.string()),
});
export type OutboxRow = z.infer<typeof OutboxRow>;

/** One page of the Outbox with the number of mails the query matches. */
export const OutboxPage = pageOf(OutboxRow);
export type OutboxPage = z.infer<typeof OutboxPage>;

/** admin (issue 16): GET /api/admin/outbox/message?id: one mail as queued, to read what was sent. */
export const OutboxMessageQuery = z.object({ id: id("id") });
export const OutboxMessage = z.object({
  id: z.number(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string().nullable(),
  status: z.string(),
  createddate: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
