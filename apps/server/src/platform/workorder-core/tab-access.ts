import { WORK_ORDER_TAB_PERMISSIONS, type WorkOrderTab } from "@fm/domain";
import { type AccessRule, allOf, anyOf, permissionOrAdmin, role, staffOnly } from "../auth/access.ts";

/**
 * A route that feeds a tab of the staff work-order detail: staff need read:workorders AND the tab's
 * view:workorder*tab permission (or Admin), as the web needs it to show the tab (spec 2 §6).
 */
export const tabReader = (tab: WorkOrderTab): AccessRule =>
  allOf(staffOnly, permissionOrAdmin("read:workorders"), permissionOrAdmin(WORK_ORDER_TAB_PERMISSIONS[tab]));

/** The same for a list the portals read too: Vendor, Tech and Customer users are scoped by row in the service. */
export const tabOrPortalReader = (tab: WorkOrderTab): AccessRule =>
  anyOf(tabReader(tab), role("Vendor"), role("Tech"), role("Customer"));
