import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../auth/auth-user.ts";

/**
 * The vendor lines that put their vendor on the order. A line whose vendor declined the order (issue 32:
 * acceptance, automatic dispatch) stays for its history — the decline, its reason, the vendor's scorecard —
 * but its vendor is no longer on the order: the rules that ask for "the order's vendors" (the sole vendor's
 * schedule date and technician, approving a vendor proposal, the notice's only line) count the other lines.
 */
export const onOrder = isNull(workOrderVendors.declinedat);
/** The same rule on a line already read. */
export const isOnOrder = (line: { declinedat: Date | null }) => line.declinedat === null;

/** The lines of an order whose vendors are on it (not declined). */
export const orderVendorLines = (tx: DbOrTx, workorderid: number) =>
  tx
    .select()
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.workorderid, workorderid), onOrder));

/**
 * Decision 0041a: the order's schedule date and assigned technician are one per work order, so a vendor reads
 * and sets them only while it is the order's only vendor (a vendor that declined does not count).
 */
export const isSoleVendor = async (tx: DbOrTx, workorderid: number, vendorid: number) => {
  const lines = await orderVendorLines(tx, workorderid);
  return lines.length > 0 && lines.every((l) => l.vendorid === vendorid);
};

/** Whether the caller's vendor declined the order: its vendor-side writes are refused (policy `declined`). */
export const callerDeclined = async (db: DbOrTx, user: AuthUser, workorderid: number) => {
  if (!user.vendorid) return false;
  const [line] = await db
    .select({ id: workOrderVendors.id })
    .from(workOrderVendors)
    .where(
      and(
        eq(workOrderVendors.workorderid, workorderid),
        eq(workOrderVendors.vendorid, user.vendorid),
        isNotNull(workOrderVendors.declinedat),
      ),
    )
    .limit(1);
  return line !== undefined;
};

/** The same, in a list's select: whether `vendorid`'s line on `workorderid` is declined. */
export const declinedIn = (workorderid: AnyPgColumn, vendorid: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${workOrderVendors} where ${workOrderVendors.workorderid} = ${workorderid} and ${workOrderVendors.vendorid} = ${vendorid} and ${workOrderVendors.declinedat} is not null)`;
