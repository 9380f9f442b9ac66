import {
  IdResult,
  VendorContact,
  VendorContactAddBody,
  VendorContacts,
  VendorContactUpdateBody,
  VendorIdQuery,
  VendorNote,
  VendorNoteAddBody,
  VendorNotes,
  VendorNoteUpdateBody,
  VendorRowParams,
  VendorRowVersionQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { vendorStaff } from "./vendor-access.ts";
import {
  addVendorContact,
  addVendorNote,
  deleteVendorContact,
  deleteVendorNote,
  listVendorContacts,
  listVendorNotes,
  updateVendorContact,
  updateVendorNote,
} from "./vendor-tabs.service.ts";

const tags = ["vendors"];
const access = vendorStaff;

/** The Contacts and Notes tabs of the vendor details page (spec 3 §2.8). */
export const vendorTabRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/vendor/contacts",
    { config: { access }, schema: { tags, querystring: VendorIdQuery, response: { 200: VendorContacts } } },
    (req) => listVendorContacts(db, req.query.vendorid),
  );
  app.post(
    "/api/vendor/contact/add",
    { config: { access }, schema: { tags, body: VendorContactAddBody, response: { 200: VendorContact } } },
    (req) => addVendorContact(db, req.body),
  );
  app.put(
    "/api/vendor/contact/update",
    { config: { access }, schema: { tags, body: VendorContactUpdateBody, response: { 200: VendorContact } } },
    (req) => updateVendorContact(db, req.body),
  );
  app.delete(
    "/api/vendor/contact/delete/:id",
    {
      config: { access },
      schema: {
        tags,
        params: VendorRowParams,
        querystring: VendorRowVersionQuery,
        response: { 200: IdResult },
      },
    },
    (req) => deleteVendorContact(db, req.params.id, req.query.version),
  );

  app.get(
    "/api/vendor/notes",
    { config: { access }, schema: { tags, querystring: VendorIdQuery, response: { 200: VendorNotes } } },
    (req) => listVendorNotes(db, req.query.vendorid),
  );
  app.post(
    "/api/vendor/note/add",
    { config: { access }, schema: { tags, body: VendorNoteAddBody, response: { 200: VendorNote } } },
    (req) => addVendorNote(db, currentUser(req), req.body),
  );
  app.put(
    "/api/vendor/note/update",
    { config: { access }, schema: { tags, body: VendorNoteUpdateBody, response: { 200: VendorNote } } },
    (req) => updateVendorNote(db, req.body),
  );
  app.delete(
    "/api/vendor/note/delete/:id",
    {
      config: { access },
      schema: {
        tags,
        params: VendorRowParams,
        querystring: VendorRowVersionQuery,
        response: { 200: IdResult },
      },
    },
    (req) => deleteVendorNote(db, req.params.id, req.query.version),
  );
};
