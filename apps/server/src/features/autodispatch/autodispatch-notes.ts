import type { DbOrTx } from "../../db/client.ts";
import { addSystemNote } from "../notes/index.ts";

/** The name automatic dispatch signs its System notes and notices with. */
export const AUTODISPATCH_ACTOR = "Automatic dispatch";

/** Every step of a run is a System note signed by automatic dispatch (no user). */
export const autoDispatchNote = (tx: DbOrTx, workorderid: number, note: string, createdAt: Date) =>
  addSystemNote(tx, workorderid, { id: null, name: AUTODISPATCH_ACTOR }, note, createdAt);
