import { isLockedStatus, PERTAINS_TO } from "@fm/domain";
import {
  type AssignTechBody,
  VENDOR_UPDATED_NOTE,
  type VendorUpdateWorkOrderBody,
  type VendorWorkOrderDetail,
} from "@fm/domain/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  jobSites,
  priorities,
  trades,
  users,
  workOrderStatuses,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { assertVersion, badRequest, impossible, invalidState } from "../../platform/errors.ts";
import { isoDateOrNone, isoOrNull } from "../../platform/format/dates.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { sanitizeRichText } from "../../platform/html/sanitize.ts";
import {
  addSystemNote,
  isSoleVendor,
  requireEditableWorkOrder,
  requireWorkOrder,
} from "../../platform/workorder-core/index.ts";
import { queueMail } from "../mail/index.ts";
import { addUserNote } from "../notes/index.ts";
import { dispatchedLines, lineAcceptance } from "../vendor-acceptance/index.ts";
import { dispatchDesk, ownLine, requireTech, vendorIdOf } from "./vendor-scope.ts";

const fullName = (u: { firstname: string; lastname: string } | undefined) =>
  u ? `${u.firstname} ${u.lastname}`.trim() : null;

const userName = async (db: DbOrTx, id: number | null) => {
  if (id === null) return null;
  const [u] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, id));
  return fullName(u);
};

/** The vendor-facing detail (header of spec 2 §2 Portals + Work Order tab): only what a vendor may see. */
export const getVendorWorkOrder = async (
  db: DbOrTx,
  user: AuthUser,
  id: number,
): Promise<VendorWorkOrderDetail> => {
  const vendorid = vendorIdOf(user);
  const wo = await requireWorkOrder(db, user, id);
  const line = await ownLine(db, wo.id, vendorid);
  const sole = await isSoleVendor(db, wo.id, vendorid);
  const [customer] = await db
    .select({ name: customers.customername })
    .from(customers)
    .where(eq(customers.id, wo.customerid));
  const [site] = await db.select().from(jobSites).where(eq(jobSites.id, wo.jobsiteid));
  const [status] = await db
    .select({ name: workOrderStatuses.name })
    .from(workOrderStatuses)
    .where(eq(workOrderStatuses.id, wo.statusid));
  const [priority] =
    wo.priorityid === null
      ? []
      : await db.select({ name: priorities.name }).from(priorities).where(eq(priorities.id, wo.priorityid));
  const tradeRows = await db
    .select({ name: trades.tradename })
    .from(workOrderTrades)
    .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
    .where(eq(workOrderTrades.workorderid, wo.id))
    .orderBy(asc(trades.tradename));
  if (!customer || !site || !status) throw impossible(`work order ${wo.id} references missing rows`);
  return {
    id: wo.id,
    wonumber: wo.wonumber,
    version: wo.version,
    ponumber: wo.ponumber,
    customername: customer.name,
    city: site.city,
    statecode: site.statecode,
    dispatchdate: isoOrNull(wo.dispatchdate),
    dispatcher: await userName(db, wo.dispatcherid),
    priority: priority?.name ?? null,
    briefdescription: wo.briefdescription,
    statusid: wo.statusid,
    status: status.name,
    locked: isLockedStatus(wo.statusid),
    jobsite: site.jobsite,
    streetaddress: site.streetaddress,
    postalcode: site.postalcode,
    sitephone: site.phone,
    specialprocedure: site.specialprocedure,
    description: wo.description === null ? null : sanitizeRichText(wo.description),
    trades: tradeRows.map((t) => t.name),
    duedate: isoOrNull(wo.duedate),
    scheduledate: sole ? isoOrNull(wo.scheduledate) : null,
    completedate: isoOrNull(wo.completedate),
    techid: sole ? wo.techid : null,
    techname: sole ? await userName(db, wo.techid) : null,
    workordervendorid: line.id,
    vendornote: line.note,
    acceptance: lineAcceptance(user, wo, line, (await dispatchedLines(db, [line.id])).has(line.id)),
  };
};

interface VendorChanges {
  scheduledate?: Date | null;
  techid?: number | null;
  note?: string | null;
}

