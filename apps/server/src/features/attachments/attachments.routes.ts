import {
  Attachment,
  AttachmentIdParams,
  AttachmentRows,
  Attachments,
  AttachmentsQuery,
  AttachmentTypes,
  IdResult,
  ReadAccess,
  UpdateAttachmentBody,
  VendorLineParams,
  ZipBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, anyOf, permissionOrAdmin, role, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { ALLOWED_EXTENSIONS, registerUploads } from "../../platform/uploads/index.ts";
import { tabOrPortalReader } from "../../platform/workorder-core/index.ts";
import { openAttachment, zipAttachments } from "./attachment-download.service.ts";
import {
  attachTarget,
  listAttachments,
  listAttachmentTypes,
  listVendorLineAttachments,
  removeAttachment,
  updateAttachment,
  uploadAttachments,
} from "./attachments.service.ts";

const tags = ["attachments"];
const staffReader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const staffWriter = allOf(staffOnly, permissionOrAdmin("update:workorder"));
/** Vendor, tech and customer users read within their row-level scope (docs/permissions.md). */
const scopedReader = anyOf(staffReader, role("Vendor"), role("Tech"), role("Customer"));
const MAX_FILES = 20;

export const attachmentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const receive = await registerUploads(app, ctx.config, { files: MAX_FILES });

  app.get(
    "/api/workorder/getattachmenttypes",
    {
      config: { access: scopedReader },
      schema: {
        tags,
        description: "Attachment types for work orders.",
        response: { 200: AttachmentTypes },
      },
    },
    (req) => listAttachmentTypes(db, currentUser(req)),
  );

  app.get(
    "/api/workorder/attachments",
    {
      config: { access: tabOrPortalReader("attachments") },
      schema: {
        tags,
        description:
          "The Attachments tab grid, newest first. Vendors/techs see their orders' files except other vendors' lines; customers see their orders' files that belong to no vendor line.",
        querystring: AttachmentsQuery,
        response: { 200: AttachmentRows },
      },
    },
    (req) => listAttachments(db, currentUser(req), req.query.workorderid),
  );

  app.get(
    "/api/workorder/vendor/attachments/:workordervendorid",
    {
      config: { access: anyOf(staffReader, role("Vendor"), role("Tech")) },
      schema: {
        tags,
        description: "Attachments of one vendor line; a vendor or tech only for its own vendor's line.",
        params: VendorLineParams,
        response: { 200: Attachments },
      },
    },
    (req) => listVendorLineAttachments(db, currentUser(req), req.params.workordervendorid),
  );

  app.post(
    "/api/workorder/attachfile",
    {
      config: { access: staffWriter },
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: `multipart/form-data: fields workorderid, attachmenttypeid, optional workordervendorid; one or more file parts (at most ${MAX_FILES}, each up to ATTACHMENT_MAX_MB). Allowed extensions: ${ALLOWED_EXTENSIONS.join(", ")}; content must match the extension. All files are stored or none.`,
        response: { 201: Attachments },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const upload = await receive(req, (fields) => attachTarget(db, user, fields));
      return reply.status(201).send(await uploadAttachments(ctx, user, upload));
    },
  );

  app.put(
    "/api/workorder/updateattachment",
    {
      config: { access: staffWriter },
      schema: { tags, body: UpdateAttachmentBody, response: { 200: Attachment } },
    },
    (req) => updateAttachment(ctx, currentUser(req), req.body),
  );

  app.delete(
    "/api/workorder/removeattachment/:id",
    {
      config: { access: staffWriter },
      schema: { tags, params: AttachmentIdParams, response: { 200: IdResult } },
    },
    (req) => removeAttachment(ctx, currentUser(req), req.params.id),
  );

  app.get(
    "/api/workorder/attachment/:id/download",
    {
      config: { access: scopedReader },
      schema: {
        tags,
        description:
          "The file: inline for jpg, jpeg, png, pdf, html, txt, a download otherwise. HTML and text are served in a sandboxed, script-less document.",
        params: AttachmentIdParams,
      },
    },
    async (req, reply) => {
      const file = await openAttachment(ctx, currentUser(req), req.params.id);
      return reply.headers(file.headers).send(file.body);
    },
  );

  app.post(
    "/api/workorder/attachments/zip",
    {
      config: { access: scopedReader },
      schema: {
        tags,
        description:
          "'Download Selected': the chosen attachments of one work order as {wonumber}_attachments.zip.",
        body: ZipBody,
      },
    },
    async (req, reply) => {
      const file = await zipAttachments(ctx, currentUser(req), req.body.ids);
      return reply.headers(file.headers).send(file.body);
    },
  );

  app.get(
    "/api/storage/getSAS",
    {
      config: { access: staffReader },
      schema: {
        tags,
        description:
          "A short-lived, read-only SAS for the attachment container (Azure Blob Storage only; 409 storage_local when files are on local disk).",
        response: { 200: ReadAccess },
      },
    },
    () => {
      if (!ctx.blobs.readAccess) {
        throw new AppError(
          "storage_local",
          409,
          "Attachments are stored on the server's disk, so there is no blob-storage access token. Download files through the attachment download call.",
        );
      }
      return ctx.blobs.readAccess(ctx.config.SAS_TTL_MINUTES);
    },
  );
};
