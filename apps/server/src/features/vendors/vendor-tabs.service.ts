import type { VendorNote, VendorNoteAddBody, VendorNoteUpdateBody } from "@fm/domain/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { vendorContacts, vendorNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { impossible } from "../../platform/errors.ts";
import { partyContacts } from "../../platform/party-records/index.ts";
import { bumpVersion, deleteVersionedRow, lockVersionedRow } from "../../platform/versioned-rows/index.ts";
import { requireVendor } from "./vendor-form.service.ts";

const bump = bumpVersion;

// ---- contacts (the Contacts tab) ----

const contacts = partyContacts(vendorContacts, "vendorid", vendorContacts.vendorid, requireVendor);
export const listVendorContacts = contacts.list;
export const addVendorContact = contacts.add;
export const updateVendorContact = contacts.update;
export const deleteVendorContact = contacts.remove;

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
