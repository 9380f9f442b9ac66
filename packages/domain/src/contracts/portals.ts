import { z } from "zod";
import { gridQueryString } from "./grid-query.ts";

/** "My Work Orders" of the portals: the grid query plus the flagged filter. */
export const PortalListQuery = gridQueryString(100).extend({
  flagged: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});
export type PortalListQuery = z.infer<typeof PortalListQuery>;

export const VENDOR_PORTAL_STATUSES = ["open", "invoiced", "cancelled"] as const;
export const CUSTOMER_PORTAL_STATUSES = ["open", "invoiced", "all", "cancelled"] as const;
export type PortalStatus = (typeof CUSTOMER_PORTAL_STATUSES)[number];

/** The :status path parameter of a portal list. */
export const portalStatusParams = <S extends PortalStatus>(statuses: readonly [S, ...S[]]) =>
  z.object({ status: z.enum(statuses, { error: `status must be one of ${statuses.join(", ")}` }) });
