import { dispatchRefusal, isDispatchable } from "@fm/domain";
import type {
  DispatchVendor,
  SaveDispatchVendorBody,
  TradeVendorOption,
  UpdateDispatchVendorBody,
} from "@fm/domain/contracts";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { dispatchVendors, trades, vendorStatusTypes, vendors, vendorTrades } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest, duplicate, notFound, vendorNotDispatchable } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { writeAudit } from "./admin-audit.ts";

/* Admin Dispatch tab (spec 3 §2.11, §4): preferred vendors per trade; Select Vendor ranks by this priority. */

const requireTrade = async (db: DbOrTx, tradeId: number) => {
  const [t] = await db.select({ id: trades.id }).from(trades).where(eq(trades.id, tradeId));
  if (!t) throw notFound("Trade");
};

/** The vendor as both dispatch pickers list it (with vendorStatusTypes left-joined). */
const vendorColumns = {
  name: vendors.name,
  city: vendors.city,
  statecode: vendors.statecode,
  tierid: vendors.tierid,
  vendorstatustypeid: vendors.vendorstatustypeid,
  vendorstatus: vendorStatusTypes.type,
};

/** GET /api/admin/getvendorsbytradeid: the trade's dispatch vendors (priority above 0), best first. */
export const dispatchVendorsOfTrade = async (db: DbOrTx, tradeId: number): Promise<DispatchVendor[]> => {
  await requireTrade(db, tradeId);
  const rows = await db
    .select({
      tradeid: dispatchVendors.tradeid,
      vendorid: dispatchVendors.vendorid,
      priority: dispatchVendors.priority,
      ...vendorColumns,
    })
    .from(dispatchVendors)
    .innerJoin(vendors, eq(vendors.id, dispatchVendors.vendorid))
    .leftJoin(vendorStatusTypes, eq(vendorStatusTypes.id, vendors.vendorstatustypeid))
    .where(and(eq(dispatchVendors.tradeid, tradeId), gt(dispatchVendors.priority, 0)))
    .orderBy(asc(dispatchVendors.priority), asc(vendors.name));
  return rows.map(({ vendorstatustypeid, ...r }) => ({
    ...r,
    vendorstatus: r.vendorstatus ?? null,
    dispatchable: isDispatchable({ tierid: r.tierid, vendorstatustypeid }),
  }));
};

/** GET /api/admin/getallvendorsbytradeid: every active vendor doing the trade, for the picker. */
export const vendorsForTrade = async (db: DbOrTx, tradeId: number): Promise<TradeVendorOption[]> => {
  await requireTrade(db, tradeId);
  const rows = await db
    .select({
      vendorid: vendors.id,
      ...vendorColumns,
      priority: sql<number>`coalesce(${dispatchVendors.priority}, 0)`.mapWith(Number),
    })
    .from(vendorTrades)
    .innerJoin(vendors, eq(vendors.id, vendorTrades.vendorid))
    .leftJoin(vendorStatusTypes, eq(vendorStatusTypes.id, vendors.vendorstatustypeid))
    .leftJoin(
      dispatchVendors,
      and(eq(dispatchVendors.tradeid, vendorTrades.tradeid), eq(dispatchVendors.vendorid, vendors.id)),
    )
    .where(
      and(eq(vendorTrades.tradeid, tradeId), eq(vendorTrades.isdeleted, false), eq(vendors.isactive, true)),
    )
    .orderBy(asc(vendors.name), asc(vendors.id));
  return rows.map((r) => ({ ...r, vendorstatus: r.vendorstatus ?? null, dispatchable: isDispatchable(r) }));
};

const REFUSALS = {
  tier_6: {
    code: "vendor_tier_6",
    message: "Tier 6 vendors cannot be dispatched, so they cannot get a dispatch priority.",
  },
  redlined: {
    code: "vendor_redlined",
    message: "Redlined vendors cannot be dispatched, so they cannot get a dispatch priority.",
  },
} as const;

