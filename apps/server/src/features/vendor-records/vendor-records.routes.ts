import {
  DeleteRowParams,
  IdResult,
  UpdateRateBody,
  VendorAttachment,
  VendorAttachmentDeleteQuery,
  VendorAttachmentIdParams,
  VendorAttachmentList,
  VendorAttachmentSendDocParams,
  VendorAttachmentSendDocResult,
  VendorAttachmentUpdateBody,
  VendorAttachmentUploadQuery,
  VendorPaymentPullStarted,
  VendorPayments,
  VendorRecordQuery,
  VendorTradeAddBody,
  VendorTradeCandidates,
  VendorTradeCandidatesQuery,
  VendorTradeCopyBody,
  VendorTradeCopyParams,
  VendorTradeRateAddBody,
  VendorTradeRemoveBody,
  VendorTrades,
  VendorTradesResult,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { enqueueVendorPaymentPull } from "../accounting/index.ts";
import { ALLOWED_EXTENSIONS, registerPartyAttachmentRoutes, registerUploads } from "../attachments/index.ts";
import { addRate, deleteRate, updateRate } from "../rates/index.ts";
import {
  listVendorAttachments,
  openVendorAttachment,
  openVendorPortalDocument,
  removeVendorAttachment,
  updateVendorAttachment,
  uploadVendorAttachments,
  vendorAttachTarget,
} from "./vendor-attachments.service.ts";
import { sendDocumentRequest } from "./vendor-letters.ts";
import { listVendorPayments } from "./vendor-payments.service.ts";
import { vendorRecordsStaff as access } from "./vendor-records-access.ts";
import {
  addVendorTrade,
  copyCandidates,
  copyVendorTrade,
  listVendorTrades,
  removeVendorTrade,
  requireVendor,
  requireVendorTrade,
} from "./vendor-trades.service.ts";

const tags = ["vendor records"];
const PortalDocumentParams = z.object({ vendorid: DeleteRowParams.shape.id, id: DeleteRowParams.shape.id });

/** The Trades, Attachments and Payments tabs of the vendor details page (spec 3 §2.8–2.10, §7.2). */
export const vendorRecordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  // ---- trades
  app.get(
    "/api/vendor/gettrades",
    {
      config: { access },
      schema: {
        tags,
        description: "The vendor's trades (not removed), each with its rates.",
        querystring: VendorRecordQuery,
        response: { 200: VendorTrades },
      },
    },
    async (req) => {
      await requireVendor(db, req.query.vendorid);
      return listVendorTrades(db, req.query.vendorid);
    },
  );
  app.post(
    "/api/vendor/trade/add",
    {
      config: { access },
      schema: {
        tags,
        description: "Adds a trade the vendor lacks (a removed one comes back); answers the trades.",
        body: VendorTradeAddBody,
        response: { 200: VendorTradesResult },
      },
    },
    (req) => addVendorTrade(db, currentUser(req), req.body),
  );
  app.put(
    "/api/vendor/trade/remove",
    {
      config: { access },
      schema: {
        tags,
        description: "Removes a trade (isdeleted; its rates stay); answers the trades.",
        body: VendorTradeRemoveBody,
        response: { 200: VendorTradesResult },
      },
    },
    (req) => removeVendorTrade(db, currentUser(req), req.body),
  );
  app.post(
    "/api/vendor/copytrade/:tradeid",
    {
      config: { access },
      schema: {
        tags,
        description:
          "Copies the vendor trade {tradeid} (a vendortradeid) with its rates to the vendors listed ([{tradeid, vendorid}]); rates a target already has by name are kept. All or nothing; answers the source vendor's trades.",
        params: VendorTradeCopyParams,
        body: VendorTradeCopyBody,
        response: { 200: VendorTradesResult },
      },
    },
    (req) => copyVendorTrade(db, currentUser(req), req.params.tradeid, req.body),
  );
  app.get(
    "/api/vendor/copytrade/candidates",
    {
      config: { access },
      schema: {
        tags,
        description: "Active vendors (other than vendorid) a trade can be copied to, by name, 50 at most.",
        querystring: VendorTradeCandidatesQuery,
        response: { 200: VendorTradeCandidates },
      },
    },
    (req) => copyCandidates(db, req.query.vendorid, req.query.search),
  );

  // ---- rates (the rules live in features/rates)
  app.post(
    "/api/vendor/rate/add",
    {
      config: { access },
      schema: {
        tags,
        description: "A new rate on a vendor trade with its states, cities, counties and ZIP codes.",
        body: VendorTradeRateAddBody,
        response: { 200: IdResult },
      },
    },
    async (req) => {
      const { vendortradeid, ...fields } = req.body;
      await requireVendorTrade(db, vendortradeid);
      return addRate(db, currentUser(req), { vendortradeid }, fields);
    },
  );
  app.put(
    "/api/vendor/rate/update",
    {
      config: { access },
      schema: {
        tags,
        description: "A vendor rate at its version (409 when stale); areas are replaced by the ones sent.",
        body: UpdateRateBody,
        response: { 200: IdResult },
      },
    },
    (req) => updateRate(db, currentUser(req), "vendortradeid", req.body),
  );
  app.delete(
    "/api/vendor/rate/delete/:id",
    { config: { access }, schema: { tags, params: DeleteRowParams, response: { 200: IdResult } } },
    (req) => deleteRate(db, currentUser(req), "vendortradeid", req.params.id),
  );

  // ---- attachments
  const receive = await registerUploads(app, ctx.config, { files: 20 });
  registerPartyAttachmentRoutes(app, ctx, receive, {
    party: "vendor",
    access,
    tags,
    schemas: {
      listQuery: VendorRecordQuery,
      list: VendorAttachmentList,
      uploadQuery: VendorAttachmentUploadQuery,
      row: VendorAttachment,
      update: VendorAttachmentUpdateBody,
      idParams: VendorAttachmentIdParams,
      deleteQuery: VendorAttachmentDeleteQuery,
    },
    descriptions: {
      list: "Staff's attachments of the vendor and the documents the vendor uploaded from its profile.",
      upload: `multipart/form-data: fields vendorid, attachmenttypeid (12 Vendor Profile, 13 COI, 14 W9, 15 WC, 23 ACH, 11 Other), optional expirationdate (COI/WC: moves the vendor's GL/WC end date forward); one or more file parts. notify=true mails the vendor a receipt. Allowed extensions: ${ALLOWED_EXTENSIONS.join(", ")}. All files are stored or none.`,
      download: "The file: inline for jpg, jpeg, png, gif, pdf, html, txt, a download otherwise.",
    },
    list: listVendorAttachments,
    attachTarget: vendorAttachTarget,
    upload: (ctx, user, upload, query) => uploadVendorAttachments(ctx, user, upload, query.notify === true),
    update: updateVendorAttachment,
    remove: removeVendorAttachment,
    open: openVendorAttachment,
  });
  app.get(
    "/api/vendor/document/:vendorid/:id/download",
    {
      config: { access },
      schema: {
        tags,
        description: "A compliance document the vendor uploaded from its profile (inline when previewable).",
        params: PortalDocumentParams,
      },
    },
    async (req, reply) => {
      const file = await openVendorPortalDocument(ctx, req.params.vendorid, req.params.id);
      return reply.headers(file.headers).send(file.body);
    },
  );
  app.post(
    "/api/vendor/senddoc/:vendorid/:doctype",
    {
      config: { access },
      schema: {
        tags,
        description:
          "Sends the vendor a request for a document (doctype = a vendor attachment type id) through the outbox.",
        params: VendorAttachmentSendDocParams,
        response: { 200: VendorAttachmentSendDocResult },
      },
    },
    (req) => sendDocumentRequest(db, currentUser(req), req.params.vendorid, req.params.doctype),
  );

  // ---- payments
  app.get(
    "/api/vendor/payments",
    {
      config: { access },
      schema: {
        tags,
        description: "The vendor's payments (QuickBooks bill payments), newest first, with their lines.",
        querystring: VendorRecordQuery,
        response: { 200: VendorPayments },
      },
    },
    (req) => listVendorPayments(db, req.query.vendorid),
  );
  app.post(
    "/api/vendor/payments/refresh",
    {
      config: { access },
      schema: {
        tags,
        description:
          "Queues a pull of the vendor's QuickBooks bill payments (202 with the job id; 409 while one is running).",
        querystring: VendorRecordQuery,
        response: { 202: VendorPaymentPullStarted },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      assertAllowed(user, "refreshVendorPayments", {});
      const job = await db.transaction(async (tx) => {
        await requireVendor(tx, req.query.vendorid);
        return enqueueVendorPaymentPull(ctx.jobs, tx, req.query.vendorid, { createdBy: user.id });
      });
      ctx.jobs.poke();
      return reply.status(202).send({ jobid: job.id });
    },
  );
};
