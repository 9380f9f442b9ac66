import {
  CreateVendorInvoiceBody,
  DeleteProposalAttachmentQuery,
  DeleteVendorInvoiceQuery,
  DeleteVendorProposalQuery,
  IdResult,
  ImportItemsResult,
  NewVendorProposalBody,
  ProposalAttachmentResult,
  UpdateVendorInvoiceBody,
  UpdateVendorProposalBody,
  VendorBillingIdParams,
  VendorBillingLists,
  VendorBillingQuery,
  VendorInvoiceDocumentBody,
  VendorInvoiceSubmitBody,
  VendorPortalInvoice,
  VendorPortalInvoices,
  VendorPortalProposal,
  VendorPortalProposals,
  VendorProposalDocumentBody,
  VendorProposalSubmitBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { anyOf, role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { rowsToXlsx, xlsxHeaders } from "../../platform/xlsx/xlsx-export.ts";
import { ALLOWED_EXTENSIONS, registerUploads } from "../attachments/index.ts";
import { sendBillingDocument } from "../invoices/index.ts";
import { INVOICE_EXPORT_COLUMNS, PROPOSAL_EXPORT_COLUMNS } from "./billing-export.ts";
import { importInvoiceItems, importProposalItems } from "./import-items.service.ts";
import { IMPORT_COLUMNS } from "./import-items.ts";
import { attachToProposal, removeProposalAttachment } from "./proposal-attachments.service.ts";
import { vendorInvoiceDocument, vendorProposalDocument } from "./vendor-document.ts";
import {
  clonePortalInvoice,
  createPortalInvoice,
  deletePortalInvoice,
  getPortalInvoice,
  listPortalInvoices,
  submitPortalInvoice,
  updatePortalInvoice,
} from "./vendor-invoices.service.ts";
import {
  clonePortalProposal,
  deletePortalProposal,
  getPortalProposal,
  listPortalProposals,
  newPortalProposal,
  submitPortalProposal,
  updatePortalProposal,
} from "./vendor-proposals.service.ts";
import { vendorBillingLists } from "./vendor-scope.ts";

const tags = ["vendor portal: proposals and invoices"];
/** Vendor and Tech users, each only for their own vendor's rows (docs/permissions.md). */
const vendorSide = anyOf(role("Vendor"), role("Tech"));
const config = { access: vendorSide };
const MAX_FILES = 20;

export const vendorBillingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const receive = await registerUploads(app, ctx.config, { files: MAX_FILES, fields: 10 });
  const importDescription = (what: string) =>
    `multipart/form-data: field ${what} (optional version) and exactly one .xlsx or .xls file (at most ATTACHMENT_MAX_MB). First row names the columns: ${IMPORT_COLUMNS.join(", ")}. Every row is checked like a typed line; one bad row refuses the file (400, fields name each row) and nothing is imported. Draft only.`;

  // --- proposals
  app.get(
    "/api/vendorprofile/vendorworkorderproposals/lists",
    { config, schema: { tags, response: { 200: VendorBillingLists } } },
    () => vendorBillingLists(),
  );
  app.get(
    "/api/vendorprofile/vendorworkorderproposals",
    {
      config,
      schema: {
        tags,
        description:
          "The caller's vendor's proposals on one work order (workorderid), or all of them in one status (status=open|waiting|approved|rejected).",
        querystring: VendorBillingQuery,
        response: { 200: VendorPortalProposals },
      },
    },
    async (req) => ({
      proposals: await listPortalProposals(db, currentUser(req), req.query),
      lists: vendorBillingLists(),
    }),
  );
  app.get(
    "/api/vendorprofile/vendorworkorderproposals/export",
    {
      config,
      schema: {
        tags,
        description:
          "Proposals.xlsx: the same rows as vendorworkorderproposals (one work order or one status).",
        querystring: VendorBillingQuery,
      },
    },
    async (req, reply) => {
      const rows = await listPortalProposals(db, currentUser(req), req.query);
      return reply
        .headers(xlsxHeaders("Proposals.xlsx"))
        .send(rowsToXlsx("Proposals", PROPOSAL_EXPORT_COLUMNS, rows));
    },
  );
  app.post(
    "/api/vendorprofile/newproposal",
    { config, schema: { tags, body: NewVendorProposalBody, response: { 200: VendorPortalProposal } } },
    (req) => newPortalProposal(db, currentUser(req), req.body),
  );
  app.post(
    "/api/vendorprofile/updateproposal",
    {
      config,
      schema: {
        tags,
        description: "Draft (status 1) only.",
        body: UpdateVendorProposalBody,
        response: { 200: VendorPortalProposal },
      },
    },
    (req) => updatePortalProposal(db, currentUser(req), req.body),
  );
  app.post(
    "/api/vendorprofile/cloneproposal/:id",
    { config, schema: { tags, params: VendorBillingIdParams, response: { 200: VendorPortalProposal } } },
    (req) => clonePortalProposal(db, currentUser(req), req.params.id),
  );
  app.delete(
    "/api/vendorprofile/deleteproposal",
    {
      config,
      schema: {
        tags,
        description: "Draft (status 1) only.",
        querystring: DeleteVendorProposalQuery,
        response: { 200: IdResult },
      },
    },
    (req) => deletePortalProposal(db, currentUser(req), req.query),
  );
  app.put(
    "/api/vendorprofile/updateproposalstatus",
    {
      config,
      schema: {
        tags,
        description:
          "Submit: proposalStatusId 2, from draft (1) only. Approve and reject are staff decisions (403).",
        body: VendorProposalSubmitBody,
        response: { 200: VendorPortalProposal },
      },
    },
    (req) => submitPortalProposal(db, currentUser(req), req.body),
  );
  app.post(
    "/api/vendorprofile/importproposalitems",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      config,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: importDescription("proposalid"),
        response: { 200: ImportItemsResult },
      },
    },
    async (req) => importProposalItems(db, currentUser(req), await receive(req)),
  );
  app.post(
    "/api/vendorprofile/generatevendorproposal",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config,
      schema: { tags, description: "HTML preview (preview: true) or PDF.", body: VendorProposalDocumentBody },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const p = await getPortalProposal(db, user, req.body.proposalid);
      const d = await vendorProposalDocument(db, user, p);
      return sendBillingDocument(reply, d, req.body.format ?? (req.body.preview ? "html" : "pdf"));
    },
  );

  app.post(
    "/api/vendorprofile/proposalattachments",
    {
      config,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: `multipart/form-data: field proposalid and up to ${MAX_FILES} files (each up to ATTACHMENT_MAX_MB; ${ALLOWED_EXTENSIONS.join(", ")}; content must match the extension). Stored as work-order attachments of type Vendor Proposal on the caller's vendor line and linked to the draft proposal; all files or none.`,
        response: { 201: ProposalAttachmentResult },
      },
    },
    async (req, reply) => {
      const files = await attachToProposal(ctx, currentUser(req), await receive(req));
      return reply.status(201).send(files.map((f) => ({ id: f.id })));
    },
  );
  app.delete(
    "/api/vendorprofile/proposalattachment",
    {
      config,
      schema: {
        tags,
        description: "Removes a file from a draft proposal.",
        querystring: DeleteProposalAttachmentQuery,
        response: { 200: IdResult },
      },
    },
    (req) => removeProposalAttachment(ctx, currentUser(req), req.query),
  );

  // --- invoices
  app.get(
    "/api/vendorprofile/vendorworkorderinvoices",
    {
      config,
      schema: {
        tags,
        description:
          "The caller's vendor's invoices on one work order (workorderid), or all of them in one status.",
        querystring: VendorBillingQuery,
        response: { 200: VendorPortalInvoices },
      },
    },
    async (req) => ({
      invoices: await listPortalInvoices(db, currentUser(req), req.query),
      lists: vendorBillingLists(),
    }),
  );
  app.get(
    "/api/vendorprofile/vendorworkorderinvoices/export",
    {
      config,
      schema: {
        tags,
        description:
          "Invoices.xlsx: the same rows as vendorworkorderinvoices (one work order or one status).",
        querystring: VendorBillingQuery,
      },
    },
    async (req, reply) => {
      const rows = await listPortalInvoices(db, currentUser(req), req.query);
      return reply
        .headers(xlsxHeaders("Invoices.xlsx"))
        .send(rowsToXlsx("Invoices", INVOICE_EXPORT_COLUMNS, rows));
    },
  );
  app.post(
    "/api/vendorprofile/createinvoice/:id",
    {
      config,
      schema: {
        tags,
        description: "A draft invoice from the approved (status 3) proposal {id}, with its lines.",
        params: VendorBillingIdParams,
        body: CreateVendorInvoiceBody,
        response: { 200: VendorPortalInvoice },
      },
    },
    (req) => createPortalInvoice(db, currentUser(req), req.params.id, req.body),
  );
  app.post(
    "/api/vendorprofile/updateinvoice",
    {
      config,
      schema: {
        tags,
        description: "Draft (status 1) only.",
        body: UpdateVendorInvoiceBody,
        response: { 200: VendorPortalInvoice },
      },
    },
    (req) => updatePortalInvoice(db, currentUser(req), req.body),
  );
  app.post(
    "/api/vendorprofile/cloneinvoice/:id",
    { config, schema: { tags, params: VendorBillingIdParams, response: { 200: VendorPortalInvoice } } },
    (req) => clonePortalInvoice(db, currentUser(req), req.params.id),
  );
  app.delete(
    "/api/vendorprofile/deleteinvoice",
    {
      config,
      schema: {
        tags,
        description: "Draft (status 1) only.",
        querystring: DeleteVendorInvoiceQuery,
        response: { 200: IdResult },
      },
    },
    (req) => deletePortalInvoice(db, currentUser(req), req.query),
  );
  app.put(
    "/api/vendorprofile/updateinvoicestatus",
    {
      config,
      schema: {
        tags,
        description:
          "Submit: invoiceStatusId 2, from draft only. The vendor line then shows the invoice number and amount (Cost) for staff to approve on the Vendor tab.",
        body: VendorInvoiceSubmitBody,
        response: { 200: VendorPortalInvoice },
      },
    },
    (req) => submitPortalInvoice(db, currentUser(req), req.body),
  );
  app.post(
    "/api/vendorprofile/importinvoiceitems",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.import),
      config,
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        description: importDescription("invoiceid"),
        response: { 200: ImportItemsResult },
      },
    },
    async (req) => importInvoiceItems(db, currentUser(req), await receive(req)),
  );
  app.post(
    "/api/vendorprofile/generatevendorinvoice",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config,
      schema: { tags, description: "HTML preview (preview: true) or PDF.", body: VendorInvoiceDocumentBody },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const i = await getPortalInvoice(db, user, req.body.invoiceid);
      const d = await vendorInvoiceDocument(db, user, i);
      return sendBillingDocument(reply, d, req.body.format ?? (req.body.preview ? "html" : "pdf"));
    },
  );
};
