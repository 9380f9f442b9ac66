import { noteTypeIdOf, PERTAINS_TO } from "@fm/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderNotes, workOrders } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { queueServiceChannelSync } from "../servicechannel-sync/index.ts";
import { emitWebhookEvent } from "../webhooks/index.ts";

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
  /** The note's time when not now: a note queued offline on a phone (deviceTimeOf), with its receive time. */
  createddate?: Date;
  receivedat?: Date | null;
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
      ...(n.createddate ? { createddate: n.createddate } : {}),
      receivedat: n.receivedat ?? null,
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