/**
 * Save of the vendor detail and Assign Tech: schedule date, assigned technician and the vendor line's note.
 * One transaction: order locked (404 out of scope, 400 locked when Invoiced/Cancelled, 409 stale), then the
 * vendor's line; writes the 'Vendor Updated.' note, a System note naming each change, and a notice to the
 * order's dispatcher (the dispatch desk when it has none) through the outbox.
 */
const applyVendorChanges = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  version: number,
  changes: VendorChanges,
) => {
  const vendorid = vendorIdOf(user);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, id, "vendorSaveDetail");
    assertVersion(wo.version, version, "work order");
    const line = await ownLine(tx, wo.id, vendorid, true);
    if (!(await isSoleVendor(tx, wo.id, vendorid))) {
      // What the vendor was shown (nothing) comes back unchanged; a value is someone else's to set.
      const sharedMessage =
        "Another vendor is on this work order: the dispatcher sets its schedule date and technician.";
      if (changes.scheduledate) throw invalidState(sharedMessage, { scheduledate: sharedMessage });
      if (changes.techid) throw invalidState(sharedMessage, { techid: sharedMessage });
      changes = { ...changes, scheduledate: undefined, techid: undefined };
    }
    const said: string[] = [];
    const woSet: Partial<typeof workOrders.$inferInsert> = {};
    if (changes.scheduledate !== undefined) {
      const before = wo.scheduledate?.getTime() ?? null;
      const after = changes.scheduledate?.getTime() ?? null;
      if (before !== after) {
        woSet.scheduledate = changes.scheduledate;
        said.push(
          `schedule date ${isoDateOrNone(wo.scheduledate)} → ${isoDateOrNone(changes.scheduledate ?? null)}`,
        );
      }
    }
    if (changes.techid !== undefined && changes.techid !== wo.techid) {
      const tech = changes.techid === null ? null : await requireTech(tx, vendorid, changes.techid);
      if (tech?.blocked || tech?.isactive === false) {
        throw badRequest("This technician is blocked.", {
          techid: "This technician is blocked.",
        });
      }
      woSet.techid = changes.techid;
      said.push(
        `technician ${(await userName(tx, wo.techid)) ?? "(none)"} → ${tech ? `${tech.firstname} ${tech.lastname}` : "(none)"}`,
      );
    }
    const noteChanged = changes.note !== undefined && (changes.note ?? null) !== (line.note ?? null);
    if (noteChanged) said.push("vendor note changed");
    if (said.length === 0) return;
    await tx
      .update(workOrders)
      .set({ ...woSet, version: wo.version + 1, modifieddate: sql`now()`, modifiedby: user.id })
      .where(eq(workOrders.id, wo.id));
    if (noteChanged) {
      await tx
        .update(workOrderVendors)
        .set({ note: changes.note ?? null, version: line.version + 1, modifieddate: sql`now()` })
        .where(eq(workOrderVendors.id, line.id));
    }
    await addSystemNote(tx, wo.id, user, `Vendor update by ${user.name}: ${said.join("; ")}.`);
    await addUserNote(tx, user, {
      workorderid: wo.id,
      note: VENDOR_UPDATED_NOTE,
      type: "Vendor",
      pertainsto: PERTAINS_TO.Vendor,
    });
    const [dispatcher] =
      wo.dispatcherid === null
        ? []
        : await tx.select({ email: users.email }).from(users).where(eq(users.id, wo.dispatcherid));
    await queueMail(tx, {
      to: [dispatcher?.email ?? dispatchDesk(ctx)],
      subject: `Work Order ${wo.wonumber} - ${VENDOR_UPDATED_NOTE}`,
      html: `<p>${escapeHtml(user.name)} updated work order ${escapeHtml(wo.wonumber)}:</p><ul>${said
        .map((s) => `<li>${escapeHtml(s)}</li>`)
        .join("")}</ul>`,
      workorderid: wo.id,
      createdby: user.id,
    });
  });
  return getVendorWorkOrder(db, user, id);
};

export const updateVendorWorkOrder = (ctx: AppContext, user: AuthUser, body: VendorUpdateWorkOrderBody) =>
  applyVendorChanges(ctx, user, body.id, body.version, {
    scheduledate: body.scheduledate,
    techid: body.techid,
    note: body.note,
  });

export const assignTech = (ctx: AppContext, user: AuthUser, body: AssignTechBody) =>
  applyVendorChanges(ctx, user, body.workorderid, body.version, { techid: body.techid });
