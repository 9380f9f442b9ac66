import type { GridPage } from "@fm/domain";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

/** A mail of the admin Outbox (GET /api/admin/outbox). */
export interface OutboxRow {
  id: number;
  to: string[];
  cc: string[] | null;
  subject: string;
  status: string;
  attempts: number;
  lasterror: string | null;
  sentat: string | null;
  createddate: string;
  workorderid: number | null;
  attachmentnames: string[];
}

export const outboxKeys = {
  list: (query: ListQuery) => ["admin", "outbox", query] as const,
};

export const outboxApi = {
  /** One page of the Outbox: the grid's query plus the status choice. */
  list: (query: ListQuery, signal?: AbortSignal) =>
    api.get<GridPage<OutboxRow>>("/api/admin/outbox", { query, signal }),
};
