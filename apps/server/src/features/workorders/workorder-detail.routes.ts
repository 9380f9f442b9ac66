import {
  CreateChildBody,
  CreatedWorkOrder,
  CustomerIdQuery,
  IdQuery,
  PoCheckQuery,
  PoCheckResult,
  SimilarOrders,
  SimilarOrdersQuery,
  StatusChanged,
  StatusChangeInput,
  UpdatedWorkOrder,
  UpdateWorkOrderInput,
  WorkOrderDetail,
  WorkOrderInput,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, anyOf, permissionOrAdmin, role, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { findSimilarOrders } from "./recall.service.ts";
import { findPoUses, getWorkOrderDetail } from "./workorder-detail.service.ts";
import { createChildWorkOrder, createWorkOrder, updateWorkOrder } from "./workorder-form.service.ts";
import { getWorkOrderLists } from "./workorder-lists.service.ts";
import { changeStatus } from "./workorder-status.service.ts";

const tags = ["work order detail"];
const staffReader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
const staffWriter = allOf(staffOnly, anyOf(permissionOrAdmin("update:workorder")));
const staffCreator = allOf(
  staffOnly,
  anyOf(permissionOrAdmin("add:workorder"), permissionOrAdmin("add:workorders")),
);
const Saved = CreatedWorkOrder;
const Versioned = UpdatedWorkOrder;

export const workOrderDetailRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/getworkorder",
    {
      config: { access: anyOf(staffReader, role("Vendor"), role("Tech"), role("Customer")) },
      schema: {
        tags,
        description: "Work-order detail load; vendor, tech and customer users see only their own orders.",
        querystring: IdQuery,
        response: { 200: WorkOrderDetail },
      },
    },
    (req) => getWorkOrderDetail(db, currentUser(req), req.query.id),
  );

  app.get(
    "/api/workorder/getlists",
    { config: { access: staffReader }, schema: { tags, querystring: CustomerIdQuery } },
    (req) => getWorkOrderLists(db, req.query.customerid),
  );

  app.get(
    "/api/workorder/customerpocheck",
    {
      config: { access: staffReader },
      schema: {
        tags,
        querystring: PoCheckQuery,
        response: {
          200: PoCheckResult,
        },
      },
    },
    (req) => findPoUses(db, currentUser(req), req.query),
  );

  app.post(
    "/api/workorder/saveworkorder",
    { config: { access: staffCreator }, schema: { tags, body: WorkOrderInput, response: { 201: Saved } } },
    async (req, reply) => reply.status(201).send(await createWorkOrder(db, currentUser(req), req.body)),
  );

  app.put(
    "/api/workorder/updateworkorder",
    {
      config: { access: staffWriter },
      schema: { tags, body: UpdateWorkOrderInput, response: { 200: Versioned } },
    },
    (req) => updateWorkOrder(db, currentUser(req), req.body),
  );

  app.post(
    "/api/workorder/createchildworkorder",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("add:workorders")) },
      schema: {
        tags,
        body: CreateChildBody,
        response: { 201: Saved },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createChildWorkOrder(db, currentUser(req), req.body.workorderid)),
  );

  app.post(
    "/api/workorder/updateworkorderstatus",
    {
      config: { access: staffWriter },
      schema: {
        tags,
        body: StatusChangeInput,
        response: { 200: StatusChanged },
      },
    },
    (req) => changeStatus(db, currentUser(req), req.body),
  );

  app.get(
    "/api/workorder/similar",
    {
      config: { access: staffReader },
      schema: {
        tags,
        description:
          "Recall / duplicate warning of the new-order form: open orders at the site (and trade), and those created or completed in the last 30 days.",
        querystring: SimilarOrdersQuery,
        response: { 200: SimilarOrders },
      },
    },
    (req) => findSimilarOrders(db, currentUser(req), req.query, nowOf(ctx)),
  );
};
