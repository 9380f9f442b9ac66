import { isVendorUser } from "@fm/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users, workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";

/** The caller's vendor: every vendor-portal call is scoped to it (403 when the account has none). */
export const vendorIdOf = (user: AuthUser): number => {
  if (!isVendorUser(user) || !user.vendorid) throw forbidden("Your account is not linked to a vendor.");
  return user.vendorid;
};

/** The caller's own vendor line on an order the scope already let through; locked when `lock`. */
export const ownLine = async (tx: DbOrTx, workorderid: number, vendorid: number, lock = false) => {
  const q = tx
    .select()
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.workorderid, workorderid), eq(workOrderVendors.vendorid, vendorid)))
    .orderBy(workOrderVendors.id)
    .limit(1);
  const [line] = lock ? await q.for("update") : await q;
  if (!line) throw notFound(`Work order ${workorderid}`);
  return line;
};

/** A technician of the vendor (role Tech, linked to it); another vendor's or nobody's answers 404. */
export const techOfVendor = (vendorid: number) =>
  and(eq(users.vendorid, vendorid), sql`'Tech' = any(${users.roles})`);

export const requireTech = async (tx: DbOrTx, vendorid: number, userid: number, lock = false) => {
  const q = tx
    .select()
    .from(users)
    .where(and(eq(users.id, userid), techOfVendor(vendorid)));
  const [tech] = lock ? await q.for("update") : await q;
  if (!tech) throw notFound(`Technician ${userid}`);
  return tech;
};

/** The dispatch desk's mailbox (the address our mail is sent from): notices with no dispatcher go there. */
export const dispatchDesk = (ctx: AppContext): string => {
  const from = ctx.config.MAIL_FROM;
  return from.match(/<([^>]+)>/)?.[1] ?? from;
};
