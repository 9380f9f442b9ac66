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
import type { FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { anyOf, role } from "../../platform/auth/access.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { type ExportColumn, rowsToXlsx, xlsxHeaders } from "../../platform/xlsx/xlsx-export.ts";
import { ALLOWED_EXTENSIONS, type ReceivedUpload, registerUploads } from "../attachments/index.ts";
import { sendBillingDocument } from "../invoices/index.ts";
import { INVOICE_EXPORT_COLUMNS, PROPOSAL_EXPORT_COLUMNS } from "./billing-export.ts";
import { vendorBillingLists } from "./billing-lists.ts";
import {
  importInvoiceItems,
  importProposalItems,
  invoiceImportTarget,
  proposalImportTarget,
} from "./import-items.service.ts";
import { IMPORT_COLUMNS } from "./import-items.ts";
import {
  clonePortalInvoice,
  createPortalInvoice,
  deletePortalInvoice,
  getPortalInvoice,
  listPortalInvoices,
  submitPortalInvoice,
  updatePortalInvoice,
} from "./portal-invoices.service.ts";
import {
  clonePortalProposal,
  deletePortalProposal,
  getPortalProposal,
  listPortalProposals,
  newPortalProposal,
  submitPortalProposal,
  updatePortalProposal,
} from "./portal-proposals.service.ts";
import {
  attachToProposal,
  proposalUploadTarget,
  removeProposalAttachment,
} from "./proposal-attachments.service.ts";
import { vendorInvoiceDocument, vendorProposalDocument } from "./vendor-document.ts";

const tags = ["vendor portal: proposals and invoices"];
/** Vendor and Tech users, each only for their own vendor's rows (docs/permissions.md). */
const vendorSide = anyOf(role("Vendor"), role("Tech"));
const config = { access: vendorSide };
const MAX_FILES = 20;
type BillingDocument = Parameters<typeof sendBillingDocument>[1];
type DocumentFormat = Parameters<typeof sendBillingDocument>[2];

/** A kind's schemas: its document, list, update, delete, submit and document-request bodies. */
interface DocumentSchemas {
  doc: z.ZodTypeAny;
  list: z.ZodTypeAny;
  update: z.ZodTypeAny;
  delete: z.ZodTypeAny;
  submit: z.ZodTypeAny;
  document: z.ZodTypeAny;
}
type Out<S extends DocumentSchemas, K extends keyof DocumentSchemas> = z.output<S[K]>;

/** What one document kind's routes need: its paths' words, schemas and service calls (the table below). */
interface DocumentRoutes<S extends DocumentSchemas> {
  /** proposal | invoice: the words in the paths (updateproposal, vendorworkorderinvoices …). */
  kind: "proposal" | "invoice";
  plural: "Proposals" | "Invoices";
  schemas: S;
  descriptions: { list: string; submit: string };
  list: (db: Db, user: AuthUser, q: z.output<typeof VendorBillingQuery>) => Promise<Out<S, "doc">[]>;
  listBody: (rows: Out<S, "doc">[]) => Out<S, "list">;
  exportColumns: ExportColumn<Out<S, "doc">>[];
  update: (db: Db, user: AuthUser, body: Out<S, "update">) => Promise<Out<S, "doc">>;
  clone: (db: Db, user: AuthUser, id: number) => Promise<Out<S, "doc">>;
  remove: (db: Db, user: AuthUser, q: Out<S, "delete">) => Promise<{ id: number }>;
  submit: (db: Db, user: AuthUser, body: Out<S, "submit">) => Promise<Out<S, "doc">>;
  importItems: (db: Db, user: AuthUser, upload: ReceivedUpload) => Promise<ImportItemsResult>;
  /** the import's target (owner, draft), checked before the file is judged or parsed */
  importTarget: (db: Db, user: AuthUser, fields: Record<string, string>) => Promise<unknown>;
  document: (db: Db, user: AuthUser, body: Out<S, "document">) => Promise<BillingDocument>;
  format: (body: Out<S, "document">) => DocumentFormat;
}

/** A kind's table, its schema types read off its schemas. */
const documentRoutes = <S extends DocumentSchemas>(r: DocumentRoutes<S>) => r;

/** The document as the body asks: its format, else the HTML preview, else the PDF. */
const previewOrFile = (body: { format?: DocumentFormat; preview?: boolean }): DocumentFormat =>
  body.format ?? (body.preview ? "html" : "pdf");

const PROPOSAL_ROUTES = documentRoutes({
  kind: "proposal",
  plural: "Proposals",
  schemas: {
    doc: VendorPortalProposal,
    list: VendorPortalProposals,
    update: UpdateVendorProposalBody,
    delete: DeleteVendorProposalQuery,
    submit: VendorProposalSubmitBody,
    document: VendorProposalDocumentBody,
  },
  descriptions: {
    list: "The caller's vendor's proposals on one work order (workorderid), or all of them in one status (status=open|waiting|approved|rejected).",
    submit: "Submit: proposalStatusId 2, from draft (1) only. Approve and reject are staff decisions (403).",
  },
  list: listPortalProposals,
  listBody: (proposals) => ({ proposals, lists: vendorBillingLists() }),
  exportColumns: PROPOSAL_EXPORT_COLUMNS,
  update: updatePortalProposal,
  clone: clonePortalProposal,
  remove: deletePortalProposal,
  submit: submitPortalProposal,
  importItems: importProposalItems,
  importTarget: proposalImportTarget,
  document: async (db, user, body) =>
    vendorProposalDocument(db, user, await getPortalProposal(db, user, body.proposalid)),
  format: previewOrFile,
});

const INVOICE_ROUTES = documentRoutes({
  kind: "invoice",
  plural: "Invoices",
  schemas: {
    doc: VendorPortalInvoice,
    list: VendorPortalInvoices,
    update: UpdateVendorInvoiceBody,
    delete: DeleteVendorInvoiceQuery,
    submit: VendorInvoiceSubmitBody,
    document: VendorInvoiceDocumentBody,
  },
  descriptions: {
    list: "The caller's vendor's invoices on one work order (workorderid), or all of them in one status.",
    submit:
      "Submit: invoiceStatusId 2, from draft only. The vendor line then shows the invoice number and amount (Cost) for staff to approve on the Vendor tab.",
  },
  list: listPortalInvoices,
  listBody: (invoices) => ({ invoices, lists: vendorBillingLists() }),
  exportColumns: INVOICE_EXPORT_COLUMNS,
  update: updatePortalInvoice,
  clone: clonePortalInvoice,
  remove: deletePortalInvoice,
  submit: submitPortalInvoice,
  importItems: importInvoiceItems,
  importTarget: invoiceImportTarget,
  document: async (db, user, body) =>
    vendorInvoiceDocument(db, user, await getPortalInvoice(db, user, body.invoiceid)),
  format: previewOrFile,
});

export const vendorBillingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const receive = await registerUploads(app, ctx.config, { files: MAX_FILES, fields: 10 });
  const plainApp = app.withTypeProvider<FastifyTypeProviderDefault>();

  /** The routes both documents have, one registration per kind (paths unchanged: ../shared/spec/api-calls.tsv). */
  const registerDocumentRoutes = <S extends DocumentSchemas>(r: DocumentRoutes<S>) => {
    const { kind, schemas } = r;
    // The type provider cannot infer through generic schemas: Fastify still validates and serialises with
    // them (the same compilers); the handlers see the schemas' outputs.
    const app = plainApp;
    const doc: z.ZodTypeAny = schemas.doc;
    const list: z.ZodTypeAny = schemas.list;
    const listPath = `/api/vendorprofile/vendorworkorder${kind}s`;
    app.get(
      listPath,
      {
        config,
        schema: {
          tags,
          description: r.descriptions.list,
          querystring: VendorBillingQuery,
          response: { 200: list },
        },
      },
      async (req) =>
        r.listBody(await r.list(db, currentUser(req), req.query as z.output<typeof VendorBillingQuery>)),
    );
    app.get(
      `${listPath}/export`,
      {
        preHandler: userQuota(ctx.database.db, QUOTAS.export),
        config,
        schema: {
          tags,
          description: `${r.plural}.xlsx: the same rows as vendorworkorder${kind}s (one work order or one status).`,
          querystring: VendorBillingQuery,
        },
      },
      async (req, reply) => {
        const rows = await r.list(db, currentUser(req), req.query as z.output<typeof VendorBillingQuery>);
        return reply
          .headers(xlsxHeaders(`${r.plural}.xlsx`))
          .send(rowsToXlsx(r.plural, r.exportColumns, rows));
      },
    );
    app.post(
      `/api/vendorprofile/update${kind}`,
      {
        config,
        schema: { tags, description: "Draft (status 1) only.", body: schemas.update, response: { 200: doc } },
      },
      (req) => r.update(db, currentUser(req), req.body as Out<S, "update">),
    );
    app.post(
      `/api/vendorprofile/clone${kind}/:id`,
      { config, schema: { tags, params: VendorBillingIdParams, response: { 200: doc } } },
      (req) => r.clone(db, currentUser(req), (req.params as z.output<typeof VendorBillingIdParams>).id),
    );
    app.delete(
      `/api/vendorprofile/delete${kind}`,
      {
        config,
        schema: {
          tags,
          description: "Draft (status 1) only.",
          querystring: schemas.delete,
          response: { 200: IdResult },
        },
      },
      (req) => r.remove(db, currentUser(req), req.query as Out<S, "delete">),
    );
    app.put(
      `/api/vendorprofile/update${kind}status`,
      {
        config,
        schema: { tags, description: r.descriptions.submit, body: schemas.submit, response: { 200: doc } },
      },
      (req) => r.submit(db, currentUser(req), req.body as Out<S, "submit">),
    );
    app.post(
      `/api/vendorprofile/import${kind}items`,
      {
        preHandler: userQuota(ctx.database.db, QUOTAS.import),
        config,
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          description: `multipart/form-data: field ${kind}id (optional version) and exactly one .xlsx or .xls file (at most ATTACHMENT_MAX_MB). First row names the columns: ${IMPORT_COLUMNS.join(", ")}. Every row is checked like a typed line; one bad row refuses the file (400, fields name each row) and nothing is imported. Draft only.`,
          response: { 200: ImportItemsResult },
        },
      },
      async (req) => {
        const user = currentUser(req);
        return r.importItems(db, user, await receive(req, (fields) => r.importTarget(db, user, fields)));
      },
    );
    app.post(
      `/api/vendorprofile/generatevendor${kind}`,
      {
        preHandler: userQuota(ctx.database.db, QUOTAS.document),
        config,
        schema: { tags, description: "HTML preview (preview: true) or PDF.", body: schemas.document },
      },
      async (req, reply) => {
        const body = req.body as Out<S, "document">;
        return sendBillingDocument(reply, await r.document(db, currentUser(req), body), r.format(body));
      },
    );
  };

  app.get(
    "/api/vendorprofile/vendorworkorderproposals/lists",
    { config, schema: { tags, response: { 200: VendorBillingLists } } },
    () => vendorBillingLists(),
  );
  registerDocumentRoutes(PROPOSAL_ROUTES);
  registerDocumentRoutes(INVOICE_ROUTES);

  // --- what only one kind has: a new proposal, its files; an invoice from an approved proposal
  app.post(
    "/api/vendorprofile/newproposal",
    { config, schema: { tags, body: NewVendorProposalBody, response: { 200: VendorPortalProposal } } },
    (req) => newPortalProposal(db, currentUser(req), req.body),
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
      const user = currentUser(req);
      const upload = await receive(req, (fields) => proposalUploadTarget(ctx.database.db, user, fields));
      const files = await attachToProposal(ctx, user, upload);
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
};
