import { OutboxPage } from "@fm/domain/contracts";
import { api } from "../../api/instance.ts";
import type { ListQuery } from "../../components/datagrid/index.ts";

/** A mail of the admin Outbox (GET /api/admin/outbox): the contract's OutboxRow. */
export type { OutboxRow } from "@fm/domain/contracts";

export const outboxKeys = {
  list: (query: ListQuery) => ["admin", "outbox", query] as const,
};

export const outboxApi = {
  /** One page of the Outbox: the grid's query plus the status choice. */
  list: (query: ListQuery, signal?: AbortSignal) =>
    api.get("/api/admin/outbox", { query, signal, response: OutboxPage }),
};
