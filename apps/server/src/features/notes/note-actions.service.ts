import { PERTAINS_TO } from "@fm/domain";
import { isPlainTextNote, type SaveNoteBody } from "@fm/domain/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, users, workOrderNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { isBlankHtml, sanitizeRichText } from "../../platform/html/sanitize.ts";
import { requireEditableWorkOrder } from "../../platform/workorder-core/index.ts";
import { queueMail } from "../mail/index.ts";
import { addUserNote } from "./notes.service.ts";

const cleanNote = (raw: string) => {
  const note = sanitizeRichText(raw);
  if (isBlankHtml(note)) throw badRequest("Note is required.", { note: "Note is required." });
  return note;
};

const recipients = async (tx: DbOrTx, body: SaveNoteBody, customerid: number) => {
  const out = new Set<string>();
  for (const e of (body.emails ?? "").split(",")) if (e.trim()) out.add(e.trim().toLowerCase());
  if (body.emailuserids?.length) {
    const rows = await tx
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, body.emailuserids));
    for (const r of rows) out.add(r.email.toLowerCase());
  }
  if (body.includecustomer) {
    const [c] = await tx
      .select({ email: customers.contactemail })
      .from(customers)
      .where(eq(customers.id, customerid));
    if (c?.email) out.add(c.email.toLowerCase());
  }
  return [...out];
};

/**
 * Add Note (spec 1 §5): an Internal note never leaves the company, so its e-mail options are dropped. An
 * Invoiced or Cancelled order is read-only (spec 2 §4), so its notes are refused like every other write.
 */
export const saveNote = (db: Db, user: AuthUser, body: SaveNoteBody) =>
  db.transaction(async (tx) => {
    const note = cleanNote(body.note);
    const wo = await requireEditableWorkOrder(tx, user, body.workorderid, "addNote");
    const internal = body.type === "Internal";
    const effective: SaveNoteBody = internal ? { ...body, emails: null, includecustomer: false } : body;
    const to = await recipients(tx, effective, wo.customerid);
    const row = await addUserNote(tx, user, {
      workorderid: wo.id,
      note,
      type: body.type,
      pertainsto: body.pertainsto,
      highpriority: body.highpriority,
      customerupdated: body.customerupdated,
      includecustomer: effective.includecustomer,
      emails: effective.emails?.trim() || null,
      emailuserids: body.emailuserids ?? null,
    });
    if (to.length) {
      await queueMail(tx, {
        to,
        subject: `Work Order ${wo.wonumber} - ${body.highpriority ? "High Priority " : ""}Note`,
        html: `<p>${escapeHtml(user.name)} added a note to work order ${escapeHtml(wo.wonumber)}:</p>${note}`,
        workorderid: wo.id,
        createdby: user.id,
      });
    }
    return row;
  });

/** Add Customer Update: a Customer note marked as sent to the customer, e-mailed to its contact. */
export const addCustomerUpdate = (db: Db, user: AuthUser, workorderid: number, raw: string) =>
  saveNote(db, user, {
    workorderid,
    note: raw,
    type: "Customer",
    pertainsto: PERTAINS_TO.Customer,
    highpriority: false,
    customerupdated: true,
    includecustomer: true,
    emails: null,
    emailuserids: null,
  });

export const listNotes = (db: Db, workorderid: number) =>
  db
    .select()
    .from(workOrderNotes)
    .where(eq(workOrderNotes.workorderid, workorderid))
    .orderBy(asc(workOrderNotes.createddate), asc(workOrderNotes.id));

/** Rich-text notes are sanitised again on the way out, so rows stored before the html() boundary are inert too. */
export const presentNote = (n: typeof workOrderNotes.$inferSelect) => ({
  id: n.id,
  workorderid: n.workorderid,
  note: isPlainTextNote(n.type) ? n.note : sanitizeRichText(n.note),
  type: n.type,
  typeid: n.typeid,
  pertainsto: n.pertainsto,
  highpriority: n.highpriority,
  emails: n.emails,
  emailuserids: n.emailuserids,
  customerupdated: n.customerupdated,
  includecustomer: n.includecustomer,
  createdbyname: n.createdbyname,
  createdDate: n.createddate.toISOString(),
});
