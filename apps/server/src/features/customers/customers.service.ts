import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { customers } from "../../db/schema/index.ts";

/** Customers for pickers and the customer list (spec 3 §7.1); inactive ones only when asked for. */
export const listCustomers = (db: DbOrTx, opts: { inactive: boolean }) =>
  db
    .select({
      id: customers.id,
      customername: customers.customername,
      customerprefix: customers.customerprefix,
      city: customers.city,
      statecode: customers.statecode,
      isactive: customers.isactive,
      termid: customers.termid,
      dispatcherid: customers.dispatcherid,
    })
    .from(customers)
    .where(opts.inactive ? undefined : eq(customers.isactive, true))
    .orderBy(asc(customers.customername));
