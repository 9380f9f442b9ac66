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
  OneCustomerQuery,
  UpdateContactBody,
  UpdateCustomerAttachmentBody,
  UpdateCustomerNoteBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteOptions } from "../../platform/context.ts";
import { partyRecord, registerPartyRecordRoutes } from "../../platform/party-records/index.ts";
import { ALLOWED_EXTENSIONS, registerPartyAttachmentRoutes, registerUploads } from "../attachments/index.ts";
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

  registerPartyAttachmentRoutes(app, ctx, receive, {
    party: "customer",
    access,
    tags,
    schemas: {
      listQuery: OneCustomerQuery,
      list: CustomerAttachments,
      row: CustomerAttachment,
      update: UpdateCustomerAttachmentBody,
      idParams: DeleteRowParams,
      deleteQuery: DeleteRowQuery,
    },
    descriptions: {
      upload: `multipart/form-data: fields customerid, attachmenttypeid (27 Client Onboarding Doc, 28 Customer Rates, 29 Jobsite List, 30 MSA Agreement, 31 Territory Map, 11 Other); one or more file parts. Allowed extensions: ${ALLOWED_EXTENSIONS.join(", ")}. All files are stored or none.`,
      download: "The file: inline for jpg, jpeg, png, pdf, html, txt, a download otherwise.",
    },
    list: listCustomerAttachments,
    attachTarget: customerAttachTarget,
    upload: (ctx, user, upload) => uploadCustomerAttachments(ctx, user, upload),
    update: (ctx, user, body: UpdateCustomerAttachmentBody) =>
      updateCustomerAttachment(ctx.database.db, user, body),
    remove: removeCustomerAttachment,
    open: openCustomerAttachment,
  });
};
