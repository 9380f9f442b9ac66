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
import { impossible } from "../../platform/errors.ts";
import { partyContacts, partyNotes } from "../../platform/party-records/index.ts";
import { bumpVersion } from "../../platform/versioned-rows/index.ts";
import {
  partyAttachments,
  presentStoredFile,
  type ReceivedUpload,
  storedFileColumns,
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
  ...presentStoredFile(r, customerAttachmentTypeName(r.attachmenttypeid)),
});

export const listCustomerAttachments = async (db: DbOrTx, customerid: number) =>
  (
    await db
      .select()
      .from(customerAttachments)
      .where(eq(customerAttachments.customerid, customerid))
      .orderBy(desc(customerAttachments.createddate), desc(customerAttachments.id))
  ).map(presentAttachment);

const attachments = partyAttachments({
  party: "customer",
  table: customerAttachments,
  parentKey: "customerid",
  fields: CustomerAttachFields,
  isType: (typeid) => CUSTOMER_ATTACHMENT_TYPES.some((t) => t.id === typeid),
  requireParent: requireCustomer,
  actions: {
    add: "addCustomerAttachment",
    update: "editCustomerAttachment",
    remove: "removeCustomerAttachment",
  },
});
/** POST /api/customer/attachfile's target, checked before any file of it is judged or parsed (issue 29). */
export const customerAttachTarget = attachments.attachTarget;
export const removeCustomerAttachment = attachments.remove;
export const openCustomerAttachment = attachments.open;

/** POST /api/customer/attachfile: stores and registers every file or none. */
export const uploadCustomerAttachments = async (ctx: AppContext, user: AuthUser, upload: ReceivedUpload) => {
  const { db } = ctx.database;
  const { customerid } = await attachments.storePartyUpload(ctx, user, upload, (planned, input) =>
    db.insert(customerAttachments).values(
      planned.map((p) => ({
        customerid: input.customerid,
        attachmenttypeid: input.attachmenttypeid,
        ...storedFileColumns(p, user),
      })),
    ),
  );
  return listCustomerAttachments(db, customerid);
};

export const updateCustomerAttachment = (db: Db, user: AuthUser, body: UpdateCustomerAttachmentBody) =>
  db.transaction(async (tx) => {
    const { displayname } = await attachments.lockPartyAttachment(tx, user, body);
    const [row] = await tx
      .update(customerAttachments)
      .set({ attachmenttypeid: body.attachmenttypeid, displayname, version: bump(customerAttachments) })
      .where(eq(customerAttachments.id, body.id))
      .returning();
    if (!row) throw impossible("attachment vanished while locked");
    return presentAttachment(row);
  });