/** The vendor, refused when it may not be dispatched or does not do the trade. */
const requireDispatchableVendor = async (tx: DbOrTx, tradeId: number, vendorId: number) => {
  const [v] = await tx
    .select({
      id: vendors.id,
      name: vendors.name,
      tierid: vendors.tierid,
      vendorstatustypeid: vendors.vendorstatustypeid,
      isactive: vendors.isactive,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!v) throw notFound("Vendor");
  const refusal = dispatchRefusal(v);
  if (refusal) {
    const r = REFUSALS[refusal];
    throw vendorNotDispatchable(r.code, r.message, { vendorid: r.message });
  }
  if (!v.isactive) {
    const m = "Inactive vendors cannot get a dispatch priority.";
    throw vendorNotDispatchable("vendor_inactive", m, { vendorid: m });
  }
  const [does] = await tx
    .select({ id: vendorTrades.id })
    .from(vendorTrades)
    .where(
      and(
        eq(vendorTrades.vendorid, vendorId),
        eq(vendorTrades.tradeid, tradeId),
        eq(vendorTrades.isdeleted, false),
      ),
    );
  if (!does) {
    const m = "This vendor does not offer this trade.";
    throw badRequest(m, { vendorid: m });
  }
  return v;
};

const auditKey = (tradeId: number, vendorId: number) => `${tradeId}:${vendorId}`;

const lockRow = async (tx: DbOrTx, tradeId: number, vendorId: number) => {
  const [row] = await tx
    .select()
    .from(dispatchVendors)
    .where(and(eq(dispatchVendors.tradeid, tradeId), eq(dispatchVendors.vendorid, vendorId)))
    .for("update");
  return row;
};

/** POST /api/admin/savedispatchvendor: adds a vendor with its priority; answers the trade's list. */
export const addDispatchVendor = (db: Db, actor: AuthUser, b: SaveDispatchVendorBody) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "editDispatchPriority", {});
    await requireTrade(tx, b.tradeid);
    await requireDispatchableVendor(tx, b.tradeid, b.vendorid);
    const existing = await lockRow(tx, b.tradeid, b.vendorid);
    if (existing && existing.priority > 0) {
      const m = "This vendor is already a dispatch vendor of this trade: change its priority instead.";
      throw duplicate(m, { vendorid: m });
    }
    if (existing) {
      await tx
        .update(dispatchVendors)
        .set({ priority: b.priority })
        .where(eq(dispatchVendors.id, existing.id));
    } else {
      await tx
        .insert(dispatchVendors)
        .values({ tradeid: b.tradeid, vendorid: b.vendorid, priority: b.priority });
    }
    await writeAudit(tx, actor, {
      entity: "dispatchvendor",
      key: auditKey(b.tradeid, b.vendorid),
      action: "add",
      before: existing ? { priority: existing.priority } : null,
      after: { priority: b.priority },
    });
    return dispatchVendorsOfTrade(tx, b.tradeid);
  });

/**
 * PUT /api/admin/updatedispatchvendor: a new priority, or 0 to remove the vendor from the list. A vendor that
 * became Redlined or tier 6 can still be removed, never given a new priority.
 */
export const updateDispatchVendor = (db: Db, actor: AuthUser, b: UpdateDispatchVendorBody) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "editDispatchPriority", {});
    await requireTrade(tx, b.tradeid);
    const existing = await lockRow(tx, b.tradeid, b.vendorid);
    if (!existing || existing.priority === 0) throw notFound("Dispatch vendor");
    if (b.priority > 0) await requireDispatchableVendor(tx, b.tradeid, b.vendorid);
    await tx.update(dispatchVendors).set({ priority: b.priority }).where(eq(dispatchVendors.id, existing.id));
    await writeAudit(tx, actor, {
      entity: "dispatchvendor",
      key: auditKey(b.tradeid, b.vendorid),
      action: b.priority === 0 ? "remove" : "priority",
      before: { priority: existing.priority },
      after: { priority: b.priority },
    });
    return dispatchVendorsOfTrade(tx, b.tradeid);
  });
