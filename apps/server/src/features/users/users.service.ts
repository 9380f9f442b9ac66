import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** Active, unblocked dispatchers for the reassign pickers (spec 1 §4). */
export const listDispatchers = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.isdispatcher, true), eq(users.isactive, true), eq(users.blocked, false)))
    .orderBy(asc(users.firstname), asc(users.lastname));
