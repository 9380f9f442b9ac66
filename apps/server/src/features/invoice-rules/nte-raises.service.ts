import { isStaff } from "@fm/domain";
import type { NteRaiseDecision, NteRaiseInput, NteRaiseOut, NteRaises } from "@fm/domain/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { nteRaises, vendors, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import {
  assertVersion,
  badRequest,
  duplicate,
  forbidden,
  impossible,
  invalidState,
  notFound,
} from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { usdFromCents } from "../../platform/format/money.ts";
import {
  addSystemNote,
  requireEditableWorkOrder,
  requireWorkOrder,
} from "../../platform/workorder-core/index.ts";
import { queueMail } from "../mail/index.ts";

const usd = (v: string | number | null) => (v === null ? "none" : usdFromCents(Math.round(Number(v) * 100)));

const vendorOf = (user: AuthUser) => {
  if (!user.vendorid) throw forbidden("Your account is not linked to a vendor.");
  return user.vendorid;
};

const columns = {
  id: nteRaises.id,
  workorderid: nteRaises.workorderid,
  vendorid: nteRaises.vendorid,
  vendorname: vendors.name,
  currentnte: nteRaises.currentnte,
  requestednte: nteRaises.requestednte,
  reason: nteRaises.reason,
  status: nteRaises.status,
  createddate: nteRaises.createddate,
  decidedat: nteRaises.decidedat,
  decisionnote: nteRaises.decisionnote,
  version: nteRaises.version,
};
interface Row {
  id: number;
  workorderid: number;
  vendorid: number;
  vendorname: string;
  currentnte: string | null;
  requestednte: string;
  reason: string;
  status: string;
  createddate: Date;
  decidedat: Date | null;
  decisionnote: string | null;
  version: number;
}

const present = (r: Row): NteRaiseOut => ({
  ...r,
  currentnte: r.currentnte === null ? null : Number(r.currentnte),
  requestednte: Number(r.requestednte),
  status: r.status === "approved" || r.status === "declined" ? r.status : "pending",
  createddate: r.createddate.toISOString(),
  decidedat: r.decidedat?.toISOString() ?? null,
});

/**
 * GET /api/workorder/nteraises (staff) and /api/vendorprofile/nteraises (the vendor's own requests): the order's
 * NTE raises, newest first. The order is read under the caller's scope first (another vendor's order: 404).
 */
export const listNteRaises = async (db: DbOrTx, user: AuthUser, workorderid: number): Promise<NteRaises> => {
  const wo = await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select(columns)
    .from(nteRaises)
    .innerJoin(vendors, eq(vendors.id, nteRaises.vendorid))
    .where(
      and(
        eq(nteRaises.workorderid, workorderid),
        isStaff(user) ? undefined : eq(nteRaises.vendorid, vendorOf(user)),
      ),
    )
    .orderBy(desc(nteRaises.createddate), desc(nteRaises.id));
  return { nte: wo.nte === null ? null : Number(wo.nte), raises: rows.map(present) };
};

/** POST /api/vendorprofile/nteraise: the vendor asks for a higher NTE on its open order, with a reason. */
export const requestNteRaise = (db: Db, user: AuthUser, input: NteRaiseInput) =>
  db.transaction(async (tx) => {
    const vendorid = vendorOf(user);
    const wo = await requireEditableWorkOrder(tx, user, input.workorderid, "vendorNteRaise");
    const current = wo.nte === null ? null : Number(wo.nte);
    if (current !== null && input.requestednte <= current)
      throw badRequest(`The requested NTE must be more than the current NTE of ${usd(wo.nte)}.`, {
        requestednte: "Must be more than the current NTE.",
      });
    const [pending] = await tx
      .select({ id: nteRaises.id })
      .from(nteRaises)
      .where(
        and(
          eq(nteRaises.workorderid, wo.id),
          eq(nteRaises.vendorid, vendorid),
          eq(nteRaises.status, "pending"),
        ),
      );
    if (pending)
      throw duplicate("An NTE raise of yours on this work order is already waiting for a decision.", {
        workorderid: "A request is pending.",
      });
    const [row] = await tx
      .insert(nteRaises)
      .values({
        workorderid: wo.id,
        vendorid,
        requestedby: user.id,
        currentnte: wo.nte,
        requestednte: input.requestednte.toFixed(2),
        reason: input.reason,
      })
      .returning({ id: nteRaises.id });
    if (!row) throw impossible("insert nteraises returned no row");
    await addSystemNote(
      tx,
      wo.id,
      user,
      `NTE raise requested by ${user.name}: ${usd(wo.nte)} → ${usd(input.requestednte)}. Reason: ${input.reason}`,
    );
    return readOne(tx, row.id);
  });

const readOne = async (tx: DbOrTx, id: number) => {
  const [row] = await tx
    .select(columns)
    .from(nteRaises)
    .innerJoin(vendors, eq(vendors.id, nteRaises.vendorid))
    .where(eq(nteRaises.id, id));
  if (!row) throw notFound(`NTE raise ${id}`);
  return present(row);
};

/**
 * POST /api/workorder/nteraise/{id}/approve | decline: the dispatcher's decision on a pending request, at the
 * version seen. Lock order: the work order (requireEditableWorkOrder), then the request. Approve sets the
 * order's NTE; both log a System note and tell the vendor through the outbox.
 */
export const decideNteRaise = (
  db: Db,
  user: AuthUser,
  id: number,
  approve: boolean,
  input: NteRaiseDecision,
) =>
  db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ workorderid: nteRaises.workorderid })
      .from(nteRaises)
      .where(eq(nteRaises.id, id));
    if (!peek) throw notFound(`NTE raise ${id}`);
    const wo = await requireEditableWorkOrder(tx, user, peek.workorderid, "decideNteRaise");
    const [raise] = await tx.select().from(nteRaises).where(eq(nteRaises.id, id)).for("update");
    if (!raise) throw notFound(`NTE raise ${id}`);
    assertVersion(raise.version, input.version, "NTE raise");
    if (raise.status !== "pending")
      throw invalidState(`This NTE raise was already ${raise.status}.`, { id: `already ${raise.status}` });
    const status = approve ? "approved" : "declined";
    await tx
      .update(nteRaises)
      .set({
        status,
        decidedby: user.id,
        decidedat: new Date(),
        decisionnote: input.note ?? null,
        version: sql`${nteRaises.version} + 1`,
      })
      .where(eq(nteRaises.id, id));
    if (approve)
      await tx
        .update(workOrders)
        .set({
          nte: raise.requestednte,
          modifiedby: user.id,
          modifieddate: new Date(),
          version: sql`${workOrders.version} + 1`,
        })
        .where(eq(workOrders.id, wo.id));
    const what = approve
      ? `NTE raise approved by ${user.name}: NTE ${usd(raise.currentnte)} → ${usd(raise.requestednte)}.`
      : `NTE raise to ${usd(raise.requestednte)} declined by ${user.name}.`;
    await addSystemNote(tx, wo.id, user, input.note ? `${what} Note: ${input.note}` : what);
    const [vendor] = await tx
      .select({ email: vendors.dispatchemail, fallback: vendors.primaryemail })
      .from(vendors)
      .where(eq(vendors.id, raise.vendorid));
    const to = vendor?.email || vendor?.fallback;
    if (to)
      await queueMail(tx, {
        to: [to],
        subject: `Work Order ${wo.wonumber} - NTE raise ${status}`,
        html: `<p>${escapeHtml(what)}</p>${input.note ? `<p>${escapeHtml(input.note)}</p>` : ""}`,
        workorderid: wo.id,
        createdby: user.id,
      });
    return readOne(tx, id);
  });
