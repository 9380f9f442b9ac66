import { STATUS } from "@fm/domain";
import type { WorkOrderInput } from "@fm/domain/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customers, jobSites, trades } from "../../db/schema/index.ts";
import { badRequest } from "../../platform/errors.ts";
import { referenceExists } from "./workorder-ref-tables.ts";

/** The references a work-order form carries (a stored order may lack a division, priority or request type). */
export type WorkOrderRefs = Pick<
  WorkOrderInput,
  "customerid" | "jobsiteid" | "statusid" | "tradeids" | "salesrepid" | "dispatcherid" | "cancelreason"
> & { divisionid: number | null; priorityid: number | null; requesttypeid: number | null };

/**
 * Checks every reference of a work-order form against the database, so a bad id answers 400 naming the
 * field instead of failing on a foreign key. With `changed`, only the fields a save changes are checked (the
 * customer and its job site together when either changes). Returns the customer (its prefix names new
 * work orders).
 */
export const checkWorkOrderRefs = async (tx: DbOrTx, input: WorkOrderRefs, changed?: ReadonlySet<string>) => {
  const checks = (key: string) => !changed || changed.has(key);
  const fields: Record<string, string> = {};
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerid));
  if (checks("customerid") || checks("jobsiteid")) {
    if (!customer) fields.customerid = "Customer was not found.";
    const [site] = await tx
      .select({ id: jobSites.id })
      .from(jobSites)
      .where(and(eq(jobSites.id, input.jobsiteid), eq(jobSites.customerid, input.customerid)));
    if (!site) fields.jobsiteid = "The job site does not belong to the customer.";
  }
  const refs = [
    ["divisionid", "Division was not found."],
    ["requesttypeid", "Request Type was not found."],
    ["statusid", "Status was not found."],
    ["priorityid", "Priority was not found."],
  ] as const;
  for (const [key, message] of refs) {
    const id = input[key];
    if (checks(key) && (id === null || !(await referenceExists(tx, key, id)))) fields[key] = message;
  }
  if (checks("tradeids") && input.tradeids.length) {
    const found = await tx.select({ id: trades.id }).from(trades).where(inArray(trades.id, input.tradeids));
    if (found.length !== new Set(input.tradeids).size) fields.tradeids = "One of the trades was not found.";
  }
  for (const key of ["salesrepid", "dispatcherid"] as const) {
    const id = input[key];
    if (checks(key) && id && !(await referenceExists(tx, key, id))) fields[key] = "User was not found.";
  }
  if (
    (checks("statusid") || checks("cancelreason")) &&
    input.statusid === STATUS.Cancelled &&
    !input.cancelreason
  )
    fields.cancelreason = "Cancel Reason is required.";
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0] ?? "Invalid work order.", fields);
  if (!customer) throw badRequest("Customer was not found.", { customerid: "Customer was not found." });
  return customer;
};
