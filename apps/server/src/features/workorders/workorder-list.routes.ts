import {
  BulkReassignBody,
  BulkReassignResult,
  DispatcherResult,
  FlagResult,
  FollowUpDateBody,
  FollowUpDateResult,
  GeofenceParams,
  GeofenceQuery,
  GeofenceResult,
  ReassignBody,
  ScheduleDateBody,
  ScheduleDateResult,
  SelectedReassignBody,
  SelectedReassignResult,
  WorkOrderIdQuery,
  WorkOrderListPage,
  WorkOrderListQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readerFor } from "../../db/reader.ts";
import {
  adminOnly,
  allOf,
  anyOf,
  permission,
  permissionOrAdmin,
  role,
  staffOnly,
} from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import {
  reassignCustomerDispatcher,
  reassignDispatcher,
  setGeofencing,
  takeOwnership,
  toggleFlag,
  updateFollowUpDate,
  updateScheduleDate,
} from "./workorder-actions.service.ts";
import { reassignSelected } from "./workorder-bulk.service.ts";
import { listWorkOrders } from "./workorder-list.service.ts";

const staffReader = allOf(staffOnly, permissionOrAdmin("read:workorders"));
/** Schedule and follow-up dates are edits of the order: update:workorder (or Admin), like Save. */
const staffWriter = allOf(staffOnly, permissionOrAdmin("update:workorder"));
/** Take Ownership and Flag/Un-Flag: Dispatchers and Admin (spec 1 §6). */
const dispatcherOrAdmin = anyOf(role("Dispatchers"), adminOnly);
const canReassign = allOf(staffOnly, anyOf(adminOnly, permission("reassign:dispatchers")));
/** The bulk form is the Reassign Dispatcher screen's call, and that screen is Admin only (spec 3 §2.15). */
const canBulkReassign = allOf(staffOnly, adminOnly);
const tags = ["work orders"];

export const workOrderListRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;

  app.get(
    "/api/workorder/getworkorders",
    {
      config: { access: staffReader },
      schema: { tags, querystring: WorkOrderListQuery, response: { 200: WorkOrderListPage } },
    },
    (req) =>
      listWorkOrders(readerFor(ctx.database, req.user), currentUser(req), req.query, { now: nowOf(ctx) }),
  );

  app.put(
    "/api/workorder/takeownership",
    {
      config: { access: dispatcherOrAdmin },
      schema: { tags, querystring: WorkOrderIdQuery, response: { 200: DispatcherResult } },
    },
    (req) => takeOwnership(db, currentUser(req), req.query.workorderid),
  );

  app.put(
    "/api/workorder/taguntag",
    {
      config: { access: dispatcherOrAdmin },
      schema: { tags, querystring: WorkOrderIdQuery, response: { 200: FlagResult } },
    },
    (req) => toggleFlag(db, currentUser(req), req.query.workorderid),
  );

  app.post(
    "/api/workorder/reassigndispatcher",
    {
      config: { access: canReassign },
      schema: { tags, body: ReassignBody, response: { 200: DispatcherResult } },
    },
    (req) => reassignDispatcher(db, currentUser(req), req.body),
  );

  // The list's bulk action on selected rows: same permission and policy as the row action (issue 30).
  app.post(
    "/api/workorder/reassignselected",
    {
      config: { access: canReassign },
      schema: { tags, body: SelectedReassignBody, response: { 200: SelectedReassignResult } },
    },
    (req) => reassignSelected(db, currentUser(req), req.body),
  );

  app.post(
    "/api/workorder/reassigndispatchers",
    {
      config: { access: canBulkReassign },
      schema: { tags, body: BulkReassignBody, response: { 200: BulkReassignResult } },
    },
    (req) => reassignCustomerDispatcher(db, currentUser(req), req.body),
  );

  app.put(
    "/api/workorder/updatescheduledate",
    {
      config: { access: staffWriter },
      schema: { tags, body: ScheduleDateBody, response: { 200: ScheduleDateResult } },
    },
    (req) => updateScheduleDate(db, currentUser(req), req.body),
  );

  app.put(
    "/api/workorder/updatefollowupdate",
    {
      config: { access: staffWriter },
      schema: { tags, body: FollowUpDateBody, response: { 200: FollowUpDateResult } },
    },
    (req) => updateFollowUpDate(db, currentUser(req), req.body),
  );

  app.put(
    "/api/mobile/:id/geofence",
    {
      config: { access: adminOnly },
      schema: {
        tags,
        params: GeofenceParams,
        querystring: GeofenceQuery,
        response: { 200: GeofenceResult },
      },
    },
    (req) => setGeofencing(db, currentUser(req), req.params.id, req.query.enabled),
  );
};
