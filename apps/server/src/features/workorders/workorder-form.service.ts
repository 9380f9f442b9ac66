import { isReopen, STATUS } from "@fm/domain";
import type { UpdateWorkOrderInput, WorkOrderInput } from "@fm/domain/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { divisions, requestTypes, workOrders, workOrderTrades } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, impossible } from "../../platform/errors.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { addSystemNote, lockWorkOrder, requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { queueServiceChannelSync } from "../servicechannel-sync/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";
import { checkRecallOf } from "./recall.service.ts";
import { describeChanges } from "./workorder-changes.ts";
import { checkWorkOrderRefs } from "./workorder-refs.ts";

type Columns = Partial<typeof workOrders.$inferInsert>;

/**
 * The columns a form input writes: only the fields it carries (a field left out of a save is left as it is).
 * The cancel reason is kept only on a Cancelled order; `status` is the order's status after the write.
 */
const columnsOf = (
  input: Partial<WorkOrderInput>,
  status: { statusid: number; cancelreason: string | null },
) => {
  const c: Columns = {};
  if (input.customerid !== undefined) c.customerid = input.customerid;
  if (input.jobsiteid !== undefined) c.jobsiteid = input.jobsiteid;
  if (input.divisionid !== undefined) c.divisionid = input.divisionid;
  if (input.statusid !== undefined) c.statusid = input.statusid;
  if (input.priorityid !== undefined) c.priorityid = input.priorityid;
  if (input.requesttypeid !== undefined) c.requesttypeid = input.requesttypeid;
  if (input.duedate !== undefined) c.duedate = input.duedate;
  if (input.briefdescription !== undefined) c.briefdescription = input.briefdescription;
  if (input.description !== undefined)
    c.description = input.description ? sanitizeRichText(input.description) : null;
  if (input.requestedby !== undefined) c.requestedby = input.requestedby || null;
  if (input.salesrepid !== undefined) c.salesrepid = input.salesrepid ?? null;
  if (input.dispatcherid !== undefined) c.dispatcherid = input.dispatcherid ?? null;
  if (input.ponumber !== undefined) c.ponumber = input.ponumber || null;
  if (input.nte !== undefined) c.nte = input.nte === null ? null : input.nte.toFixed(2);
  if (input.promisedate !== undefined) c.promisedate = input.promisedate ?? null;
  if (input.scheduledate !== undefined) c.scheduledate = input.scheduledate ?? null;
  if (input.dispatchdate !== undefined) c.dispatchdate = input.dispatchdate ?? null;
  if (input.statusid !== undefined || input.cancelreason !== undefined)
    c.cancelreason = status.statusid === STATUS.Cancelled ? status.cancelreason : null;
  return c;
};

/** The trades an order lists now. */
export const tradeIdsOf = async (tx: DbOrTx, workorderid: number) =>
  (
    await tx
      .select({ tradeid: workOrderTrades.tradeid })
      .from(workOrderTrades)
      .where(eq(workOrderTrades.workorderid, workorderid))
  ).map((t) => t.tradeid);

/**
 * The order lists exactly `tradeids` (each once), given the trades it lists now (`current`): only the trades
 * removed are deleted and only the new ones inserted, so a save that carries the same trades writes nothing —
 * no audit rows, and no "an order gets a trade" start of automatic dispatch (migration 0047's trigger).
 */
export const replaceTrades = async (
  tx: DbOrTx,
  workorderid: number,
  tradeids: readonly number[],
  current: readonly number[],
) => {
  const wanted = new Set(tradeids);
  const had = new Set(current);
  const removed = [...had].filter((t) => !wanted.has(t));
  const added = [...wanted].filter((t) => !had.has(t));
  if (removed.length)
    await tx
      .delete(workOrderTrades)
      .where(and(eq(workOrderTrades.workorderid, workorderid), inArray(workOrderTrades.tradeid, removed)));
  if (added.length)
    await tx.insert(workOrderTrades).values(added.map((tradeid) => ({ workorderid, tradeid })));
};

/** Writes `columns` on the order `id` the caller has locked, as `user` (modified by, date, version + 1): the new version. */
export const writeWorkOrder = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  columns: Partial<typeof workOrders.$inferInsert>,
) => {
  const [updated] = await tx
    .update(workOrders)
    .set({
      ...columns,
      modifiedby: user.id,
      modifieddate: new Date(),
      version: sql`${workOrders.version} + 1`,
    })
    .where(eq(workOrders.id, id))
    .returning({ version: workOrders.version });
  if (!updated) throw impossible(`work order ${id} vanished while locked`);
  return updated.version;
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
  const recallof = input.recallof ?? null;
  const recalled = recallof ? await checkRecallOf(tx, recallof, input.jobsiteid) : null;
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
    recallof,
    customerid: input.customerid,
    jobsiteid: input.jobsiteid,
    statusid: input.statusid,
    briefdescription: input.briefdescription,
    ...columnsOf(input, { statusid: input.statusid, cancelreason: input.cancelreason ?? null }),
    dispatcherid: input.dispatcherid ?? customer.dispatcherid ?? null,
    createdby: user.id,
    modifiedby: user.id,
  });
  await replaceTrades(tx, id, input.tradeids, []);
  await refreshSlaClocks(tx, id);
  await addSystemNote(
    tx,
    id,
    user,
    opts.note ??
      (parentworkorderid
        ? `Child work order created from work order ${parentworkorderid}.`
        : "Work order created."),
  );
  await emitWebhookEvent(tx, "workorder.created", {
    workorderid: id,
    wonumber,
    customerid: input.customerid,
    jobsiteid: input.jobsiteid,
    statusid: input.statusid,
    parentworkorderid,
  });
  if (recalled) await addSystemNote(tx, id, user, `Recall of work order ${recalled.wonumber}.`);
  return { id, wonumber };
};

