import { STATUS } from "@fm/domain";
import type { WorkOrderInput } from "@fm/domain/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  divisions,
  jobSites,
  priorities,
  requestTypes,
  trades,
  users,
  workOrderStatuses,
} from "../../db/schema/index.ts";
import { badRequest } from "../../platform/errors.ts";

/**
 * Checks every reference of a work-order form against the database, so a bad id answers 400 naming the
 * field instead of failing on a foreign key. Returns the customer (its prefix names new work orders).
 */
export const checkWorkOrderRefs = async (tx: DbOrTx, input: WorkOrderInput) => {
  const fields: Record<string, string> = {};
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerid));
  if (!customer) fields.customerid = "Customer was not found.";
  const [site] = await tx
    .select({ id: jobSites.id })
    .from(jobSites)
    .where(and(eq(jobSites.id, input.jobsiteid), eq(jobSites.customerid, input.customerid)));
  if (!site) fields.jobsiteid = "The job site does not belong to the customer.";
  const exists = async (table: typeof divisions | typeof requestTypes, id: number) =>
    (await tx.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  if (!(await exists(divisions, input.divisionid))) fields.divisionid = "Division was not found.";
  if (!(await exists(requestTypes, input.requesttypeid)))
    fields.requesttypeid = "Request Type was not found.";
  if (
    !(
      await tx
        .select({ id: workOrderStatuses.id })
        .from(workOrderStatuses)
        .where(eq(workOrderStatuses.id, input.statusid))
    ).length
  ) {
    fields.statusid = "Status was not found.";
  }
  if (
    !(await tx.select({ id: priorities.id }).from(priorities).where(eq(priorities.id, input.priorityid)))
      .length
  ) {
    fields.priorityid = "Priority was not found.";
  }
  if (input.tradeids.length) {
    const found = await tx.select({ id: trades.id }).from(trades).where(inArray(trades.id, input.tradeids));
    if (found.length !== new Set(input.tradeids).size) fields.tradeids = "One of the trades was not found.";
  }
  for (const key of ["salesrepid", "dispatcherid"] as const) {
    const id = input[key];
    if (id && !(await tx.select({ id: users.id }).from(users).where(eq(users.id, id))).length)
      fields[key] = "User was not found.";
  }
  if (input.statusid === STATUS.Cancelled && !input.cancelreason)
    fields.cancelreason = "Cancel Reason is required.";
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0] ?? "Invalid work order.", fields);
  if (!customer) throw badRequest("Customer was not found.", { customerid: "Customer was not found." });
  return customer;
};
