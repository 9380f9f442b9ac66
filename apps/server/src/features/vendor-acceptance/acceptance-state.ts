import { acceptanceStatusOf, decide, type Principal } from "@fm/domain";
import type { LineAcceptance } from "@fm/domain/contracts";
import { and, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { workOrderEvents, type workOrderVendors } from "../../db/schema/index.ts";

/** The notices that put a dispatch to the vendor (an automatic offer sends DISPATCHED too). */
export const DISPATCH_NOTICES = ["TICKET", "DISPATCHED"] as const;

type LineRow = Pick<
  typeof workOrderVendors.$inferSelect,
  "id" | "acceptedat" | "declinedat" | "declinereason" | "acceptedeta"
>;

/** The lines among `lineIds` that a dispatch notice went to. */
export const dispatchedLines = async (db: DbOrTx, lineIds: number[]): Promise<Set<number>> => {
  if (lineIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: workOrderEvents.workordervendorid })
    .from(workOrderEvents)
    .where(
      and(
        inArray(workOrderEvents.workordervendorid, lineIds),
        inArray(workOrderEvents.actiontype, [...DISPATCH_NOTICES]),
      ),
    );
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
};

export const acceptanceStateOf = (line: LineRow, dispatched: boolean) => ({
  dispatched,
  acceptedat: line.acceptedat,
  declinedat: line.declinedat,
});

/** What a line's acceptance looks like to `user` (staff see it; the line's vendor may decide it). */
export const lineAcceptance = (
  user: Principal,
  order: { statusid: number },
  line: LineRow,
  dispatched: boolean,
): LineAcceptance => {
  const state = acceptanceStateOf(line, dispatched);
  return {
    status: acceptanceStatusOf(state),
    acceptedat: line.acceptedat?.toISOString() ?? null,
    declinedat: line.declinedat?.toISOString() ?? null,
    declinereason: line.declinereason,
    eta: line.acceptedeta?.toISOString() ?? null,
    canDecide: decide(user, "vendorDecideDispatch", { order, line: state }) === null,
  };
};
