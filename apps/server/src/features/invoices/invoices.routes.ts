import {
  Invoice,
  InvoiceDocumentBody,
  InvoiceId,
  InvoiceIdQuery,
  InvoiceInput,
  InvoiceStatusBody,
  Invoices,
  InvoicesQuery,
  InvoiceUpdate,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { tabReader } from "../../platform/workorder-core/index.ts";
import { sendBillingDocument } from "./billing-document.send.ts";
import { loadInvoiceDocument } from "./billing-document.ts";
import {
  changeInvoiceStatus,
  createInvoice,
  listInvoices,
  removeInvoice,
  updateInvoice,
} from "./invoices.service.ts";

const tags = ["customer invoices"];
const reader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));
const approver = allOf(staffOnly, permissionOrAdmin("approve:customerinvoice"));

export const invoiceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/invoices",
    {
      config: { access: tabReader("invoices") },
      schema: {
        tags,
        querystring: InvoicesQuery,
        response: { 200: Invoices },
      },
    },
    (req) => listInvoices(db, currentUser(req), req.query.workorderid),
  );

  app.post(
    "/api/workorder/saveinvoice",
    {
      config: { access: writer },
      schema: {
        tags,
        description: "New invoice; due date defaults to today + the customer's term in days (spec 2 §9).",
        body: InvoiceInput,
        response: { 200: Invoice },
      },
    },
    (req) => createInvoice(db, currentUser(req), req.body),
  );

  app.put(
    "/api/workorder/updateinvoice",
    { config: { access: writer }, schema: { tags, body: InvoiceUpdate, response: { 200: Invoice } } },
    (req) => updateInvoice(db, currentUser(req), req.body),
  );

  for (const [action, access] of [
    ["approve", approver],
    ["unapprove", approver],
    ["reject", writer],
  ] as const) {
    app.put(
      `/api/workorder/${action}invoice`,
      {
        config: { access },
        schema: {
          tags,
          description: "Answers the work order's invoice list (spec 2 §7).",
          body: InvoiceStatusBody,
          response: { 200: Invoices },
        },
      },
      (req) => changeInvoiceStatus(db, currentUser(req), { ...req.body, action }),
    );
  }

  app.delete(
    "/api/workorder/removeinvoice",
    {
      config: { access: writer },
      schema: { tags, querystring: InvoiceIdQuery, response: { 200: z.boolean() } },
    },
    (req) => removeInvoice(db, currentUser(req), req.query.id),
  );

  app.post(
    "/api/workorder/generatewoinvoice",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config: { access: reader },
      schema: {
        tags,
        description: "Invoice as HTML (preview) or PDF.",
        body: InvoiceDocumentBody,
      },
    },
    async (req, reply) =>
      sendBillingDocument(
        reply,
        await loadInvoiceDocument(db, currentUser(req), req.body.invoiceid),
        req.body.format ?? (req.body.preview ? "html" : "pdf"),
      ),
  );

  app.post(
    "/api/workorder/generatewordwoinvoice",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config: { access: reader },
      schema: {
        tags,
        description:
          "Invoice as a Word file named '{wonumber}_invoice_{invoicenumber}.docx' (Content-Disposition).",
        body: InvoiceId,
      },
    },
    async (req, reply) =>
      sendBillingDocument(reply, await loadInvoiceDocument(db, currentUser(req), req.body.invoiceid), "docx"),
  );
};
