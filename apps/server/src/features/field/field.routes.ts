import {
  CheckInBody,
  CheckInCode,
  CheckInCodeBody,
  CheckInResult,
  CheckInTrail,
  CheckInTrailParams,
  CheckOutBody,
  ConfirmCheckInCodeBody,
  MyCheckIn,
  MyCheckInParams,
  TodayCards,
  TodayQuery,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { allOf, anyOf, permissionOrAdmin, role, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { checkIn, checkOut, confirmCheckInCode, requestCheckInCode } from "./checkin.service.ts";
import { checkInTrail, myCheckIn, todayCards } from "./field-reads.service.ts";

const tags = ["field"];
/** Vendor and Tech users, each within the caller's own vendor's orders (row scope in the service). */
const vendorOrTech = anyOf(role("Vendor"), role("Tech"));

/** Issue 31: the technician in the field (docs/decisions/0043-f31tech-checkin.md). */
export const fieldRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    "/api/vendorprofile/today",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "Today: the caller's open orders scheduled today or overdue, earliest first (Tech: assigned to them).",
        querystring: TodayQuery,
        response: { 200: TodayCards },
      },
    },
    (req) => todayCards(ctx, currentUser(req), req.query),
  );

  app.get(
    "/api/vendorprofile/checkin/:workOrderId",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description: "Whether the caller is checked in on this order now (own vendor's orders only).",
        params: MyCheckInParams,
        response: { 200: MyCheckIn },
      },
    },
    (req) => myCheckIn(ctx, currentUser(req), req.params.workOrderId),
  );

  app.post(
    "/api/vendorprofile/checkin",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "Check in on site: inside the job site's geofence (accuracy counted), or anywhere when the order overrides geofencing. Sets onsitedate; writes a System note.",
        body: CheckInBody,
        response: { 201: CheckInResult },
      },
    },
    async (req, reply) => reply.status(201).send(await checkIn(ctx, currentUser(req), req.body)),
  );

  app.post(
    "/api/vendorprofile/checkout",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "Check out: closes the caller's check-in with a resolution note; work complete sets the complete date.",
        body: CheckOutBody,
        response: { 201: CheckInResult },
      },
    },
    async (req, reply) => reply.status(201).send(await checkOut(ctx, currentUser(req), req.body)),
  );

  app.post(
    "/api/vendorprofile/checkincode",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description: "The phone fallback: a 6-digit code (30 minutes) the tech reads to the dispatcher.",
        body: CheckInCodeBody,
        response: { 201: CheckInCode },
      },
    },
    async (req, reply) => reply.status(201).send(await requestCheckInCode(ctx, currentUser(req), req.body)),
  );

  app.post(
    "/api/workorder/confirmcheckincode",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("update:workorder")) },
      schema: {
        tags,
        description:
          "The dispatcher confirms the code a tech read out: the tech is checked in (method code).",
        body: ConfirmCheckInCodeBody,
        response: { 201: CheckInResult },
      },
    },
    async (req, reply) => reply.status(201).send(await confirmCheckInCode(ctx, currentUser(req), req.body)),
  );

  app.get(
    "/api/workorder/checkins/:workOrderId",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags,
        description: "The check-in trail of an order with its site's point and radius (detail page map).",
        params: CheckInTrailParams,
        response: { 200: CheckInTrail },
      },
    },
    (req) => checkInTrail(ctx, currentUser(req), req.params.workOrderId),
  );
};
