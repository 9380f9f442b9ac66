import {
  NotesParams,
  SaveNoteBody,
  SpecialNoteBody,
  SpecialNoteQuery,
  WorkOrderNote,
  WorkOrderNotes,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder, tabReader } from "../../platform/workorder-core/index.ts";
import { addCustomerUpdate, listNotes, presentNote, saveNote } from "./note-actions.service.ts";

const tags = ["notes"];
const staffReader = allOf(staffOnly, permissionOrAdmin("read:workorders"));

export const noteRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.post(
    "/api/workorder/savenote",
    {
      config: { access: staffReader },
      schema: { tags, body: SaveNoteBody, response: { 201: WorkOrderNote } },
    },
    async (req, reply) => reply.status(201).send(presentNote(await saveNote(db, currentUser(req), req.body))),
  );

  app.post(
    "/api/workorder/addspecialnote",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("update:workorder")) },
      schema: {
        tags,
        querystring: SpecialNoteQuery,
        body: SpecialNoteBody,
        response: { 201: WorkOrderNote },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          presentNote(await addCustomerUpdate(db, currentUser(req), req.query.workOrderId, req.body.note)),
        ),
  );

  app.get(
    "/api/workorder/notes/:workOrderId",
    {
      config: { access: tabReader("notes") },
      schema: {
        tags,
        params: NotesParams,
        response: { 200: WorkOrderNotes },
      },
    },
    async (req) => {
      await requireWorkOrder(db, currentUser(req), req.params.workOrderId);
      return (await listNotes(db, req.params.workOrderId)).map(presentNote);
    },
  );
};
