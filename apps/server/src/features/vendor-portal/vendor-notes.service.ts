import { PERTAINS_TO } from "@fm/domain";
import { PLAIN_TEXT_NOTE_TYPES, type VendorSaveNoteBody } from "@fm/domain/contracts";
import { and, asc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { users, workOrderNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { deviceTimeOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { isBlankHtml, sanitizeRichText } from "../../platform/html/sanitize.ts";
import { requireEditableWorkOrder, requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { queueMail } from "../mail/index.ts";
import { addUserNote } from "../notes/index.ts";
import { dispatchDesk, vendorIdOf } from "./vendor-scope.ts";

/** Note types a vendor may see (canvendorsee, spec 2 §6). */
export const VENDOR_NOTE_TYPES = ["Vendor", "Client and Vendor"] as const;

const author = alias(users, "author");

/**
 * canvendorsee: notes of the Vendor / Client and Vendor types written by staff, the customer or the
 * vendor's own users, plus every note the vendor's own users wrote. Internal, Customer, Accounting and
 * System (audit) notes stay internal, and another vendor's notes on a shared order are never shown.
 */
const vendorMaySee = (vendorid: number) =>
  and(
    notInArray(workOrderNotes.type, [...PLAIN_TEXT_NOTE_TYPES]),
    or(
      eq(author.vendorid, vendorid),
      and(
        inArray(workOrderNotes.type, [...VENDOR_NOTE_TYPES]),
        or(isNull(author.vendorid), isNull(author.id)),
      ),
    ),
  );

/** The Notes tab of the vendor detail: oldest first, like the staff tab. */
export const listVendorNotes = async (db: DbOrTx, user: AuthUser, workorderid: number) => {
  const vendorid = vendorIdOf(user);
  await requireWorkOrder(db, user, workorderid);
  const rows = await db
    .select({ n: workOrderNotes })
    .from(workOrderNotes)
    .leftJoin(author, eq(author.id, workOrderNotes.createdby))
    .where(and(eq(workOrderNotes.workorderid, workorderid), vendorMaySee(vendorid)))
    .orderBy(asc(workOrderNotes.createddate), asc(workOrderNotes.id));
  return rows.map((r) => r.n);
};

/**
 * The portal Add Note (spec 1 §5): a Vendor note on one of the vendor's open orders (Invoiced and
 * Cancelled refuse it), e-mailed through the outbox to the extra addresses and the order's dispatcher. A
 * note written offline on a technician's phone keeps the phone's time (`occurredat`, deviceTimeOf's bound).
 */
export const saveVendorNote = async (ctx: AppContext, user: AuthUser, body: VendorSaveNoteBody) => {
  vendorIdOf(user);
  const note = sanitizeRichText(body.note);
  if (isBlankHtml(note)) throw badRequest("Note is required.", { note: "Note is required." });
  const time = deviceTimeOf(ctx, body.occurredat);
  return ctx.database.db.transaction(async (tx) => {
    const wo = await requireEditableWorkOrder(tx, user, body.workorderid, "vendorAddNote");
    const row = await addUserNote(tx, user, {
      workorderid: wo.id,
      note,
      type: "Vendor",
      pertainsto: PERTAINS_TO.Vendor,
      emails: body.emails?.trim() || null,
      ...(time.receivedat ? { createddate: time.at, receivedat: time.receivedat } : {}),
    });
    const to = new Set<string>();
    for (const e of (body.emails ?? "").split(",")) if (e.trim()) to.add(e.trim().toLowerCase());
    const [dispatcher] =
      wo.dispatcherid === null
        ? []
        : await tx.select({ email: users.email }).from(users).where(eq(users.id, wo.dispatcherid));
    to.add((dispatcher?.email ?? dispatchDesk(ctx)).toLowerCase());
    await queueMail(tx, {
      to: [...to],
      subject: `Work Order ${wo.wonumber} - Vendor Note`,
      html: `<p>${escapeHtml(user.name)} added a note to work order ${escapeHtml(wo.wonumber)}:</p>${note}`,
      workorderid: wo.id,
      createdby: user.id,
    });
    return row;
  });
};
