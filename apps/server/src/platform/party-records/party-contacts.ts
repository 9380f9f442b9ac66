import type { UpdatePartyContactBody } from "@fm/domain/contracts";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { impossible } from "../errors.ts";
import { assertAllowed } from "../policy/assert-allowed.ts";
import { bumpVersion, deleteVersionedRow, lockVersionedRow } from "../versioned-rows/index.ts";
import type { PartyRecordActions } from "./party-actions.ts";

/** A party's contacts table (customer_contacts, vendor_contacts): the same columns but the parent id. */
type ContactTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  isprimary: AnyPgColumn;
  lastname: AnyPgColumn;
};

type ContactInput = Omit<UpdatePartyContactBody, "id" | "version">;

const contactColumns = (b: ContactInput) => ({
  title: b.title,
  isprimary: b.isprimary,
  firstname: b.firstname,
  lastname: b.lastname,
  emailaddress: b.emailaddress,
  phone: b.phone,
  mobilephone: b.mobilephone,
});

/**
 * The Contacts tab of a customer or a vendor: list, add, edit, delete, with the one-primary rule (marking a
 * contact primary clears the party's others in the same transaction). `parent` is the table's party column.
 */
export const partyContacts = <T extends ContactTable, K extends string>(
  table: T,
  parentKey: K,
  parent: AnyPgColumn,
  requireParent: (tx: DbOrTx, id: number) => Promise<unknown>,
  actions: PartyRecordActions,
) => {
  type Row = T["$inferSelect"] & Record<K, number> & { id: number; isprimary: boolean };
  const t = table as ContactTable;
  const clearOtherPrimaries = (tx: DbOrTx, parentid: number, keepId: number) =>
    tx
      .update(t)
      .set({ isprimary: false, version: bumpVersion(table) })
      .where(and(eq(parent, parentid), eq(table.isprimary, true), ne(table.id, keepId)));
  const afterWrite = async (tx: DbOrTx, row: Row | undefined, why: string) => {
    if (!row) throw impossible(why);
    if (row.isprimary) await clearOtherPrimaries(tx, row[parentKey], row.id);
    return row;
  };
  return {
    list: async (db: DbOrTx, parentid: number) =>
      (await db
        .select()
        .from(t)
        .where(eq(parent, parentid))
        .orderBy(desc(table.isprimary), asc(table.lastname), asc(table.id))) as Row[],
    add: (db: Db, user: AuthUser, body: ContactInput & Record<K, number>) =>
      db.transaction(async (tx) => {
        assertAllowed(user, actions.add, {});
        await requireParent(tx, body[parentKey]);
        const [row] = (await tx
          .insert(t)
          .values({ [parentKey]: body[parentKey], ...contactColumns(body) })
          .returning()) as Row[];
        return afterWrite(tx, row, "contact insert returned no row");
      }),
    update: (db: Db, user: AuthUser, body: UpdatePartyContactBody) =>
      db.transaction(async (tx) => {
        assertAllowed(user, actions.update, {});
        await lockVersionedRow(tx, t, body.id, body.version, "Contact", "contact");
        const [row] = (await tx
          .update(t)
          .set({ ...contactColumns(body), version: bumpVersion(table) })
          .where(eq(table.id, body.id))
          .returning()) as Row[];
        return afterWrite(tx, row, "contact vanished while locked");
      }),
    remove: (db: Db, user: AuthUser, id: number, version: number) =>
      db.transaction(async (tx) => {
        assertAllowed(user, actions.remove, {});
        await deleteVersionedRow(tx, t, id, version, "Contact", "contact");
        return { id };
      }),
  };
};
