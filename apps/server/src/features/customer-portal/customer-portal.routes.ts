import {
  CustomerAttachmentTypes,
  CustomerBillingListParams,
  CustomerFormLists,
  CustomerInvoiceDocumentBody,
  CustomerInvoices,
  CustomerInvoicesExportQuery,
  CustomerNoteInput,
  CustomerProfile,
  CustomerProfileNotes,
  CustomerProposalDecision,
  CustomerProposalDocumentBody,
  CustomerProposals,
  CustomerSavedWorkOrder,
  CustomerWorkOrderDetail,
  CustomerWorkOrderIdQuery,
  CustomerWorkOrderInput,
  CustomerWorkOrderQuery,
  CustomerWorkOrderUpdate,
  NotesParams,
  PortalAttachments,
  PortalNote,
  PortalNotes,
  SimilarOrders,
  SimilarOrdersQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { rowsToXlsx, xlsxHeaders } from "../../platform/xlsx/xlsx-export.ts";
import { attachTarget, registerUploads } from "../attachments/index.ts";
import { sendBillingDocument } from "../invoices/index.ts";
import { findSimilarOrders } from "../workorders/index.ts";
import {
  customerAttachmentTypes,
  listCustomerAttachments,
  uploadCustomerAttachments,
} from "./customer-attachments.service.ts";
import { listMyInvoices, listMyProposals } from "./customer-billing-lists.service.ts";
import { listCustomerInvoices, loadCustomerInvoiceDocument } from "./customer-invoices.service.ts";
import { CUSTOMER_INVOICE_EXPORT_COLUMNS, exportCustomerInvoices } from "./customer-invoices-export.ts";
import { listCustomerNotes, saveCustomerNote } from "./customer-notes.service.ts";
import { listMyCustomerNotes } from "./customer-profile-notes.service.ts";
import {
  decideCustomerProposal,
  listCustomerProposals,
  loadCustomerProposalDocument,
} from "./customer-proposals.service.ts";
import {
  createCustomerWorkOrder,
  getCustomerLists,
  getCustomerProfile,
  getCustomerWorkOrder,
  updateCustomerWorkOrder,
} from "./customer-workorders.service.ts";

const tags = ["customer portal"];
/** Customer users only; every call is scoped to the caller's customer in the service (another's → 404). */
const customer = role("Customer");
const config = { access: customer };
const MAX_FILES = 20;

/** The customer portal (/customerprofile/*, spec 2 §2 Portals, §4, §7); the lists are in features/portals. */
export const customerPortalRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const receive = await registerUploads(app, ctx.config, { files: MAX_FILES });

  app.get(
    "/api/customerprofile/profile",
    {
      config,
      schema: {
        tags,
        description: "The read-only self-view (spec 3 §2.5).",
        response: { 200: CustomerProfile },
      },
    },
    (req) => getCustomerProfile(db, currentUser(req)),
  );

  app.get(
    "/api/customerprofile/customernotes",
    {
      config,
      schema: {
        tags,
        description:
          "The self-view's notes: the caller's own customer's notes flagged visible to the customer, newest first.",
        response: { 200: CustomerProfileNotes },
      },
    },
    (req) => listMyCustomerNotes(db, currentUser(req)),
  );

  app.get(
    "/api/customerprofile/getlists",
    {
      config,
      schema: {
        tags,
        description: "The portal form's lists: own job sites, priorities, trades 20/33/34/50.",
        response: { 200: CustomerFormLists },
      },
    },
    (req) => getCustomerLists(db, currentUser(req)),
  );

  app.get(
    "/api/customerprofile/getworkorder",
    {
      config,
      schema: { tags, querystring: CustomerWorkOrderQuery, response: { 200: CustomerWorkOrderDetail } },
    },
    (req) => getCustomerWorkOrder(db, currentUser(req), req.query.id),
  );

  app.post(
    "/api/customerprofile/saveworkorder",
    {
      config,
      schema: {
        tags,
        description:
          "New work order at one of the caller's job sites; the customer's dispatcher is notified.",
        body: CustomerWorkOrderInput,
        response: { 201: CustomerSavedWorkOrder },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createCustomerWorkOrder(db, currentUser(req), req.body, nowOf(ctx))),
  );

  app.put(
    "/api/customerprofile/updateworkorder",
    {
      config,
      schema: {
        tags,
        description: "The customer's fields of an open order; version required (stale → 409).",
        body: CustomerWorkOrderUpdate,
        response: { 200: CustomerSavedWorkOrder },
      },
    },
    (req) => updateCustomerWorkOrder(db, currentUser(req), req.body),
  );

  app.get(
    "/api/customerprofile/notes/:workOrderId",
    {
      config,
      schema: {
        tags,
        description: "Notes visible to the customer only.",
        params: NotesParams,
        response: { 200: PortalNotes },
      },
    },
    (req) => listCustomerNotes(db, currentUser(req), req.params.workOrderId),
  );

  app.post(
    "/api/customerprofile/savenote",
    { config, schema: { tags, body: CustomerNoteInput, response: { 201: PortalNote } } },
    async (req, reply) => reply.status(201).send(await saveCustomerNote(db, currentUser(req), req.body)),
  );

  app.get(
    "/api/customerprofile/proposals",
    {
      config,
      schema: {
        tags,
        description: "The order's completed proposals.",
        querystring: CustomerWorkOrderIdQuery,
        response: { 200: CustomerProposals },
      },
    },
    (req) => listCustomerProposals(db, currentUser(req), req.query.workorderid),
  );

  app.post(
    "/api/customerprofile/updateproposalstatus",
    {
      config,
      schema: {
        tags,
        description:
          "Approve (3) or reject (4, note required) a completed proposal, once: a second decision answers 409. Answers the order's proposal list.",
        body: CustomerProposalDecision,
        response: { 200: CustomerProposals },
      },
    },
    (req) => decideCustomerProposal(db, currentUser(req), req.body),
  );

  app.post(
    "/api/customerprofile/generateproposal",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config,
      schema: { tags, description: "Proposal preview (html) or PDF.", body: CustomerProposalDocumentBody },
    },
    async (req, reply) =>
      sendBillingDocument(
        reply,
        await loadCustomerProposalDocument(db, currentUser(req), req.body.proposalid),
        req.body.format,
      ),
  );

  app.get(
    "/api/customerprofile/invoices",
    {
      config,
      schema: {
        tags,
        description: "The order's approved invoices.",
        querystring: CustomerWorkOrderIdQuery,
        response: { 200: CustomerInvoices },
      },
    },
    (req) => listCustomerInvoices(db, currentUser(req), req.query.workorderid),
  );

  app.get(
    "/api/customerprofile/invoices/export",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.export),
      config,
      schema: {
        tags,
        description:
          "{wonumber}_invoices.xlsx: the Invoices tab's rows, or the selected ones (ids, comma separated).",
        querystring: CustomerInvoicesExportQuery,
      },
    },
    async (req, reply) => {
      const rows = await exportCustomerInvoices(db, currentUser(req), req.query);
      return reply
        .headers(xlsxHeaders(rows[0] ? `${rows[0].wonumber}_invoices.xlsx` : "Invoices.xlsx"))
        .send(rowsToXlsx("Invoices", CUSTOMER_INVOICE_EXPORT_COLUMNS, rows));
    },
  );

  app.post(
    "/api/customerprofile/generateinvoice",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config,
      schema: {
        tags,
        description: "Approved invoice preview (html) or PDF.",
        body: CustomerInvoiceDocumentBody,
      },
    },
    async (req, reply) =>
      sendBillingDocument(
        reply,
        await loadCustomerInvoiceDocument(db, currentUser(req), req.body.invoiceid),
        req.body.format,
      ),
  );

  app.get(
    "/api/customerprofile/myproposals/:status",
    {
      config,
      schema: {
        tags,
        description: "My Proposals (hidden menu entry).",
        params: CustomerBillingListParams,
        response: { 200: CustomerProposals },
      },
    },
    (req) => listMyProposals(db, currentUser(req), req.params.status),
  );

  app.get(
    "/api/customerprofile/myinvoices/:status",
    {
      config,
      schema: {
        tags,
        description: "My Invoices (hidden menu entry).",
        params: CustomerBillingListParams,
        response: { 200: CustomerInvoices },
      },
    },
    (req) => listMyInvoices(db, currentUser(req), req.params.status),
  );

  app.get(
    "/api/customerprofile/attachments",
    {
      config,
      schema: { tags, querystring: CustomerWorkOrderIdQuery, response: { 200: PortalAttachments } },
    },
    (req) => listCustomerAttachments(db, currentUser(req), req.query.workorderid),
  );

  app.get(
    "/api/customerprofile/getattachmenttypes",
    {
      config,
      schema: {
        tags,
        description: "The types a customer may upload.",
        response: { 200: CustomerAttachmentTypes },
      },
    },
    () => customerAttachmentTypes(db),
  );

  app.post(
    "/api/customerprofile/attachfile",
    {
      config,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description:
          "multipart/form-data: fields workorderid, attachmenttypeid (1 Work Request, 9 Photo, 10 Other); one or more file parts. Same checks as /api/workorder/attachfile; downloads go through /api/workorder/attachment/{id}/download.",
        response: { 201: PortalAttachments },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const upload = await receive(req, (fields) => attachTarget(db, user, fields, "customerUpload"));
      return reply.status(201).send(await uploadCustomerAttachments(ctx, user, upload));
    },
  );

  app.get(
    "/api/customerprofile/similar",
    {
      config,
      schema: {
        tags,
        description:
          "Recall / duplicate warning of the portal's new-order form: the caller's own orders at the site (and trade).",
        querystring: SimilarOrdersQuery,
        response: { 200: SimilarOrders },
      },
    },
    (req) => findSimilarOrders(db, currentUser(req), req.query, nowOf(ctx)),
  );
};
