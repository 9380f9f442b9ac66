import { isReopen, STATUS } from "@fm/domain";
import type { UpdateWorkOrderInput, WorkOrderInput } from "@fm/domain/contracts";
import { desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { divisions, requestTypes, workOrders, workOrderTrades } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, impossible } from "../../platform/errors.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote } from "../notes/index.ts";
import { lockWorkOrder, requireWorkOrder } from "./workorder-access.ts";
import { describeChanges } from "./workorder-changes.ts";
import { checkWorkOrderRefs } from "./workorder-refs.ts";

const columnsOf = (input: WorkOrderInput) => ({
  customerid: input.customerid,
  jobsiteid: input.jobsiteid,
  divisionid: input.divisionid,
  statusid: input.statusid,
  priorityid: input.priorityid,
  requesttypeid: input.requesttypeid,
  duedate: input.duedate,
  briefdescription: input.briefdescription,
  description: input.description ? sanitizeRichText(input.description) : null,
  requestedby: input.requestedby || null,
  salesrepid: input.salesrepid ?? null,
  dispatcherid: input.dispatcherid ?? null,
  ponumber: input.ponumber || null,
  nte: input.nte === null || input.nte === undefined ? null : input.nte.toFixed(2),
  promisedate: input.promisedate ?? null,
  scheduledate: input.scheduledate ?? null,
  dispatchdate: input.dispatchdate ?? null,
  cancelreason: input.statusid === STATUS.Cancelled ? (input.cancelreason ?? null) : null,
});

const replaceTrades = async (tx: DbOrTx, workorderid: number, tradeids: number[]) => {
  await tx.delete(workOrderTrades).where(eq(workOrderTrades.workorderid, workorderid));
  const unique = [...new Set(tradeids)];
  if (unique.length)
    await tx.insert(workOrderTrades).values(unique.map((tradeid) => ({ workorderid, tradeid })));
};

/** Work-order numbers are the customer's prefix and 100000 + id (as the demo data), unique by construction. */
const wonumberFor = (prefix: string | null, id: number) => `${(prefix || "WO").toUpperCase()}-${100000 + id}`;

/**
 * Inserts a new work order inside the caller's transaction: the one rule for numbering, the customer's
 * default dispatcher, trades and the creation System note (the scope counters follow by trigger). Used by
 * Save (below) and by the work-order import, which adds its own rows to the same transaction.
 */
