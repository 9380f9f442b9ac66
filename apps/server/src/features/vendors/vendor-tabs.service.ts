import type { VendorNote } from "@fm/domain/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { vendorContacts, vendorNotes } from "../../db/schema/index.ts";
import { partyContacts, partyNotes } from "../../platform/party-records/index.ts";
import { bumpVersion } from "../../platform/versioned-rows/index.ts";
import { requireVendor } from "./vendor-form.service.ts";

const _bump = bumpVersion;

// ---- contacts (the Contacts tab) ----

const contacts = partyContacts(vendorContacts, "vendorid", vendorContacts.vendorid, requireVendor, {
  add: "addVendorContact",
  update: "editVendorContact",
  remove: "removeVendorContact",
});
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

const notes = partyNotes({
  table: vendorNotes,
  parentKey: "vendorid",
  flags: ["canvendorsee", "cancustomersee"],
  present: presentNote,
  requireParent: requireVendor,
  actions: { add: "addVendorNote", update: "editVendorNote", remove: "removeVendorNote" },
});
export const addVendorNote = notes.add;
export const updateVendorNote = notes.update;
export const deleteVendorNote = notes.remove;
