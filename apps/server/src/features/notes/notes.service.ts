import { NOTE_TYPE_ID, noteTypeIdOf, PERTAINS_TO, SYSTEM_NOTE_TYPE } from "@fm/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderNotes, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { queueServiceChannelSync } from "../servicechannel-sync/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";

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
  await tx.insert(workOrderNotes).values({
    workorderid,
    note: text,
    type: SYSTEM_NOTE_TYPE,
    typeid: NOTE_TYPE_ID.Other,
    pertainsto: PERTAINS_TO.Internal,
    createdby: author.id,
    createdbyname: author.name,
    ...(at ? { createddate: at } : {}),
  });
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

export interface NewNote {
  workorderid: number;
  note: string;
  type: string;
  pertainsto: number;
  highpriority?: boolean;
  emails?: string | null;
  emailuserids?: number[] | null;
  includecustomer?: boolean;
  customerupdated?: boolean;
}

/** A user's note; it also becomes the work order's `lastnote` shown in the lists. */
export const addUserNote = async (tx: DbOrTx, user: AuthUser, n: NewNote) => {
  const [row] = await tx
    .insert(workOrderNotes)
    .values({
      workorderid: n.workorderid,
      note: n.note,
      type: n.type,
      typeid: noteTypeIdOf(n.type),
      pertainsto: n.pertainsto,
      highpriority: n.highpriority ?? false,
      emails: n.emails ?? null,
      emailuserids: n.emailuserids ?? null,
      includecustomer: n.includecustomer ?? false,
      customerupdated: n.customerupdated ?? false,
      createdby: user.id,
      createdbyname: user.name,
    })
    .returning();
  if (row) {
    await emitWebhookEvent(tx, "workorder.note_added", {
      workorderid: n.workorderid,
      noteid: row.id,
      type: n.type,
      pertainsto: n.pertainsto,
      note: n.note,
      createdbyname: user.name,
    });
  }
  const [wo] = await tx
    .update(workOrders)
    .set({ lastnote: n.note, modifieddate: sql`now()` })
    .where(eq(workOrders.id, n.workorderid))
    .returning({ statusid: workOrders.statusid });
  if (!row) throw new Error("note not stored");
  // A note for the customer reaches ServiceChannel on an order imported from it (issue 33 §6).
  if (wo && n.pertainsto === PERTAINS_TO.Customer) {
    await queueServiceChannelSync(tx, n.workorderid, {
      kind: "note",
      statusid: wo.statusid,
      note: n.note,
      actor: user.name,
    });
  }
  return row;
};
