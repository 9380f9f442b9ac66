import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  customers,
  divisions,
  jobSites,
  priorities,
  requestTypes,
  users,
  workOrderStatuses,
} from "../../db/schema/index.ts";

/**
 * The table each id field of a work order points at, and the column that names a row: the form's reference
 * check (workorder-refs.ts) and the change note (workorder-changes.ts) both read through it.
 */
const REFERENCES = {
  customerid: { table: customers, name: customers.customername },
  jobsiteid: { table: jobSites, name: jobSites.jobsite },
  divisionid: { table: divisions, name: divisions.name },
  statusid: { table: workOrderStatuses, name: workOrderStatuses.name },
  priorityid: { table: priorities, name: priorities.name },
  requesttypeid: { table: requestTypes, name: requestTypes.name },
  salesrepid: { table: users, name: users.firstname },
  dispatcherid: { table: users, name: users.firstname },
} as const;

export type ReferenceField = keyof typeof REFERENCES;

export const isReferenceField = (field: string): field is ReferenceField => field in REFERENCES;

/** The display name of the row `field` = `id` points at; undefined when there is none. */
export const referenceName = async (db: DbOrTx, field: ReferenceField, id: number) => {
  const { table, name } = REFERENCES[field];
  const [row] = await db.select({ n: name }).from(table).where(eq(table.id, id));
  return row?.n;
};

/** Whether the row `field` = `id` points at exists. */
export const referenceExists = async (db: DbOrTx, field: ReferenceField, id: number) => {
  const { table } = REFERENCES[field];
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
};
