import {
  VendorContact,
  VendorContactAddBody,
  VendorContacts,
  VendorContactUpdateBody,
  VendorIdQuery,
  VendorNote,
  VendorNoteAddBody,
  VendorNotes,
  VendorNoteUpdateBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteOptions } from "../../platform/context.ts";
import { partyRecord, registerPartyRecordRoutes } from "../../platform/party-records/index.ts";
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

  registerPartyRecordRoutes(app, db, {
    party: "vendor",
    parentKey: "vendorid",
    parentQuery: VendorIdQuery,
    access,
    tags,
    records: [
      partyRecord({
        word: "contact",
        schemas: {
          row: VendorContact,
          list: VendorContacts,
          add: VendorContactAddBody,
          update: VendorContactUpdateBody,
        },
        list: listVendorContacts,
        add: (db, user, body: VendorContactAddBody) => addVendorContact(db, user, body),
        update: updateVendorContact,
        remove: deleteVendorContact,
      }),
      partyRecord({
        word: "note",
        schemas: { row: VendorNote, list: VendorNotes, add: VendorNoteAddBody, update: VendorNoteUpdateBody },
        list: (db, vendorid) => listVendorNotes(db, vendorid),
        add: addVendorNote,
        update: updateVendorNote,
        remove: deleteVendorNote,
      }),
    ],
  });
};
