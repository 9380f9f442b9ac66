import {
  CUSTOMER_VISIBLE_ATTACHMENT_TYPES,
  isCustomerUser,
  isStaff,
  isVendorUser,
  PORTAL_ATTACHMENT_TYPE_IDS,
} from "@fm/domain";
import type { Attachment } from "@fm/domain/contracts";
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  attachmentTypes,
  workOrderAttachments,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { forbidden } from "../../platform/errors.ts";
import { isPreviewable } from "../../platform/uploads/index.ts";
import { workOrderScope } from "../../platform/workorder-core/index.ts";
import { presentStoredFile } from "./stored-files.ts";

const a = workOrderAttachments;

/**
 * Which attachments a user may see (docs/permissions.md): staff all; a vendor or tech those of orders its
 * vendor is attached to: its own line's, and the order's own files of the portal types (PORTAL_ATTACHMENT_TYPES:
 * no "Customer Proposal Approval" or "Vendor NTE Email"), never other vendors' lines; a customer those of its own orders that
 * belong to no vendor line (vendor paperwork such as invoices and cost proposals stays internal) and are of a
 * customer-facing type (CUSTOMER_VISIBLE_ATTACHMENT_TYPES: a vendor invoice filed on the order stays internal).
 */
export const attachmentVisibility = (user: AuthUser): SQL | undefined => {
  if (isStaff(user)) return undefined;
  const scope = workOrderScope(user);
  if (isVendorUser(user)) {
    const ownLine = sql`exists (select 1 from ${workOrderVendors} where ${workOrderVendors.id} = ${a.workordervendorid} and ${workOrderVendors.vendorid} = ${user.vendorid})`;
    // Order-level files only of the portal types (spec 2 §3); anything filed on its own line.
    const orderLevel = and(
      isNull(a.workordervendorid),
      inArray(a.attachmenttypeid, [...PORTAL_ATTACHMENT_TYPE_IDS]),
    );
    return and(scope, or(orderLevel, ownLine));
  }
  if (isCustomerUser(user))
    return and(
      scope,
      isNull(a.workordervendorid),
      inArray(a.attachmenttypeid, [...CUSTOMER_VISIBLE_ATTACHMENT_TYPES]),
    );
  throw forbidden();
};

const rowSelection = {
  att: a,
  attachmenttype: attachmentTypes.name,
  wonumber: workOrders.wonumber,
  statusid: workOrders.statusid,
};

/** Attachment rows joined with their type and work order, filtered by the caller's visibility. */
export const selectAttachments = (db: DbOrTx, user: AuthUser, where: SQL | undefined) =>
  db
    .select(rowSelection)
    .from(a)
    .innerJoin(workOrders, eq(workOrders.id, a.workorderid))
    .innerJoin(attachmentTypes, eq(attachmentTypes.id, a.attachmenttypeid))
    .where(and(where, attachmentVisibility(user)))
    .orderBy(desc(a.createddate), desc(a.id));

export type AttachmentRow = Awaited<ReturnType<typeof selectAttachments>>[number];

export const byIds = (ids: number[]) => inArray(a.id, ids);
export const byId = (id: number) => eq(a.id, id);
export const byWorkOrder = (workorderid: number) => eq(a.workorderid, workorderid);
export const byVendorLine = (workordervendorid: number) => eq(a.workordervendorid, workordervendorid);

export const presentAttachment = (row: AttachmentRow): Attachment => ({
  id: row.att.id,
  workorderid: row.att.workorderid,
  workordervendorid: row.att.workordervendorid,
  ...presentStoredFile(row.att, row.attachmenttype),
  previewable: isPreviewable(row.att.filename),
  version: row.att.version,
  phototag: row.att.phototag,
});
