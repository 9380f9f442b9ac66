import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { impossible } from "../errors.ts";
import { assertAllowed } from "../policy/assert-allowed.ts";
import { bumpVersion, deleteVersionedRow, lockVersionedRow } from "../versioned-rows/index.ts";
import type { PartyRecordActions } from "./party-actions.ts";

type NoteTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/**
 * The Notes tab's writes of a customer or a vendor: add (by the caller), edit at the version seen, delete.
 * The rich text is sanitised by the contract; `flags` are the party's visibility columns
 * (isvisibletocustomer; canvendorsee, cancustomersee), written as sent.
 */
export const partyNotes = <T extends NoteTable, K extends string, F extends string, Out>(opts: {
  table: T;
  parentKey: K;
  flags: readonly F[];
  present: (row: T["$inferSelect"]) => Out;
  requireParent: (tx: DbOrTx, id: number) => Promise<unknown>;
  /** the policy of each write (packages/domain/src/policies/party-policies.ts) */
  actions: PartyRecordActions;
}) => {
  const { table, parentKey, flags, present } = opts;
  const t = table as NoteTable;
  const written = (body: { note: string } & Record<F, boolean>) => {
    const out: Record<string, string | boolean> = { note: body.note };
    for (const f of flags) out[f] = body[f];
    return out;
  };
  const presentRow = (row: T["$inferSelect"] | undefined, why: string) => {
    if (!row) throw impossible(why);
    return present(row);
  };
  return {
    add: (db: Db, user: AuthUser, body: { note: string } & Record<F, boolean> & Record<K, number>) =>
      db.transaction(async (tx) => {
        assertAllowed(user, opts.actions.add, {});
        const parentid = body[parentKey];
        await opts.requireParent(tx, parentid);
        const [row] = (await tx
          .insert(t)
          .values({
            [parentKey]: parentid,
            ...written(body),
            createdby: user.id,
            createdbyname: user.name,
          })
          .returning()) as T["$inferSelect"][];
        return presentRow(row, "note insert returned no row");
      }),
    update: (
      db: Db,
      user: AuthUser,
      body: { id: number; version: number; note: string } & Record<F, boolean>,
    ) =>
      db.transaction(async (tx) => {
        assertAllowed(user, opts.actions.update, {});
        await lockVersionedRow(tx, t, body.id, body.version, "Note", "note");
        const [row] = (await tx
          .update(t)
          .set({ ...written(body), updateddate: new Date(), version: bumpVersion(table) })
          .where(eq(table.id, body.id))
          .returning()) as T["$inferSelect"][];
        return presentRow(row, "note vanished while locked");
      }),
    remove: (db: Db, user: AuthUser, id: number, version: number) =>
      db.transaction(async (tx) => {
        assertAllowed(user, opts.actions.remove, {});
        await deleteVersionedRow(tx, t, id, version, "Note", "note");
        return { id };
      }),
  };
};
