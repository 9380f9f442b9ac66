import {
  AddContactBody,
  AddCustomerNoteBody,
  CustomerAttachment,
  CustomerAttachments,
  CustomerContact,
  CustomerContacts,
  CustomerNote,
  CustomerNotes,
  DeleteRowParams,
  DeleteRowQuery,
  IdResult,
  OneCustomerQuery,
  UpdateContactBody,
  UpdateCustomerAttachmentBody,
  UpdateCustomerNoteBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { partyRecord, registerPartyRecordRoutes } from "../../platform/party-records/index.ts";
import { ALLOWED_EXTENSIONS, registerUploads } from "../attachments/index.ts";
import { customerStaff } from "./customer-access.ts";
import {
  addContact,
  addCustomerNote,
  customerAttachTarget,
  deleteContact,
  deleteCustomerNote,
  listContacts,
  listCustomerAttachments,
  listCustomerNotes,
  openCustomerAttachment,
  removeCustomerAttachment,
  updateContact,
  updateCustomerAttachment,
  updateCustomerNote,
  uploadCustomerAttachments,
} from "./customer-tabs.service.ts";

const tags = ["customers"];
const access = customerStaff;

/** The Contacts, Notes and Attachments tabs of the customer details page (spec 3 §2.5, §2.10). */
export const customerTabRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const receive = await registerUploads(app, ctx.config, { files: 20 });

  registerPartyRecordRoutes(app, db, {
    party: "customer",
    parentKey: "customerid",
    parentQuery: OneCustomerQuery,
    access,
    tags,
    records: [
      partyRecord({
        word: "contact",
        schemas: {
          row: CustomerContact,
          list: CustomerContacts,
          add: AddContactBody,
          update: UpdateContactBody,
        },
        list: listContacts,
        add: (db, user, body: AddContactBody) => addContact(db, user, body),
        update: updateContact,
        remove: deleteContact,
      }),
      partyRecord({
        word: "note",
        schemas: {
          row: CustomerNote,
          list: CustomerNotes,
          add: AddCustomerNoteBody,
          update: UpdateCustomerNoteBody,
        },
        list: (db, customerid) => listCustomerNotes(db, customerid),
        add: addCustomerNote,
        update: updateCustomerNote,
        remove: deleteCustomerNote,
      }),
    ],
  });

  // ---- attachments
  app.get(
    "/api/customer/attachments",
    {
      config: { access },
      schema: { tags, querystring: OneCustomerQuery, response: { 200: CustomerAttachments } },
    },
    (req) => listCustomerAttachments(db, req.query.customerid),
  );
  app.post(
    "/api/customer/attachfile",
    {
      config: { access },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: `multipart/form-data: fields customerid, attachmenttypeid (27 Client Onboarding Doc, 28 Customer Rates, 29 Jobsite List, 30 MSA Agreement, 31 Territory Map, 11 Other); one or more file parts. Allowed extensions: ${ALLOWED_EXTENSIONS.join(", ")}. All files are stored or none.`,
        response: { 201: CustomerAttachments },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const upload = await receive(req, (fields) => customerAttachTarget(db, user, fields));
      return reply.status(201).send(await uploadCustomerAttachments(ctx, user, upload));
    },
  );
  app.put(
    "/api/customer/updateattachment",
    {
      config: { access },
      schema: { tags, body: UpdateCustomerAttachmentBody, response: { 200: CustomerAttachment } },
    },
    (req) => updateCustomerAttachment(db, currentUser(req), req.body),
  );
  app.delete(
    "/api/customer/removeattachment/:id",
    {
      config: { access },
      schema: { tags, params: DeleteRowParams, querystring: DeleteRowQuery, response: { 200: IdResult } },
    },
    (req) => removeCustomerAttachment(ctx, currentUser(req), req.params.id, req.query.version),
  );
  app.get(
    "/api/customer/attachment/:id/download",
    {
      config: { access },
      schema: {
        tags,
        description: "The file: inline for jpg, jpeg, png, pdf, html, txt, a download otherwise.",
        params: DeleteRowParams,
      },
    },
    async (req, reply) => {
      const file = await openCustomerAttachment(ctx, req.params.id);
      return reply.headers(file.headers).send(file.body);
    },
  );
};
