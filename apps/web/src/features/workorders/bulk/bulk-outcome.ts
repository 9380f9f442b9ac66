import type { SelectedReassignResult } from "@fm/domain/contracts";

export interface BulkOutcome {
  title: string;
  /** One line per refused order: "FMB-100305: <the server's reason>". */
  message: string;
  color: "green" | "orange";
}

const orders = (n: number) => `${n} work order${n === 1 ? "" : "s"}`;

/** The results toast of a bulk action: n done, m refused with their reasons (issue 30). */
export const bulkOutcome = (
  result: SelectedReassignResult,
  wonumberOf: (id: number) => string,
): BulkOutcome => {
  const done = result.done.length;
  const refused = result.refused.length;
  if (!refused) return { title: "Updated Dispatcher", message: `${orders(done)} done.`, color: "green" };
  return {
    title: `${done} done, ${refused} refused`,
    message: result.refused.map((r) => `${wonumberOf(r.workorderid)}: ${r.message}`).join("\n"),
    color: "orange",
  };
};
