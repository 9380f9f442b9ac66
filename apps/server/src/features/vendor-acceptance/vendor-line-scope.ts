import { isVendorUser } from "@fm/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderVendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { forbidden, notFound } from "../../platform/errors.ts";

// The vendor portal's scope rules (vendor-portal/vendor-scope.ts), read here without importing that feature:
// it shows this feature's acceptance state, so an import back would be a cycle.

export const callerVendorId = (user: AuthUser): number => {
  if (!isVendorUser(user) || !user.vendorid) throw forbidden("Your account is not linked to a vendor.");
  return user.vendorid;
};

/** The caller's own line on an order the scope already let through, locked; 404 when it has none. */
export const lockOwnLine = async (tx: DbOrTx, workorderid: number, vendorid: number) => {
  const [line] = await tx
    .select()
    .from(workOrderVendors)
    .where(and(eq(workOrderVendors.workorderid, workorderid), eq(workOrderVendors.vendorid, vendorid)))
    .orderBy(workOrderVendors.id)
    .limit(1)
    .for("update");
  if (!line) throw notFound(`Work order ${workorderid}`);
  return line;
};

/** The dispatch desk's mailbox (MAIL_FROM's address): notices for an order with no dispatcher go there. */
export const dispatchDeskOf = (ctx: AppContext): string => {
  const from = ctx.config.MAIL_FROM;
  return from.match(/<([^>]+)>/)?.[1] ?? from;
};
