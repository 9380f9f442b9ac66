import { NOTE_TYPE_ID, PERTAINS_TO, SYSTEM_NOTE_TYPE } from "@fm/domain";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderNotes } from "../../db/schema/index.ts";

/** The name automatic dispatch signs its System notes and notices with. */
export const AUTODISPATCH_ACTOR = "Automatic dispatch";

/** Every step of a run is a System note signed by automatic dispatch (no user). */
export const autoDispatchNote = (tx: DbOrTx, workorderid: number, note: string, createdAt: Date) =>
  tx.insert(workOrderNotes).values({
    workorderid,
    note,
    type: SYSTEM_NOTE_TYPE,
    typeid: NOTE_TYPE_ID.Other,
    pertainsto: PERTAINS_TO.Internal,
    createdby: null,
    createdbyname: AUTODISPATCH_ACTOR,
    createddate: createdAt,
  });
