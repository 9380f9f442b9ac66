import {
  FlagNodParams,
  FlagNodResult,
  IdResult,
  RemoveVendorResult,
  SaveVendorBody,
  SignOffBody,
  UpdateVendorBody,
  VendorLineIdParams,
  VendorLines,
  VendorQcBody,
  VendorSelectionPage,
  VendorsByTradesQuery,
  WorkOrderVendorsQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { QUOTAS, userQuota } from "../../platform/auth/user-quota.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder, tabReader } from "../../platform/workorder-core/index.ts";
import { loadWorkOrderDocumentData, renderSignOffTicket } from "../documents/index.ts";
import {
  attachVendor,
  flagNod,
  listVendorLines,
  removeVendorLine,
  saveVendorQc,
  setVendorInvoiceApproval,
  updateVendorLine,
} from "./vendor-lines.service.ts";
import { vendorsByTrades } from "./vendor-selection.service.ts";

const tags = ["vendors on a work order"];
const reader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));
const approver = allOf(staffOnly, permissionOrAdmin("approve:vendorinvoice"));
export const woVendorRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/getvendorsbytrades",
    {
      config: { access: reader },
      schema: {
        tags,
        querystring: VendorsByTradesQuery,
        response: { 200: VendorSelectionPage },
      },
    },
    (req) => vendorsByTrades(db, currentUser(req), req.query),
  );

  app.get(
    "/api/workorder/getworkordervendors",
    {
      config: { access: tabReader("vendor") },
      schema: { tags, querystring: WorkOrderVendorsQuery, response: { 200: VendorLines } },
    },
    async (req) => {
      const user = currentUser(req);
      return listVendorLines(db, user, await requireWorkOrder(db, user, req.query.workorderid));
    },
  );

  app.post(
    "/api/workorder/savevendor",
    {
      config: { access: writer },
      schema: {
        tags,
        body: SaveVendorBody,
        response: { 201: VendorLines },
      },
    },
    async (req, reply) => reply.status(201).send(await attachVendor(db, currentUser(req), req.body)),
  );

  app.put(
    "/api/workorder/updatevendor",
    {
      config: { access: writer },
      schema: {
        tags,
        body: UpdateVendorBody,
        response: { 200: VendorLines },
      },
    },
    (req) => updateVendorLine(db, currentUser(req), req.body),
  );

  app.delete(
    "/api/workorder/removevendor/:id",
    {
      config: { access: writer },
      schema: { tags, params: VendorLineIdParams, response: { 200: RemoveVendorResult } },
    },
    (req) => removeVendorLine(db, currentUser(req), req.params.id),
  );

  app.put(
    "/api/workorder/flagnod/:wovendorid/:flag",
    {
      config: { access: approver },
      schema: {
        tags,
        params: FlagNodParams,
        response: { 201: FlagNodResult },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await flagNod(db, currentUser(req), req.params.wovendorid, req.params.flag)),
  );

  for (const [path, approve] of [
    ["/api/workorder/approvevendorinvoice/:id", true],
    ["/api/workorder/unapprovevendorinvoice/:id", false],
  ] as const) {
    app.put(
      path,
      {
        config: { access: approver },
        schema: { tags, params: VendorLineIdParams, response: { 200: VendorLines } },
      },
      (req) => setVendorInvoiceApproval(db, currentUser(req), req.params.id, approve),
    );
  }

  app.post(
    "/api/workorder/savevendorqc",
    {
      config: { access: writer },
      schema: {
        tags,
        body: VendorQcBody,
        response: { 201: IdResult },
      },
    },
    async (req, reply) => reply.status(201).send(await saveVendorQc(db, currentUser(req), req.body)),
  );

  app.post(
    "/api/workorder/generatesignoff",
    {
      preHandler: userQuota(ctx.database.db, QUOTAS.document),
      config: { access: reader },
      schema: {
        tags,
        description: "Sign-off ticket PDF, saved by the browser as '{wonumber}_signoff.pdf'.",
        body: SignOffBody,
      },
    },
    async (req, reply) => {
      const data = await loadWorkOrderDocumentData(
        db,
        currentUser(req),
        req.body.workOrderId,
        req.body.workOrderVendorId,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${data.wo.wonumber}_signoff.pdf"`)
        .send(await renderSignOffTicket(data));
    },
  );
};
