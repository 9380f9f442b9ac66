import type { CustomerProfileNote } from "@fm/domain/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { listCustomerNotes } from "../customers/index.ts";
import { customerOf } from "./customer-workorders.service.ts";

/**
 * The self-view's Notes (spec 2 §4: customer notes carry isvisibletocustomer): the caller's own customer only,
 * only the flagged notes, newest first, without the internal fields.
 */
export const listMyCustomerNotes = async (db: Db, user: AuthUser): Promise<CustomerProfileNote[]> =>
  (await listCustomerNotes(db, customerOf(user), true)).map((n) => ({
    id: n.id,
    note: n.note,
    createdByUser: n.createdByUser,
    createddate: n.createddate,
  }));