export const createWorkOrder = (
  db: Db,
  user: AuthUser,
  input: WorkOrderInput,
  parentworkorderid: number | null = null,
) => db.transaction((tx) => insertWorkOrder(tx, user, input, { parentworkorderid }));

/**
 * Saves the form (spec 2 §2): only the fields the request carries, so a save never writes back a value the user
 * did not change (a status change or a vendor dispatch made meanwhile survives). The version must match (409
 * otherwise: nothing is silently overwritten); Invoiced and Cancelled orders are read-only except for Re-Open
 * (status 25, permission add:workorders).
 */
export const updateWorkOrder = (db: Db, user: AuthUser, input: UpdateWorkOrderInput) =>
  db.transaction(async (tx) => {
    const { id, version, customercalled, vendorcalled, tradeids, ...patch } = input;
    const before = await lockWorkOrder(tx, user, id);
    assertVersion(before.version, version, "work order");
    const changed = new Set(
      Object.entries(input)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k),
    );
    const oldTrades = await tradeIdsOf(tx, before.id);
    const status = {
      statusid: patch.statusid ?? before.statusid,
      cancelreason: patch.cancelreason !== undefined ? patch.cancelreason : before.cancelreason,
    };
    // The same status rules as updateworkorderstatus (this form carries no note, so a new status other than
    // Cancelled-with-a-reason or Re-Open is refused), and an Invoiced or Cancelled order is saved only as Re-Open.
    assertAllowed(user, "changeStatus", {
      order: before,
      to: status.statusid,
      note: null,
      cancelreason: status.cancelreason,
    });
    if (!isReopen(before.statusid, status.statusid)) assertAllowed(user, "editWorkOrder", { order: before });
    await checkWorkOrderRefs(
      tx,
      {
        customerid: patch.customerid ?? before.customerid,
        jobsiteid: patch.jobsiteid ?? before.jobsiteid,
        divisionid: patch.divisionid ?? before.divisionid,
        priorityid: patch.priorityid ?? before.priorityid,
        requesttypeid: patch.requesttypeid ?? before.requesttypeid,
        salesrepid: patch.salesrepid !== undefined ? patch.salesrepid : before.salesrepid,
        dispatcherid: patch.dispatcherid !== undefined ? patch.dispatcherid : before.dispatcherid,
        tradeids: tradeids ?? oldTrades,
        ...status,
      },
      changed,
    );
    const after = {
      ...columnsOf(patch, status),
      ...(customercalled !== undefined ? { customercalled } : {}),
      ...(vendorcalled !== undefined ? { vendorcalled } : {}),
    };
    const saved = await writeWorkOrder(tx, user, id, after);
    if (tradeids) await replaceTrades(tx, id, tradeids, oldTrades);
    await refreshSlaClocks(tx, id);
    const changes = await describeChanges(tx, before, after, oldTrades, tradeids ?? oldTrades);
    if (changes.length) await addSystemNote(tx, id, user, `Work order updated: ${changes.join("; ")}.`);
    if (status.statusid !== before.statusid) {
      await emitWebhookEvent(tx, "workorder.status_changed", {
        workorderid: id,
        wonumber: before.wonumber,
        from: { statusid: before.statusid },
        to: { statusid: status.statusid },
        version: saved,
      });
      await queueServiceChannelSync(tx, id, {
        kind: "status",
        statusid: status.statusid,
        note: status.statusid === STATUS.Cancelled ? status.cancelreason : null,
        actor: user.name,
      });
    }
    return { id, version: saved };
  });

/** The division or request type a new order gets when none is chosen: the one marked default on new, else the first. */
export const defaultOnNew = async (tx: DbOrTx, table: typeof divisions | typeof requestTypes) => {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .orderBy(desc(table.isdefaultonnew), table.id)
    .limit(1);
  // Divisions and request types are reference data: an empty table is a broken install, not a user error.
  if (!row) throw impossible("no division or request type to default to");
  return row.id;
};

/** Add Child (spec 2 §2): a new order at the same site with the parent's trades, Received, linked to it. */
export const createChildWorkOrder = async (db: Db, user: AuthUser, parentid: number) => {
  const parent = await requireWorkOrder(db, user, parentid);
  assertAllowed(user, "addChildWorkOrder", { order: parent });
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
