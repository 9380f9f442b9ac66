import { attachmentAbilities, isStaff, isVendorUser, PORTAL_ATTACHMENT_TYPES } from "@fm/domain";
import { AttachFileFields, type UpdateAttachmentBody } from "@fm/domain/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  attachmentTypes,
  vendors,
  workOrderAttachments,
  workOrders,
  workOrderVendors,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { deviceTimeOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { assertVersion, badRequest, notFound } from "../../platform/errors.ts";
import {
  discardStaged,
  extensionOf,
  fileNameProblem,
  type ReceivedUpload,
  requireSomeFiles,
  uploadFieldsOf,
} from "../../platform/uploads/index.ts";
import {
  addSystemNote,
  assertAllowedOnOrder,
  lockWorkOrderChild,
  requireEditableWorkOrder,
  requireWorkOrder,
  workOrderScope,
} from "../../platform/workorder-core/index.ts";
import {
  byId,
  byIds,
  byVendorLine,
  byWorkOrder,
  presentAttachment,
  selectAttachments,
} from "./attachment-queries.ts";
import { storedFileColumns, storeStagedFiles } from "./stored-files.ts";

const a = workOrderAttachments;
const WORK_ORDER_TYPE_SCOPES = ["workorder", "any"];

const READ_ONLY =
  "Invoiced and Cancelled work orders are read-only: attachments cannot be added, changed or removed.";

/**
 * Attachment types of the Attachments tab (GET /api/workorder/getattachmenttypes): staff get the whole
 * work-order list, vendors, techs and customers only the portal subset (spec 2 §3; `attachmenttypes.portal`).
 */
export const listAttachmentTypes = (db: DbOrTx, reader: AuthUser) =>
  isStaff(reader)
    ? db
        .select({ id: attachmentTypes.id, name: attachmentTypes.name })
        .from(attachmentTypes)
        .where(inArray(attachmentTypes.scope, WORK_ORDER_TYPE_SCOPES))
        .orderBy(attachmentTypes.name)
    : listPortalAttachmentTypes(db);

/** The portal list of attachment types (spec 2 §3), in its order and with its names. */
export const listPortalAttachmentTypes = async (_db: DbOrTx) =>
  PORTAL_ATTACHMENT_TYPES.map((t) => ({ ...t }));

const requireType = async (db: DbOrTx, id: number) => {
  const [type] = await db
    .select()
    .from(attachmentTypes)
    .where(and(eq(attachmentTypes.id, id), inArray(attachmentTypes.scope, WORK_ORDER_TYPE_SCOPES)));
  if (!type) {
    throw badRequest("Choose an attachment type first.", {
      attachmenttypeid: `Attachment type ${id} is not a work-order attachment type.`,
    });
  }
  return type;
};

/** 404 unless the work order exists and is in the user's scope (so out-of-scope orders look absent). */
const requireVisibleWorkOrder = async (db: DbOrTx, user: AuthUser, id: number) => {
  const [row] = await db
    .select({ id: workOrders.id, statusid: workOrders.statusid })
    .from(workOrders)
    .where(and(eq(workOrders.id, id), workOrderScope(user)));
  if (!row) throw notFound(`Work order ${id}`);
  return row;
};

export const listAttachments = async (db: DbOrTx, user: AuthUser, workorderid: number) => {
  const order = await requireVisibleWorkOrder(db, user, workorderid);
  const abilities = attachmentAbilities(user, order);
  return (await selectAttachments(db, user, byWorkOrder(workorderid))).map((r) => ({
    ...presentAttachment(r),
    abilities,
  }));
};

/** The files of one vendor line (the Vendor tab's expandable row); the line's own vendor may read them too. */
export const listVendorLineAttachments = async (db: DbOrTx, user: AuthUser, workordervendorid: number) => {
  const [line] = await db
    .select({ vendorid: workOrderVendors.vendorid })
    .from(workOrderVendors)
    .where(eq(workOrderVendors.id, workordervendorid));
  const mayRead = line && (isStaff(user) || (isVendorUser(user) && line.vendorid === user.vendorid));
  if (!mayRead) throw notFound(`Work order vendor ${workordervendorid}`);
  return (await selectAttachments(db, user, byVendorLine(workordervendorid))).map(presentAttachment);
};

/**
 * The upload's target in the caller's scope, checked before the files' content (the receiver's `authorize`):
 * the fields, the work order (404 outside the caller's scope) and the caller's policy on it.
 */
export const attachTarget = async (
  db: DbOrTx,
  user: AuthUser,
  fields: Record<string, string>,
  action: "attachFile" | "vendorUpload" | "vendorProposalWrite" | "customerUpload" = "attachFile",
) => {
  const input = uploadFieldsOf(AttachFileFields, fields);
  const wo = await requireWorkOrder(db, user, input.workorderid);
  await assertAllowedOnOrder(db, user, action, wo, READ_ONLY);
  return { input, wo };
};

/**
 * POST /api/workorder/attachfile: stores every received file under a timestamp-suffixed name, then inserts
 * the rows and a System note in one transaction. All or nothing: if anything fails, stored blobs are removed.
 */
export const uploadAttachments = async (
  ctx: AppContext,
  user: AuthUser,
  upload: ReceivedUpload,
  /** Runs in the upload's transaction after the rows are inserted (e.g. links them to a vendor proposal). */
  opts: {
    link?: (tx: DbOrTx, ids: number[]) => Promise<void>;
    /** The caller's policy: staff Attach File unless a portal names its own. */
    action?: "attachFile" | "vendorUpload" | "vendorProposalWrite" | "customerUpload";
  } = {},
) => {
  const { db } = ctx.database;
  const action = opts.action ?? "attachFile";
  try {
    const input = uploadFieldsOf(AttachFileFields, upload.fields);
    requireSomeFiles(upload);
    // A photo taken offline on a technician's phone keeps the phone's time (issue 31), within the bound.
    const time = deviceTimeOf(ctx, input.occurredat);
    const wo = await requireWorkOrder(db, user, input.workorderid);
    // Checked before the files are stored, and again under the lock below.
    await assertAllowedOnOrder(db, user, action, wo, READ_ONLY);
    const type = await requireType(db, input.attachmenttypeid);
    const vendorName = input.workordervendorid
      ? await requireVendorLine(db, wo.id, input.workordervendorid)
      : null;

    const ids = await storeStagedFiles(ctx, `workorder/${wo.id}`, upload.files, (planned) =>
      db.transaction(async (tx) => {
        await requireEditableWorkOrder(tx, user, wo.id, action, READ_ONLY);
        const rows = await tx
          .insert(a)
          .values(
            planned.map((p) => ({
              workorderid: wo.id,
              workordervendorid: input.workordervendorid ?? null,
              attachmenttypeid: type.id,
              ...storedFileColumns(p, user),
              phototag: input.phototag ?? null,
              ...(time.receivedat ? { createddate: time.at, receivedat: time.receivedat } : {}),
            })),
          )
          .returning({ id: a.id });
        const names = planned.map((p) => p.file.originalName).join(", ");
        const forVendor = vendorName ? ` for vendor ${vendorName}` : "";
        const label = planned.length === 1 ? "Attachment added" : "Attachments added";
        const tag = input.phototag ? `, ${input.phototag}` : "";
        await addSystemNote(
          tx,
          wo.id,
          user,
          `${label}: ${names} (${type.name}${tag})${forVendor}${time.remark}.`,
          time.receivedat ? time.at : undefined,
        );
        await opts.link?.(
          tx,
          rows.map((r) => r.id),
        );
        return rows.map((r) => r.id);
      }),
    );
    return (await selectAttachments(db, user, byIds(ids))).map(presentAttachment);
  } finally {
    await discardStaged(upload.files);
  }
};

const requireVendorLine = async (db: DbOrTx, workorderid: number, workordervendorid: number) => {
  const [line] = await db
    .select({ name: vendors.name })
    .from(workOrderVendors)
    .innerJoin(vendors, eq(vendors.id, workOrderVendors.vendorid))
    .where(and(eq(workOrderVendors.id, workordervendorid), eq(workOrderVendors.workorderid, workorderid)));
  if (!line) {
    throw badRequest("The vendor is not attached to this work order.", {
      workordervendorid: "The vendor is not attached to this work order.",
    });
  }
  return line.name;
};

/** Loads an attachment for a write: work order locked first (same order as uploads), then the row. */
const lockAttachment = async (
  tx: DbOrTx,
  user: AuthUser,
  id: number,
  action: "editAttachment" | "removeAttachment",
) => (await lockWorkOrderChild(tx, user, a, id, { what: "Attachment", action, readOnly: READ_ONLY })).row;

/** PUT /api/workorder/updateattachment: rename (the extension stays) and/or change the type. */
export const updateAttachment = async (ctx: AppContext, user: AuthUser, input: UpdateAttachmentBody) => {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const row = await lockAttachment(tx, user, input.id, "editAttachment");
    assertVersion(row.version, input.version, "attachment");
    const displayname = input.displayname;
    const nameProblem = fileNameProblem(displayname);
    if (nameProblem) throw badRequest(nameProblem, { displayname: nameProblem });
    const ext = extensionOf(row.filename);
    if (extensionOf(displayname) !== ext) {
      const message = `The file name must keep the extension .${ext}.`;
      throw badRequest(message, { displayname: message });
    }
    const type = await requireType(tx, input.attachmenttypeid);
    const changes: string[] = [];
    if (displayname !== row.displayname) changes.push(`name ${row.displayname} → ${displayname}`);
    if (type.id !== row.attachmenttypeid) {
      const [before] = await tx
        .select({ name: attachmentTypes.name })
        .from(attachmentTypes)
        .where(eq(attachmentTypes.id, row.attachmenttypeid));
      changes.push(`type ${before?.name ?? row.attachmenttypeid} → ${type.name}`);
    }
    if (changes.length === 0) return;
    await tx
      .update(a)
      .set({ displayname, attachmenttypeid: type.id, version: row.version + 1 })
      .where(eq(a.id, row.id));
    await addSystemNote(tx, row.workorderid, user, `Attachment updated: ${changes.join("; ")}.`);
  });
  const [updated] = await selectAttachments(db, user, byId(input.id));
  if (!updated) throw notFound(`Attachment ${input.id}`);
  return presentAttachment(updated);
};

/** DELETE /api/workorder/removeattachment/{id}: the row and note in one transaction, then the blob. */
export const removeAttachment = async (ctx: AppContext, user: AuthUser, id: number) => {
  const { db } = ctx.database;
  const removed = await db.transaction(async (tx) => {
    const row = await lockAttachment(tx, user, id, "removeAttachment");
    const [type] = await tx
      .select({ name: attachmentTypes.name })
      .from(attachmentTypes)
      .where(eq(attachmentTypes.id, row.attachmenttypeid));
    await tx.delete(a).where(eq(a.id, id));
    await addSystemNote(
      tx,
      row.workorderid,
      user,
      `Attachment removed: ${row.displayname} (${type?.name ?? "?"}).`,
    );
    return row;
  });
  // The row is gone either way; a blob left behind by a storage failure is harmless and unreachable.
  await ctx.blobs.delete(removed.path).catch(() => undefined);
  return { id };
};
