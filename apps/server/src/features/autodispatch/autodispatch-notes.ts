import type { DbOrTx } from "../../db/client.ts";
import { addSystemNote } from "../../platform/workorder-core/index.ts";

/** The name automatic dispatch signs its System notes and notices with. */
export const AUTODISPATCH_ACTOR = "Automatic dispatch";

/** Every step of a run is a System note signed by automatic dispatch (no user). */
export const autoDispatchNote = (tx: DbOrTx, workorderid: number, note: string, createdAt: Date) =>
  addSystemNote(tx, workorderid, { id: null, name: AUTODISPATCH_ACTOR }, note, createdAt);

/** The words of a run's steps (the service's notes, and the demo seed's run recorded the same way). */
export const autoDispatchText = {
  started: (trade: string, waitminutes: number) =>
    `Automatic dispatch started for ${trade}: each vendor has ${waitminutes} minutes to accept.`,
  offered: (o: { name: string; rank: number; reason: string; to: string | null; expiresat: Date }) =>
    `Automatic dispatch: offered to ${o.name} (rank ${o.rank}: ${o.reason}); Dispatched notice sent to ${o.to}; waiting until ${o.expiresat.toISOString()}.`,
  declined: (name: string) => `Automatic dispatch: ${name} declined; offering to the next vendor.`,
};
