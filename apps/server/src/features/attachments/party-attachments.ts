import type { PartyAction } from "@fm/domain";
import { IdResult } from "@fm/domain/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyTypeProviderDefault } from "fastify";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { AccessRule } from "../../platform/auth/access.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { AppContext } from "../../platform/context.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import {
  discardStaged,
  type ReceivedUpload,
  requireSomeFiles,
  type UploadReceiver,
  uploadFieldsOf,
} from "../../platform/uploads/index.ts";
import { lockVersionedRow, type VersionedTable } from "../../platform/versioned-rows/index.ts";
import type { FileResponse } from "./attachment-download.service.ts";
import {
  deleteStoredFileRow,
  type PlannedFile,
  renamedKeepingExtension,
  storedFileResponse,
  storeStagedFiles,
} from "./stored-files.ts";

/** A party's attachments table: versioned rows of stored files. */
type AttachmentTable = VersionedTable & {
  $inferSelect: { displayname: string; path: string; filename: string; contenttype: string; size: number };
};

/**
 * The Attachments tab of a customer or a vendor (spec 3 §2.10, §2.8): one implementation of the upload's
 * target check, the store-then-register of its files, the edit's checks, the delete and the download. The
 * party adds what is its own (a vendor's expiration date and certificate rules) around `storePartyUpload`
 * and `lockPartyAttachment`; each write runs its policy (`actions`) first.
 */
export const partyAttachments = <
  T extends AttachmentTable,
  K extends string,
  Input extends { attachmenttypeid: number } & Record<K, number>,
>(opts: {
  /** the word of the files' folder ({party}/{id}/…) and of the type refusal */
  party: "customer" | "vendor";
  table: T;
  parentKey: K;
  /** the upload's form fields */
  fields: z.ZodType<Input>;
  /** whether a type id is one of the party's document types */
  isType: (typeid: number) => boolean;
  requireParent: (db: DbOrTx, id: number) => Promise<unknown>;
  actions: { add: PartyAction; update: PartyAction; remove: PartyAction };
}) => {
  const { party, table } = opts;
  const typeRefusal = (typeid: number) =>
    badRequest("Choose an attachment type first.", {
      attachmenttypeid: `Attachment type ${typeid} is not a ${party} document type.`,
    });
  /**
   * The target of an upload, checked before any file of it is judged or parsed (issue 29): the permission, the
   * form fields and the party (404 when it does not exist).
   */
  const attachTarget = async (db: DbOrTx, user: AuthUser, fields: Record<string, string>) => {
    assertAllowed(user, opts.actions.add, {});
    const input = uploadFieldsOf(opts.fields, fields);
    if (!opts.isType(input.attachmenttypeid)) throw typeRefusal(input.attachmenttypeid);
    await opts.requireParent(db, input[opts.parentKey]);
    return input;
  };
  return {
    attachTarget,
    /**
     * Stores each file as {party}/{id}/{name_timestamp.ext} and registers them through `register`: all files or
     * none (a failed register removes the stored blobs). Answers the checked fields.
     */
    storePartyUpload: async (
      ctx: AppContext,
      user: AuthUser,
      upload: ReceivedUpload,
      register: (planned: PlannedFile[], input: Input) => Promise<unknown>,
    ): Promise<Input> => {
      try {
        const input = await attachTarget(ctx.database.db, user, upload.fields);
        requireSomeFiles(upload);
        await storeStagedFiles(ctx, `${party}/${input[opts.parentKey]}`, upload.files, (planned) =>
          register(planned, input),
        );
        return input;
      } finally {
        await discardStaged(upload.files);
      }
    },
    /** An edit's checks: the permission, the type, the row at the version seen; and its new display name. */
    lockPartyAttachment: async (
      tx: DbOrTx,
      user: AuthUser,
      body: { id: number; version: number; attachmenttypeid: number; displayname: string },
    ) => {
      assertAllowed(user, opts.actions.update, {});
      if (!opts.isType(body.attachmenttypeid)) throw typeRefusal(body.attachmenttypeid);
      const stored = await lockVersionedRow(tx, table, body.id, body.version, "Attachment", "attachment");
      return { stored, displayname: renamedKeepingExtension(stored.displayname, body.displayname) };
    },
    /** The row at its version, then its blob. */
    remove: async (ctx: AppContext, user: AuthUser, id: number, version: number) => {
      assertAllowed(user, opts.actions.remove, {});
      await deleteStoredFileRow(ctx, table, id, version);
      return { id };
    },
    /** The file: inline for the previewable kinds, a download otherwise; HTML/text sandboxed. */
    open: async (ctx: AppContext, id: number) => {
      const [att] = (await ctx.database.db
        .select()
        .from(table as VersionedTable)
        .where(eq(table.id, id))) as T["$inferSelect"][];
      if (!att) throw notFound(`Attachment ${id}`);
      return storedFileResponse(ctx, att);
    },
  };
};

