import { PORTAL_ATTACHMENT_TYPES } from "@fm/domain";
import {
  AssignTechBody,
  Attachments,
  AttachmentTypes,
  ChangeTechPasswordBody,
  ChangeTechPasswordResult,
  CreateTechBody,
  CurrentVendor,
  Tech,
  Techs,
  UpdateTechBody,
  UploadDocumentResult,
  VendorDocumentParams,
  VendorDocuments,
  VendorNotesParams,
  VendorProfileNotes,
  VendorSaveNoteBody,
  VendorUpdateWorkOrderBody,
  VendorWorkOrderDetail,
  VendorWorkOrderParams,
  WorkOrderNote,
  WorkOrderNotes,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { anyOf, role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { ALLOWED_EXTENSIONS, registerUploads } from "../attachments/index.ts";
import { presentNote } from "../notes/index.ts";
import { uploadVendorAttachments, vendorUploadTarget } from "./vendor-attachments.service.ts";
import { listVendorNotes, saveVendorNote } from "./vendor-notes.service.ts";
import { currentVendor, listDocuments, openDocument, uploadDocument } from "./vendor-profile.service.ts";
import { listMyVendorNotes } from "./vendor-profile-notes.service.ts";
import { vendorIdOf } from "./vendor-scope.ts";
import { changeTechPassword, createTech, listTechs, updateTech } from "./vendor-techs.service.ts";
import { assignTech, getVendorWorkOrder, updateVendorWorkOrder } from "./vendor-workorder.service.ts";

const tags = ["vendor-portal"];
/** Vendor and Tech users, each within the caller's own vendor (docs/permissions.md). */
const vendorOrTech = anyOf(role("Vendor"), role("Tech"));
/** Managing technicians and sending compliance documents: the vendor's office (Vendor role) only. */
const vendorOffice = role("Vendor");

export const vendorPortalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const receive = await registerUploads(app, ctx.config, { files: 20 });

  app.get(
    "/api/vendorprofile/workorder/:id",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description: "The vendor-facing work-order detail: header and Work Order tab, own orders only.",
        params: VendorWorkOrderParams,
        response: { 200: VendorWorkOrderDetail },
      },
    },
    (req) => getVendorWorkOrder(db, currentUser(req), req.params.id),
  );

  app.put(
    "/api/vendorprofile/updateworkorder",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "Save of the vendor detail: schedule date, assigned technician, the vendor's note. Writes 'Vendor Updated.' and notifies the dispatcher.",
        body: VendorUpdateWorkOrderBody,
        response: { 200: VendorWorkOrderDetail },
      },
    },
    (req) => updateVendorWorkOrder(ctx, currentUser(req), req.body),
  );

  app.put(
    "/api/vendorprofile/assigntech",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description: "Assign Tech popup: one of the caller's vendor's technicians, or none (techid null).",
        body: AssignTechBody,
        response: { 200: VendorWorkOrderDetail },
      },
    },
    (req) => assignTech(ctx, currentUser(req), req.body),
  );

  app.get(
    "/api/vendorprofile/notes/:workOrderId",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "Notes the vendor may see (canvendorsee): Vendor and Client and Vendor notes, and its own.",
        params: VendorNotesParams,
        response: { 200: WorkOrderNotes },
      },
    },
    async (req) => (await listVendorNotes(db, currentUser(req), req.params.workOrderId)).map(presentNote),
  );

  app.post(
    "/api/vendorprofile/savenote",
    {
      config: { access: vendorOrTech },
      schema: { tags, body: VendorSaveNoteBody, response: { 201: WorkOrderNote } },
    },
    async (req, reply) =>
      reply.status(201).send(presentNote(await saveVendorNote(ctx, currentUser(req), req.body))),
  );

  app.get(
    "/api/vendorprofile/attachmenttypes",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description: "Attachment types offered in the portal.",
        response: { 200: AttachmentTypes },
      },
    },
    () => PORTAL_ATTACHMENT_TYPES.map((t) => ({ ...t })),
  );

  app.post(
    "/api/vendorprofile/attachfile",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: `multipart/form-data: fields workorderid, attachmenttypeid (a portal type), phototag (Before / After), occurredat (a photo taken offline: the phone's time, ISO 8601; 400 when more than 2 min ahead or older than 24 h); file parts as for /api/workorder/attachfile (extensions ${ALLOWED_EXTENSIONS.join(", ")}). Filed under the caller's own vendor line.`,
        response: { 201: Attachments },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      vendorIdOf(user);
      const upload = await receive(req, (fields) => vendorUploadTarget(db, user, fields));
      return reply.status(201).send(await uploadVendorAttachments(ctx, user, upload));
    },
  );

  app.get(
    "/api/vendorprofile/currentvendor",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description: "The caller's own vendor (data.vendor).",
        response: { 200: CurrentVendor },
      },
    },
    (req) => currentVendor(db, currentUser(req)),
  );

  app.get(
    "/api/vendorprofile/techs",
    {
      config: { access: vendorOrTech },
      schema: { tags, description: "The caller's vendor's technicians.", response: { 200: Techs } },
    },
    (req) => listTechs(db, currentUser(req)),
  );

  app.post(
    "/api/vendorprofile/createtech",
    {
      config: { access: vendorOffice },
      schema: { tags, body: CreateTechBody, response: { 201: Tech } },
    },
    async (req, reply) => reply.status(201).send(await createTech(db, currentUser(req), req.body)),
  );

  app.patch(
    "/api/vendorprofile/updatetech",
    {
      config: { access: vendorOffice },
      schema: { tags, body: UpdateTechBody, response: { 200: Tech } },
    },
    (req) => updateTech(db, currentUser(req), req.body),
  );

  app.post(
    "/api/vendorprofile/changetechpassword",
    {
      config: { access: vendorOffice },
      schema: {
        tags,
        description:
          "Change Password: sets the tech's password (argon2id) in the built-in identity provider and revokes its sessions.",
        body: ChangeTechPasswordBody,
        response: { 200: ChangeTechPasswordResult },
      },
    },
    (req) => changeTechPassword(db, currentUser(req), req.body),
  );

  app.get(
    "/api/vendorprofile/vendornotes",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "My Profile's notes: the caller's own vendor's notes flagged canvendorsee, newest first.",
        response: { 200: VendorProfileNotes },
      },
    },
    (req) => listMyVendorNotes(db, currentUser(req)),
  );

  app.get(
    "/api/vendorprofile/documents",
    {
      config: { access: vendorOrTech },
      schema: { tags, description: "The vendor's compliance documents.", response: { 200: VendorDocuments } },
    },
    (req) => listDocuments(db, currentUser(req)),
  );

  app.post(
    "/api/vendorprofile/uploaddocument",
    {
      config: { access: vendorOffice },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description:
          "multipart/form-data: doctype (W9, GL, WC, Profile), optional date (sets the vendor's date field), one file. Answers 'A new document has been uplaoded for review.'",
        response: { 201: UploadDocumentResult },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      // Refused before the file is read; the service asks the same policy again before it writes.
      assertAllowed(user, "uploadVendorDocument", { vendorid: user.vendorid });
      const upload = await receive(req);
      return reply.status(201).send(await uploadDocument(ctx, user, upload));
    },
  );

  app.get(
    "/api/vendorprofile/document/:id/download",
    {
      config: { access: vendorOrTech },
      schema: { tags, description: "One of the vendor's own documents.", params: VendorDocumentParams },
    },
    async (req, reply) => {
      const file = await openDocument(ctx, currentUser(req), req.params.id);
      return reply.headers(file.headers).send(file.body);
    },
  );
};
