import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { trades, type workOrders } from "../../db/schema/index.ts";

import { isReferenceField, referenceName } from "./workorder-ref-tables.ts";

type Row = typeof workOrders.$inferSelect;
type Value = string | number | boolean | Date | null | undefined;

const LABELS: Record<string, string> = {
  customerid: "Customer",
  jobsiteid: "Job Site",
  divisionid: "Division",
  statusid: "Status",
  priorityid: "Priority",
  requesttypeid: "Request Type",
  duedate: "Due Date",
  briefdescription: "Brief Description",
  description: "Description",
  requestedby: "Requested By",
  salesrepid: "Sales Rep",
  dispatcherid: "Dispatcher",
  ponumber: "PO #",
  nte: "NTE",
  promisedate: "Follow-up Date",
  scheduledate: "Schedule Date",
  dispatchdate: "Dispatch Date",
  cancelreason: "Cancel Reason",
  customercalled: "Customer Called?",
  vendorcalled: "Vendor Called?",
};

/** The name behind an id field; id fields without a reference table of their own name a user. */
const nameOf = async (tx: DbOrTx, field: string, id: number): Promise<string> =>
  (await referenceName(tx, isReferenceField(field) ? field : "dispatcherid", id)) ?? String(id);

const show = async (tx: DbOrTx, field: string, v: Value): Promise<string> => {
  if (v === null || v === undefined || v === "") return "(blank)";
  if (v instanceof Date) return v.toISOString().replace("T", " ").slice(0, 16);
  if (typeof v === "number" && field.endsWith("id")) return nameOf(tx, field, v);
  if (field === "description") return "(edited)";
  return String(v);
};

const same = (a: Value, b: Value) =>
  (a instanceof Date ? a.getTime() : (a ?? null)) === (b instanceof Date ? b.getTime() : (b ?? null));

/** "Field: before → after" for every changed field, with names instead of ids (the System note's text). */
export const describeChanges = async (
  tx: DbOrTx,
  before: Row,
  after: Partial<Record<keyof Row, Value>>,
  oldTrades: number[],
  newTrades: number[],
): Promise<string[]> => {
  const out: string[] = [];
  for (const [field, next] of Object.entries(after) as Array<[keyof Row, Value]>) {
    const prev = before[field] as Value;
    if (same(prev, next)) continue;
    const label = LABELS[field] ?? field;
    out.push(
      field === "description"
        ? `${label} edited`
        : `${label}: ${await show(tx, field, prev)} → ${await show(tx, field, next)}`,
    );
  }
  const [o, n] = [[...new Set(oldTrades)].sort(), [...new Set(newTrades)].sort()];
  if (o.join() !== n.join()) {
    const ids = [...new Set([...o, ...n])];
    const names = new Map(
      ids.length
        ? (
            await tx
              .select({ id: trades.id, n: trades.tradename })
              .from(trades)
              .where(inArray(trades.id, ids))
          ).map((t) => [t.id, t.n])
        : [],
    );
    const list = (xs: number[]) => xs.map((x) => names.get(x) ?? x).join(", ") || "(none)";
    out.push(`Trades: ${list(o)} → ${list(n)}`);
  }
  return out;
};