export const insertWorkOrder = async (
  tx: DbOrTx,
  user: AuthUser,
  input: WorkOrderInput,
  opts: { parentworkorderid?: number | null; note?: string } = {},
) => {
  const parentworkorderid = opts.parentworkorderid ?? null;
  const customer = await checkWorkOrderRefs(tx, input);
  // Reserve the id first: the work-order number is derived from it.
  const [reserved] = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('workorders', 'id'))::int` })
    .from(sql`(select 1) as one`);
  if (!reserved) throw impossible("nextval returned no row");
  const { id } = reserved;
  const wonumber = wonumberFor(customer.customerprefix, id);
  await tx.insert(workOrders).values({
    id,
    wonumber,
    parentworkorderid,
    ...columnsOf(input),
    dispatcherid: input.dispatcherid ?? customer.dispatcherid ?? null,
    createdby: user.id,
    modifiedby: user.id,
  });
  await replaceTrades(tx, id, input.tradeids);
  await addSystemNote(
    tx,
    id,
    user,
    opts.note ??
      (parentworkorderid
        ? `Child work order created from work order ${parentworkorderid}.`
        : "Work order created."),
  );
  return { id, wonumber };
};

export const createWorkOrder = (
  db: Db,
  user: AuthUser,
  input: WorkOrderInput,
  parentworkorderid: number | null = null,
) => db.transaction((tx) => insertWorkOrder(tx, user, input, { parentworkorderid }));

/**
 * Saves the form (spec 2 §2). The version must match (409 otherwise: nothing is silently overwritten);
 * Invoiced and Cancelled orders are read-only except for Re-Open (status 25, permission add:workorders).
 */
export const updateWorkOrder = (db: Db, user: AuthUser, input: UpdateWorkOrderInput) =>
  db.transaction(async (tx) => {
    const before = await lockWorkOrder(tx, user, input.id);
    assertVersion(before.version, input.version, "work order");
    // The same status rules as updateworkorderstatus (this form carries no note, so a new status other than
    // Cancelled-with-a-reason or Re-Open is refused), and an Invoiced or Cancelled order is saved only as Re-Open.
    assertAllowed(user, "changeStatus", {
      order: before,
      to: input.statusid,
      note: null,
      cancelreason: input.cancelreason,
    });
    if (!isReopen(before.statusid, input.statusid)) assertAllowed(user, "editWorkOrder", { order: before });
    await checkWorkOrderRefs(tx, input);
    const after = {
      ...columnsOf(input),
      ...(input.customercalled !== undefined ? { customercalled: input.customercalled } : {}),
      ...(input.vendorcalled !== undefined ? { vendorcalled: input.vendorcalled } : {}),
    };
    const [updated] = await tx
      .update(workOrders)
      .set({
        ...after,
        modifiedby: user.id,
        modifieddate: new Date(),
        version: sql`${workOrders.version} + 1`,
      })
      .where(eq(workOrders.id, before.id))
      .returning({ version: workOrders.version });
    const oldTrades = (
      await tx
        .select({ tradeid: workOrderTrades.tradeid })
        .from(workOrderTrades)
        .where(eq(workOrderTrades.workorderid, before.id))
    ).map((t) => t.tradeid);
    await replaceTrades(tx, before.id, input.tradeids);
    const changes = await describeChanges(tx, before, after, oldTrades, input.tradeids);
    if (changes.length)
      await addSystemNote(tx, before.id, user, `Work order updated: ${changes.join("; ")}.`);
    if (!updated) throw impossible(`work order ${before.id} vanished while locked`);
    return { id: before.id, version: updated.version };
  });

/** Add Child (spec 2 §2): a new order at the same site with the parent's trades, Received, linked to it. */
const defaultOnNew = async (tx: DbOrTx, table: typeof divisions | typeof requestTypes) => {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(desc(table.isdefaultonnew), table.id)
    .limit(1);
  // Divisions and request types are reference data: an empty table is a broken install, not a user error.
  if (!row) throw impossible("no division or request type to default to");
  return row.id;
};

export const createChildWorkOrder = async (db: Db, user: AuthUser, parentid: number) => {
  const parent = await requireWorkOrder(db, user, parentid);
  if (parent.parentworkorderid)
    throw badRequest("A child work order cannot have children.", { workorderid: "is a child work order" });
  const tradeids = (
    await db
      .select({ tradeid: workOrderTrades.tradeid })
      .from(workOrderTrades)
      .where(eq(workOrderTrades.workorderid, parent.id))
  ).map((t) => t.tradeid);
  return createWorkOrder(
    db,
    user,
    {
      customerid: parent.customerid,
      jobsiteid: parent.jobsiteid,
      divisionid: parent.divisionid ?? (await defaultOnNew(db, divisions)),
      statusid: STATUS.Received,
      priorityid: parent.priorityid ?? 3,
      requesttypeid: parent.requesttypeid ?? (await defaultOnNew(db, requestTypes)),
      duedate: parent.duedate ?? new Date(Date.now() + 72 * 3_600_000),
      briefdescription: parent.briefdescription,
      description: parent.description,
      requestedby: parent.requestedby,
      salesrepid: parent.salesrepid,
      dispatcherid: parent.dispatcherid,
      ponumber: parent.ponumber,
      nte: null,
      cancelreason: null,
      tradeids,
    },
    parent.id,
  );
};
