import { DeleteRowParams, DeleteRowQuery, IdResult } from "@fm/domain/contracts";
import type { FastifyInstance, FastifyTypeProviderDefault } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { AccessRule } from "../auth/access.ts";
import type { AuthUser } from "../auth/auth-user.ts";
import { currentUser } from "../auth/authenticate.ts";

/** One party's record (contacts or notes): its schemas and service calls. */
export interface PartyRecord<Add, Update> {
  /** The singular word in the paths: contact → /contact/add; the list is /{word}s. */
  word: "contact" | "note";
  schemas: { row: z.ZodTypeAny; list: z.ZodTypeAny; add: z.ZodTypeAny; update: z.ZodTypeAny };
  list: (db: Db, parentid: number) => Promise<unknown>;
  add: (db: Db, user: AuthUser, body: Add) => Promise<unknown>;
  update: (db: Db, user: AuthUser, body: Update) => Promise<unknown>;
  remove: (db: Db, user: AuthUser, id: number, version: number) => Promise<{ id: number }>;
}

type Erased = PartyRecord<unknown, unknown>;

/** A record for the table: its bodies reach it as their schemas parsed them. */
export const partyRecord = <Add, Update>(r: PartyRecord<Add, Update>): Erased => ({
  ...r,
  add: (db, user, body) => r.add(db, user, body as Add),
  update: (db, user, body) => r.update(db, user, body as Update),
});

/**
 * The Contacts and Notes tabs' routes of a customer or a vendor, from one table: GET /api/{party}/{word}s,
 * POST …/{word}/add, PUT …/{word}/update, DELETE …/{word}/delete/{id}?version (paths unchanged).
 */
export const registerPartyRecordRoutes = (
  app: FastifyInstance,
  db: Db,
  opts: {
    party: "customer" | "vendor";
    parentKey: "customerid" | "vendorid";
    parentQuery: z.ZodTypeAny;
    access: AccessRule;
    tags: string[];
    records: Erased[];
  },
) => {
  // The zod type provider cannot infer through these generic schemas: Fastify still validates and
  // serialises with them; the handlers receive the schemas' outputs.
  const plain = app.withTypeProvider<FastifyTypeProviderDefault>();
  const { party, tags, access } = opts;
  for (const r of opts.records) {
    const base = `/api/${party}/${r.word}`;
    plain.get(
      `${base}s`,
      {
        config: { access },
        schema: { tags, querystring: opts.parentQuery, response: { 200: r.schemas.list } },
      },
      (req) => r.list(db, (req.query as Record<string, number>)[opts.parentKey] ?? 0),
    );
    plain.post(
      `${base}/add`,
      { config: { access }, schema: { tags, body: r.schemas.add, response: { 200: r.schemas.row } } },
      (req) => r.add(db, currentUser(req), req.body),
    );
    plain.put(
      `${base}/update`,
      { config: { access }, schema: { tags, body: r.schemas.update, response: { 200: r.schemas.row } } },
      (req) => r.update(db, currentUser(req), req.body),
    );
    plain.delete(
      `${base}/delete/:id`,
      {
        config: { access },
        schema: { tags, params: DeleteRowParams, querystring: DeleteRowQuery, response: { 200: IdResult } },
      },
      (req) =>
        r.remove(
          db,
          currentUser(req),
          (req.params as z.output<typeof DeleteRowParams>).id,
          (req.query as z.output<typeof DeleteRowQuery>).version,
        ),
    );
  }
};
