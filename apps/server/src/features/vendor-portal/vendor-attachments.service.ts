import { AttachFileFields } from "@fm/domain/contracts";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { attachmentTypes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";
import {
  discardStaged,
  type ReceivedUpload,
  uploadAttachments,
  uploadFieldsOf,
} from "../attachments/index.ts";
import { ownLine, vendorIdOf } from "./vendor-scope.ts";

/**
 * The target of a vendor's upload in its scope, checked before the files' content (the receiver's
 * `authorize`): the fields, the order (404 unless the caller's vendor is on it), its own line, a portal type.
 */
export const vendorUploadTarget = async (db: DbOrTx, user: AuthUser, fields: Record<string, string>) => {
  const vendorid = vendorIdOf(user);
  const input = uploadFieldsOf(AttachFileFields, fields);
  const wo = await requireWorkOrder(db, user, input.workorderid);
  const line = (await ownLine(db, wo.id, vendorid)).id;
  const [type] = await db
    .select({ id: attachmentTypes.id })
    .from(attachmentTypes)
    .where(and(eq(attachmentTypes.id, input.attachmenttypeid), eq(attachmentTypes.portal, true)));
  if (!type) {
    const message = "Choose one of the portal attachment types.";
    throw badRequest(message, { attachmenttypeid: message });
  }
  return line;
};

/**
 * A vendor's upload to one of its orders: only the portal attachment types (spec 2 §3: Invoice, Photo,
 * Proposal, Sign Off, Work Request, Other), always filed under the vendor's own line (so other vendors on
 * the order never see it). Storage, file checks, the lock and the System note are the attachments feature's.
 */
export const uploadVendorAttachments = async (ctx: AppContext, user: AuthUser, upload: ReceivedUpload) => {
  let line: number;
  try {
    line = await vendorUploadTarget(ctx.database.db, user, upload.fields);
  } catch (err) {
    await discardStaged(upload.files);
    throw err;
  }
  return uploadAttachments(
    ctx,
    user,
    { ...upload, fields: { ...upload.fields, workordervendorid: String(line) } },
    { action: "vendorUpload" },
  );
};
