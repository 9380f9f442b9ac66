import {
  CUSTOMER_ATTACHMENT_TYPES,
  CustomerAttachFields,
  customerAttachmentTypeName,
  type UpdateCustomerAttachmentBody,
} from "@fm/domain/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customerAttachments, customerContacts, customerNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, impossible, notFound } from "../../platform/errors.ts";
import { partyContacts, partyNotes } from "../../platform/party-records/index.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { bumpVersion, deleteVersionedRow, lockVersionedRow } from "../../platform/versioned-rows/index.ts";
import {
  discardStaged,
  extensionOf,
  type ReceivedUpload,
  storedFileResponse,
  storeStagedFiles,
} from "../attachments/index.ts";
import { requireCustomer } from "./customer-form.service.ts";

const bump = bumpVersion;

// ---- contacts ----

const contacts = partyContacts(customerContacts, "customerid", customerContacts.customerid, requireCustomer, {
  add: "addCustomerContact",
  update: "editCustomerContact",
  remove: "removeCustomerContact",
});
export const listContacts = contacts.list;
export const addContact = contacts.add;
export const updateContact = contacts.update;
export const deleteContact = contacts.remove;

// ---- notes ----

const presentNote = (n: typeof customerNotes.$inferSelect) => ({
  id: n.id,
  version: n.version,
  customerid: n.customerid,
  note: n.note,
  isvisibletocustomer: n.isvisibletocustomer,
  createdByUser: n.createdbyname,
  createddate: n.createddate.toISOString(),
  updateddate: n.updateddate.toISOString(),
});

/** The Notes tab (newest first); `visibleOnly` for the customer portal, which shows only flagged notes. */
export const listCustomerNotes = async (db: DbOrTx, customerid: number, visibleOnly = false) =>
  (
    await db
      .select()
      .from(customerNotes)
      .where(
        and(
          eq(customerNotes.customerid, customerid),
          visibleOnly ? eq(customerNotes.isvisibletocustomer, true) : undefined,
        ),
      )
      .orderBy(desc(customerNotes.createddate), desc(customerNotes.id))
  ).map(presentNote);

const notes = partyNotes({
  table: customerNotes,
  parentKey: "customerid",
  flags: ["isvisibletocustomer"],
  present: presentNote,
  requireParent: requireCustomer,
  actions: { add: "addCustomerNote", update: "editCustomerNote", remove: "removeCustomerNote" },
});
export const addCustomerNote = notes.add;
export const updateCustomerNote = notes.update;
export const deleteCustomerNote = notes.remove;

// ---- attachments (spec 3 §2.10) ----

const presentAttachment = (r: typeof customerAttachments.$inferSelect) => ({
  id: r.id,
  version: r.version,
  customerid: r.customerid,
  attachmenttypeid: r.attachmenttypeid,
  attachmenttype: customerAttachmentTypeName(r.attachmenttypeid),
  filename: r.filename,
  displayname: r.displayname,
  path: r.path,
  contenttype: r.contenttype,
  size: r.size,
  createdbyuser: r.createdbyname,
  createddate: r.createddate.toISOString(),
});

export const listCustomerAttachments = async (db: DbOrTx, customerid: number) =>
  (
    await db
      .select()
      .from(customerAttachments)
      .where(eq(customerAttachments.customerid, customerid))
      .orderBy(desc(customerAttachments.createddate), desc(customerAttachments.id))
  ).map(presentAttachment);

const isCustomerType = (typeid: number) => CUSTOMER_ATTACHMENT_TYPES.some((t) => t.id === typeid);

/**
 * POST /api/customer/attachfile: stores each file as customer/{id}/{name_timestamp.ext} and registers it;
 * all files or none (a failed insert removes the stored blobs).
 */
/**
 * The target of a customer attachment upload, checked before any file of it is judged or parsed (issue 29): the
 * permission, the form fields and the customer (404 when it does not exist).
 */
export const customerAttachTarget = async (db: DbOrTx, user: AuthUser, fields: Record<string, string>) => {
  assertAllowed(user, "addCustomerAttachment", {});
  const parsed = CustomerAttachFields.safeParse(fields);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] = issue.message;
    throw badRequest(Object.values(problems)[0] ?? "Invalid upload.", problems);
  }
  const input = parsed.data;
  if (!isCustomerType(input.attachmenttypeid))
    throw badRequest("Choose an attachment type first.", {
      attachmenttypeid: `Attachment type ${input.attachmenttypeid} is not a customer document type.`,
    });
  await requireCustomer(db, input.customerid);
  return input;
};

export const uploadCustomerAttachments = async (ctx: AppContext, user: AuthUser, upload: ReceivedUpload) => {
  const { db } = ctx.database;
  try {
    const input = await customerAttachTarget(db, user, upload.fields);
    if (upload.files.length === 0)
      throw badRequest("Choose at least one file to upload.", {
        files: "Choose at least one file to upload.",
      });
    await storeStagedFiles(ctx, `customer/${input.customerid}`, upload.files, (planned) =>
      db.insert(customerAttachments).values(
        planned.map((p) => ({
          customerid: input.customerid,
          attachmenttypeid: input.attachmenttypeid,
          filename: p.filename,
          displayname: p.file.originalName,
          path: p.path,
          contenttype: p.file.contentType,
          size: p.file.size,
          createdby: user.id,
          createdbyname: user.name,
        })),
      ),
    );
    return listCustomerAttachments(db, input.customerid);
  } finally {
    await discardStaged(upload.files);
  }
};

export const updateCustomerAttachment = (db: Db, user: AuthUser, body: UpdateCustomerAttachmentBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "editCustomerAttachment", {});
    if (!isCustomerType(body.attachmenttypeid))
      throw badRequest("Choose an attachment type.", {
        attachmenttypeid: `Attachment type ${body.attachmenttypeid} is not a customer document type.`,
      });
    const stored = await lockVersionedRow(
      tx,
      customerAttachments,
      body.id,
      body.version,
      "Attachment",
      "attachment",
    );
    const ext = extensionOf(stored.displayname);
    const name =
      ext && extensionOf(body.displayname) !== ext ? `${body.displayname}.${ext}` : body.displayname;
    const [row] = await tx
      .update(customerAttachments)
      .set({ attachmenttypeid: body.attachmenttypeid, displayname: name, version: bump(customerAttachments) })
      .where(eq(customerAttachments.id, body.id))
      .returning();
    if (!row) throw impossible("attachment vanished while locked");
    return presentAttachment(row);
  });

export const removeCustomerAttachment = async (
  ctx: AppContext,
  user: AuthUser,
  id: number,
  version: number,
) => {
  assertAllowed(user, "removeCustomerAttachment", {});
  const row = await ctx.database.db.transaction((tx) =>
    deleteVersionedRow(tx, customerAttachments, id, version, "Attachment", "attachment"),
  );
  await ctx.blobs.delete(row.path).catch(() => undefined);
  return { id };
};

/** The file: inline for the previewable kinds (spec 3 §2.10), a download otherwise; HTML/text sandboxed. */
export const openCustomerAttachment = async (ctx: AppContext, id: number) => {
  const [att] = await ctx.database.db
    .select()
    .from(customerAttachments)
    .where(eq(customerAttachments.id, id));
  if (!att) throw notFound(`Attachment ${id}`);
  return storedFileResponse(ctx, att);
};
