import {
  InvoiceRuleInput,
  InvoiceRules,
  NteRaiseDecision,
  NteRaiseInput,
  NteRaiseOut,
  NteRaiseParams,
  NteRaises,
  NteRaisesQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, allOf, anyOf, permissionOrAdmin, role, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { listInvoiceRules, updateInvoiceRule } from "./invoice-rules.service.ts";
import { decideNteRaise, listNteRaises, requestNteRaise } from "./nte-raises.service.ts";

const tags = ["invoice rules"];
/** The accounting screens' users (AccountingAdmin) and Admin. */
const access = anyOf(role("AccountingAdmin"), adminOnly);
/** NTE raises: the vendor's office asks; staff who edit work orders decide; staff readers list. */
const vendorOffice = role("Vendor");
const staffReader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const staffWriter = allOf(staffOnly, permissionOrAdmin("update:workorder"));

export const invoiceRuleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/accounting/invoicerules",
    {
      config: { access },
      schema: {
        tags,
        description: "The invoice rules a vendor's portal invoice must hold to be approved automatically.",
        response: { 200: InvoiceRules },
      },
    },
    () => listInvoiceRules(db),
  );

  app.put(
    "/api/accounting/invoicerules",
    {
      config: { access },
      schema: {
        tags,
        description:
          "Turns one invoice rule on or off and sets its allowance, at the version shown (409 when stale).",
        body: InvoiceRuleInput,
        response: { 200: InvoiceRules },
      },
    },
    (req) => updateInvoiceRule(db, currentUser(req), req.body),
  );

  app.post(
    "/api/vendorprofile/nteraise",
    {
      config: { access: vendorOffice },
      schema: {
        tags,
        description: "The vendor asks for a higher NTE on one of its open orders, with a reason.",
        body: NteRaiseInput,
        response: { 201: NteRaiseOut },
      },
    },
    async (req, reply) => reply.status(201).send(await requestNteRaise(db, currentUser(req), req.body)),
  );

  app.get(
    "/api/vendorprofile/nteraises",
    {
      config: { access: vendorOffice },
      schema: { tags, querystring: NteRaisesQuery, response: { 200: NteRaises } },
    },
    (req) => listNteRaises(db, currentUser(req), req.query.workorderid),
  );

  app.get(
    "/api/workorder/nteraises",
    {
      config: { access: staffReader },
      schema: { tags, querystring: NteRaisesQuery, response: { 200: NteRaises } },
    },
    (req) => listNteRaises(db, currentUser(req), req.query.workorderid),
  );

  for (const decision of ["approve", "decline"] as const)
    app.post(
      `/api/workorder/nteraise/:id/${decision}`,
      {
        config: { access: staffWriter },
        schema: {
          tags,
          description: `The dispatcher ${decision}s a vendor's pending NTE raise${decision === "approve" ? " (the order's NTE becomes the requested one)" : ""}; logged and told to the vendor.`,
          params: NteRaiseParams,
          body: NteRaiseDecision,
          response: { 200: NteRaiseOut },
        },
      },
      (req) => decideNteRaise(db, currentUser(req), req.params.id, decision === "approve", req.body),
    );
};
