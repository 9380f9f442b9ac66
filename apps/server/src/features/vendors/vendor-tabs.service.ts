import type {
  VendorContactAddBody,
  VendorContactUpdateBody,
  VendorNote,
  VendorNoteAddBody,
  VendorNoteUpdateBody,
} from "@fm/domain/contracts";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { vendorContacts, vendorNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { impossible } from "../../platform/errors.ts";
import { bumpVersion, deleteVersionedRow, lockVersionedRow } from "../../platform/versioned-rows/index.ts";
import { requireVendor } from "./vendor-form.service.ts";

const bump = bumpVersion;

// ---- contacts (the Contacts tab) ----

const contactColumns = (b: VendorContactAddBody | VendorContactUpdateBody) => ({
  title: b.title,
  isprimary: b.isprimary,
  firstname: b.firstname,
  lastname: b.lastname,
  emailaddress: b.emailaddress,
  phone: b.phone,
  mobilephone: b.mobilephone,
});

export const listVendorContacts = (db: DbOrTx, vendorid: number) =>
  db
    .select()
    .from(vendorContacts)
    .where(eq(vendorContacts.vendorid, vendorid))
    .orderBy(desc(vendorContacts.isprimary), asc(vendorContacts.lastname), asc(vendorContacts.id));

/** One primary contact per vendor: marking one primary clears the others in the same transaction. */
const clearOtherPrimaries = (tx: DbOrTx, vendorid: number, keepId: number) =>
  tx
    .update(vendorContacts)
    .set({ isprimary: false, version: bump(vendorContacts) })
    .where(
      and(
        eq(vendorContacts.vendorid, vendorid),
        eq(vendorContacts.isprimary, true),
        ne(vendorContacts.id, keepId),
      ),
    );

export const addVendorContact = (db: Db, body: VendorContactAddBody) =>
  db.transaction(async (tx) => {
    await requireVendor(tx, body.vendorid);
    const [row] = await tx
      .insert(vendorContacts)
      .values({ vendorid: body.vendorid, ...contactColumns(body) })
      .returning();
    if (!row) throw impossible("contact insert returned no row");
    if (row.isprimary) await clearOtherPrimaries(tx, row.vendorid, row.id);
    return row;
  });

export const updateVendorContact = (db: Db, body: VendorContactUpdateBody) =>
  db.transaction(async (tx) => {
    await lockVersionedRow(tx, vendorContacts, body.id, body.version, "Contact", "contact");
    const [row] = await tx
      .update(vendorContacts)
      .set({ ...contactColumns(body), version: bump(vendorContacts) })
      .where(eq(vendorContacts.id, body.id))
      .returning();
    if (!row) throw impossible("contact vanished while locked");
    if (row.isprimary) await clearOtherPrimaries(tx, row.vendorid, row.id);
    return row;
  });

export const deleteVendorContact = (db: Db, id: number, version: number) =>
  db.transaction(async (tx) => {
    await deleteVersionedRow(tx, vendorContacts, id, version, "Contact", "contact");
    return { id };
  });

// ---- notes (the Notes tab: rich text, canvendorsee / cancustomersee) ----

const presentNote = (n: typeof vendorNotes.$inferSelect): VendorNote => ({
  id: n.id,
  version: n.version,
  vendorid: n.vendorid,
  note: n.note,
  canvendorsee: n.canvendorsee,
  cancustomersee: n.cancustomersee,
  createdbyname: n.createdbyname,
  createddate: n.createddate.toISOString(),
  updateddate: n.updateddate.toISOString(),
});

/**
 * The Notes tab (newest first). `vendorVisibleOnly` is for a vendor's own view (the vendor portal): only the
 * notes flagged canvendorsee; staff see all.
 */
export const listVendorNotes = async (db: DbOrTx, vendorid: number, vendorVisibleOnly = false) =>
  (
    await db
      .select()
      .from(vendorNotes)
      .where(
        and(
          eq(vendorNotes.vendorid, vendorid),
          vendorVisibleOnly ? eq(vendorNotes.canvendorsee, true) : undefined,
        ),
      )
      .orderBy(desc(vendorNotes.createddate), desc(vendorNotes.id))
  ).map(presentNote);

export const addVendorNote = (db: Db, user: AuthUser, body: VendorNoteAddBody) =>
  db.transaction(async (tx) => {
    await requireVendor(tx, body.vendorid);
    const [row] = await tx
      .insert(vendorNotes)
      .values({
        vendorid: body.vendorid,
        note: body.note,
        canvendorsee: body.canvendorsee,
        cancustomersee: body.cancustomersee,
        createdby: user.id,
        createdbyname: user.name,
      })
      .returning();
    if (!row) throw impossible("note insert returned no row");
    return presentNote(row);
  });

export const updateVendorNote = (db: Db, body: VendorNoteUpdateBody) =>
  db.transaction(async (tx) => {
    await lockVersionedRow(tx, vendorNotes, body.id, body.version, "Note", "note");
    const [row] = await tx
      .update(vendorNotes)
      .set({
        note: body.note,
        canvendorsee: body.canvendorsee,
        cancustomersee: body.cancustomersee,
        updateddate: new Date(),
        version: bump(vendorNotes),
      })
      .where(eq(vendorNotes.id, body.id))
      .returning();
    if (!row) throw impossible("note vanished while locked");
    return presentNote(row);
  });

export const deleteVendorNote = (db: Db, id: number, version: number) =>
  db.transaction(async (tx) => {
    await deleteVersionedRow(tx, vendorNotes, id, version, "Note", "note");
    return { id };
  });
