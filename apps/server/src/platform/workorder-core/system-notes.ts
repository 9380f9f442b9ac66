import { NOTE_TYPE_ID, PERTAINS_TO, SYSTEM_NOTE_TYPE } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderNotes } from "../../db/schema/index.ts";
import type { AuthUser } from "../auth/auth-user.ts";

/*
 * The System note every work-order write adds (the order's audit trail on its Notes tab). Part of the
 * work-order core: any feature that writes an order calls it, so it lives here and not in features/notes.
 */

/** Who signs a System note: a user, or the server itself (`id: null`, e.g. "System", "Automatic dispatch"). */
export interface NoteAuthor {
  id: number | null;
  name: string;
}

/** The server's own System notes (jobs, e-mail links): no user. */
export const SERVER_NOTE_AUTHOR: NoteAuthor = { id: null, name: "System" };

/**
 * Appends the audit note every work-order change writes, in the caller's transaction. `at` is the note's time
 * when the write reads the injectable clock (jobs that travel in time); else the database's now().
 */
export const addSystemNote = async (
  tx: DbOrTx,
  workorderid: number,
  author: NoteAuthor,
  text: string,
  at?: Date,
) => {
  await addSystemNoteRows(tx, author, [{ workorderid, note: text }], at);
};

/** System notes of their own text on many orders in one statement (the SLA escalation scan's batches). */
export const addSystemNoteRows = async (
  tx: DbOrTx,
  author: NoteAuthor,
  rows: readonly { workorderid: number; note: string }[],
  at?: Date,
) => {
  if (!rows.length) return;
  await tx.insert(workOrderNotes).values(
    rows.map((r) => ({
      workorderid: r.workorderid,
      note: r.note,
      type: SYSTEM_NOTE_TYPE,
      typeid: NOTE_TYPE_ID.Other,
      pertainsto: PERTAINS_TO.Internal,
      createdby: author.id,
      createdbyname: author.name,
      ...(at ? { createddate: at } : {}),
    })),
  );
};

/** The same audit note on many orders in one statement (bulk changes such as Reassign Dispatcher). */
export const addSystemNotes = async (tx: DbOrTx, workorderids: number[], user: AuthUser, text: string) => {
  if (workorderids.length === 0) return;
  await tx.execute(sql`
    insert into ${workOrderNotes} (workorderid, note, type, typeid, pertainsto, createdby, createdbyname)
    select id, ${text}, ${SYSTEM_NOTE_TYPE}, ${NOTE_TYPE_ID.Other}, ${PERTAINS_TO.Internal}, ${user.id}, ${user.name}
      from unnest(${`{${workorderids.join(",")}}`}::int[]) as id`);
};
