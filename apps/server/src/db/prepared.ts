import type { DbOrTx } from "./client.ts";

/**
 * A prepared query built once per database handle (or open transaction) instead of on every call: Drizzle
 * builds the SQL text of `.prepare(name)` each time it is called, which for a wide select is a visible share
 * of a request's CPU. The statement itself is prepared by PostgreSQL once per connection under its name.
 */
export const preparedPer = <P>(build: (db: DbOrTx) => P): ((db: DbOrTx) => P) => {
  const cache = new WeakMap<DbOrTx, P>();
  return (db) => {
    const known = cache.get(db);
    if (known) return known;
    const made = build(db);
    cache.set(db, made);
    return made;
  };
};
