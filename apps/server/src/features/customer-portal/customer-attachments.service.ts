import { CUSTOMER_UPLOAD_ATTACHMENT_TYPES } from "@fm/domain";
import { AttachFileFields, type Attachment, type PortalAttachment } from "@fm/domain/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { requireEditableWorkOrder } from "../../platform/workorder-core/index.ts";
import {
  discardStaged,
  listAttachments,
  listPortalAttachmentTypes,
  type ReceivedUpload,
  uploadAttachments,
} from "../attachments/index.ts";
import { customerOf } from "./customer-workorders.service.ts";
import { notifyDispatcher } from "./dispatcher-notice.ts";

/** A file as the customer sees it: no vendor line, no storage path. */
const present = (a: Attachment): PortalAttachment => ({
  id: a.id,
  workorderid: a.workorderid,
  attachmenttypeid: a.attachmenttypeid,
  attachmenttype: a.attachmenttype,
  displayname: a.displayname,
  contenttype: a.contenttype,
  size: a.size,
  createdbyuser: a.createdbyuser,
  createddate: a.createddate,
  previewable: a.previewable,
});

/**
 * GET /api/customerprofile/attachments?workorderid: what staff filed for the customer (no vendor line, a
 * customer-facing type) and the customer's own uploads, newest first.
 */
export const listCustomerAttachments = async (db: Db, user: AuthUser, workorderid: number) => {
  customerOf(user);
  return (await listAttachments(db, user, workorderid)).map(present);
};

/**
 * The types a customer may upload: the customer's share of the portal list (spec 2 §3), and only while the
 * type is still a portal type (`attachmenttypes.portal`), with the portal's names.
 */
export const customerAttachmentTypes = async (db: DbOrTx) => {
  const portal = new Set((await listPortalAttachmentTypes(db)).map((t) => t.id));
  return CUSTOMER_UPLOAD_ATTACHMENT_TYPES.filter((t) => portal.has(t.id));
};

/**
 * POST /api/customerprofile/attachfile: the staff upload (same storage, file checks, all-or-nothing, System
 * note) limited to the customer's types and to no vendor line; the dispatcher is told.
 */
export const uploadCustomerAttachments = async (ctx: AppContext, user: AuthUser, upload: ReceivedUpload) => {
  try {
    customerOf(user);
    const fields = AttachFileFields.safeParse(upload.fields);
    const problems: Record<string, string> = {};
    if (upload.fields.workordervendorid)
      problems.workordervendorid = "Customers cannot file attachments under a vendor.";
    const allowed = await customerAttachmentTypes(ctx.database.db);
    if (fields.success && !allowed.some((t) => t.id === fields.data.attachmenttypeid))
      problems.attachmenttypeid = `Attachment type must be one of ${allowed.map((t) => t.name).join(", ")}.`;
    if (Object.keys(problems).length) throw badRequest(Object.values(problems).join(" "), problems);
  } catch (err) {
    await discardStaged(upload.files);
    throw err;
  }
  const saved = await uploadAttachments(ctx, user, upload, { action: "customerUpload" });
  const first = saved[0];
  if (first) {
    await ctx.database.db.transaction(async (tx) => {
      const wo = await requireEditableWorkOrder(tx, user, first.workorderid, "customerUpload");
      await notifyDispatcher(tx, user, wo, "Customer Attachment", [
        `Files added: ${saved.map((s) => s.displayname).join(", ")}`,
      ]);
    });
  }
  return saved.map(present);
};
