import type { FastifyInstance } from "fastify";
import type { Database } from "./client.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Read-your-writes with a replica: before the answer to a signed-in user's write leaves, the primary's WAL
 * position is noted for that user, so their next reads go to the primary until the replica has replayed it.
 */
export const registerReadYourWrites = (app: FastifyInstance, database: Database) => {
  const router = database.replica?.router;
  if (!router) return;
  app.addHook("onSend", async (req, _reply, payload) => {
    if (req.user && !READS.has(req.method)) await router.noteWrite(req.user.id).catch(() => undefined);
    return payload;
  });
};