/** One party's Attachments routes: its schemas, the API docs' words and its service calls. */
export interface PartyAttachmentRoutes {
  party: "customer" | "vendor";
  access: AccessRule;
  tags: string[];
  schemas: {
    /** the list's query (the party's id) and answer */
    listQuery: z.ZodTypeAny;
    list: z.ZodTypeAny;
    /** the upload's query, where it has one (the vendor's notify) */
    uploadQuery?: z.ZodTypeAny;
    row: z.ZodTypeAny;
    update: z.ZodTypeAny;
    idParams: z.ZodTypeAny;
    deleteQuery: z.ZodTypeAny;
  };
  descriptions: { list?: string; upload: string; download: string };
  list: (db: Db, parentid: number) => Promise<unknown>;
  attachTarget: (db: DbOrTx, user: AuthUser, fields: Record<string, string>) => Promise<unknown>;
  upload: (
    ctx: AppContext,
    user: AuthUser,
    upload: ReceivedUpload,
    query: Record<string, unknown>,
  ) => Promise<unknown>;
  update: (ctx: AppContext, user: AuthUser, body: never) => Promise<unknown>;
  remove: (ctx: AppContext, user: AuthUser, id: number, version: number) => Promise<{ id: number }>;
  open: (ctx: AppContext, id: number) => Promise<FileResponse>;
}

/**
 * The Attachments tab's routes of a customer or a vendor from one table (paths unchanged): GET
 * /api/{party}/attachments, POST …/attachfile (multipart), PUT …/updateattachment, DELETE
 * …/removeattachment/{id}?version, GET …/attachment/{id}/download.
 */
export const registerPartyAttachmentRoutes = (
  app: FastifyInstance,
  ctx: AppContext,
  receive: UploadReceiver,
  r: PartyAttachmentRoutes,
) => {
  // The zod type provider cannot infer through these generic schemas: Fastify still validates and
  // serialises with them; the handlers receive the schemas' outputs.
  const plain = app.withTypeProvider<FastifyTypeProviderDefault>();
  const { db } = ctx.database;
  const { party, access, tags, schemas } = r;
  const config = { access };
  const parentKey = `${party}id`;
  plain.get(
    `/api/${party}/attachments`,
    {
      config,
      schema: {
        tags,
        ...(r.descriptions.list ? { description: r.descriptions.list } : {}),
        querystring: schemas.listQuery,
        response: { 200: schemas.list },
      },
    },
    (req) => r.list(db, (req.query as Record<string, number>)[parentKey] ?? 0),
  );
  plain.post(
    `/api/${party}/attachfile`,
    {
      config,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: r.descriptions.upload,
        ...(schemas.uploadQuery ? { querystring: schemas.uploadQuery } : {}),
        response: { 201: schemas.list },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const upload = await receive(req, (fields) => r.attachTarget(db, user, fields));
      const saved = await r.upload(ctx, user, upload, (req.query ?? {}) as Record<string, unknown>);
      return reply.status(201).send(saved);
    },
  );
  plain.put(
    `/api/${party}/updateattachment`,
    { config, schema: { tags, body: schemas.update, response: { 200: schemas.row } } },
    (req) => r.update(ctx, currentUser(req), req.body as never),
  );
  plain.delete(
    `/api/${party}/removeattachment/:id`,
    {
      config,
      schema: {
        tags,
        params: schemas.idParams,
        querystring: schemas.deleteQuery,
        response: { 200: IdResult },
      },
    },
    (req) =>
      r.remove(
        ctx,
        currentUser(req),
        (req.params as { id: number }).id,
        (req.query as { version: number }).version,
      ),
  );
  plain.get(
    `/api/${party}/attachment/:id/download`,
    { config, schema: { tags, description: r.descriptions.download, params: schemas.idParams } },
    async (req, reply) => {
      const file = await r.open(ctx, (req.params as { id: number }).id);
      return reply.headers(file.headers).send(file.body);
    },
  );
};
