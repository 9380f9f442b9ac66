import { CUSTOMER_VISIBLE_NOTE_TYPES, PERTAINS_TO } from "@fm/domain";
import { type CustomerNoteInput, isPlainTextNote, type PortalNote } from "@fm/domain/contracts";
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users, workOrderNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest } from "../../platform/errors.ts";
import { htmlToText } from "../../platform/format/html-text.ts";
import { isBlankHtml, sanitizeRichText } from "../../platform/html/sanitize.ts";
import { requireEditableWorkOrder, requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { addUserNote } from "../notes/index.ts";
import { customerOf } from "./customer-workorders.service.ts";
import { notifyDispatcher } from "./dispatcher-notice.ts";

const n = workOrderNotes;

/** isvisibletocustomer: notes meant for the customer (domain isNoteVisibleToCustomer, as SQL). */
const visibleToCustomer = or(
  inArray(n.type, [...CUSTOMER_VISIBLE_NOTE_TYPES]),
  and(eq(n.includecustomer, true), ne(n.type, "Internal")),
);

const present = (row: typeof n.$inferSelect, mine: Set<number>): PortalNote => ({
  id: row.id,
  workorderid: row.workorderid,
  // Plain-text notes (System…) go as typed and the page escapes them (noteAsHtml); rich text is sanitised again.
  note: isPlainTextNote(row.type) ? row.note : sanitizeRichText(row.note),
  type: row.type,
  createdbyname: row.createdbyname,
  createddate: row.createddate.toISOString(),
  mine: row.createdby !== null && mine.has(row.createdby),
});

const customerUserIds = async (db: DbOrTx, customerid: number) =>
  new Set(
    (await db.select({ id: users.id }).from(users).where(eq(users.customerid, customerid))).map((u) => u.id),
  );

/** GET /api/customerprofile/notes/{workOrderId}: only the notes meant for the customer, oldest first. */
export const listCustomerNotes = async (db: Db, user: AuthUser, workorderid: number) => {
  const customerid = customerOf(user);
  await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select()
    .from(n)
    .where(and(eq(n.workorderid, workorderid), visibleToCustomer))
    .orderBy(asc(n.createddate), asc(n.id));
  const mine = await customerUserIds(db, customerid);
  return rows.map((r) => present(r, mine));
};

/**
 * POST /api/customerprofile/savenote: a Customer note (always visible to staff and to the customer), the
 * work order's last note, and the dispatcher notified. Read-only orders refuse it (`locked`).
 */
export const saveCustomerNote = (db: Db, user: AuthUser, input: CustomerNoteInput) =>
  db.transaction(async (tx) => {
    const customerid = customerOf(user);
    const note = sanitizeRichText(input.note);
    if (isBlankHtml(note)) throw badRequest("Note is required.", { note: "Note is required." });
    const wo = await requireEditableWorkOrder(tx, user, input.workorderid, "customerAddNote");
    const row = await addUserNote(tx, user, {
      workorderid: wo.id,
      note,
      type: "Customer",
      pertainsto: PERTAINS_TO.Customer,
    });
    await notifyDispatcher(tx, user, wo, "Customer Note", [htmlToText(note)]);
    return present(row, await customerUserIds(tx, customerid));
  });
