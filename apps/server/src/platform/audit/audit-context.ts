import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";

/** Who is writing and through what: read by the audit trigger from fm.actor / fm.route (migration 0049). */
export interface AuditActor {
  actorid: () => number | null;
  route: string | null;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** The actor of the running request or job, if any. */
export const currentAuditActor = (): AuditActor | undefined => storage.getStore();

/** Runs `fn` as `actor` (a background job: its creator and `job:<kind>`). */
export const runAsActor = <T>(actor: { actorid: number | null; route: string }, fn: () => T): T =>
  storage.run({ actorid: () => actor.actorid, route: actor.route }, fn);

/** Every request runs inside its audit actor: the signed-in user (once the auth hook found one) and its route. */
export const registerAuditActor = (app: FastifyInstance) => {
  app.addHook("onRequest", (req: FastifyRequest, _reply, done) => {
    const route = `${req.method} ${req.routeOptions.url ?? req.url.split("?")[0]}`.slice(0, 200);
    storage.run({ actorid: () => req.user?.id ?? null, route }, done);
  });
};

const installed = new WeakSet<Db>();

/**
 * THE choke point of the audit trail's actor: every `db.transaction` first sets fm.actor and fm.route for
 * that transaction only (set_config(…, true)), from the request or job it runs in. Installed once per handle.
 * A write outside a transaction, or with no request or job behind it, is audited with no actor.
 */
export const installAuditActor = (db: Db) => {
  if (installed.has(db)) return;
  installed.add(db);
  const original = db.transaction.bind(db);
  const wrapped: typeof db.transaction = (fn, config) =>
    original(async (tx) => {
      const actor = storage.getStore();
      if (actor) {
        const id = actor.actorid();
        await tx.execute(
          sql`select set_config('fm.actor', ${id === null ? "" : String(id)}, true), set_config('fm.route', ${actor.route ?? ""}, true)`,
        );
      }
      return fn(tx);
    }, config);
  db.transaction = wrapped;
};
