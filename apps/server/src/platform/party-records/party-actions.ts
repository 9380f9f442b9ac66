import type { PartyAction } from "@fm/domain";

/** The policy of each write of a party's record (contacts, notes): one action per verb. */
export interface PartyRecordActions {
  add: PartyAction;
  update: PartyAction;
  remove: PartyAction;
}
