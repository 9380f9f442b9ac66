import {
  AutoDispatchQuery,
  AutoDispatchSettings,
  AutoDispatchSettingsQuery,
  AutoDispatchState,
  SaveAutoDispatchSettingBody,
  StopAutoDispatchBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { onDispatchDecision } from "../vendor-acceptance/index.ts";
import {
  autoDispatchState,
  listAutoDispatchSettings,
  saveAutoDispatchSetting,
  stopAutoDispatch,
} from "./autodispatch.service.ts";
import { autoDispatchJob, onOfferDecision } from "./autodispatch-step.ts";

const tags = ["autodispatch"];

/** Issue 32: automatic dispatch (the job, the decision listener, state, Stop, the customer × trade settings). */
export const autoDispatchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const job = autoDispatchJob(ctx);
  ctx.jobs.register(job);
  onDispatchDecision(ctx, onOfferDecision(ctx, job));

  app.get(
    "/api/workorder/autodispatch",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: {
        tags,
        description: "The order's automatic dispatch: state, trade, wait, and each offer with its outcome.",
        querystring: AutoDispatchQuery,
        response: { 200: AutoDispatchState },
      },
    },
    (req) => autoDispatchState(db, currentUser(req), req.query.id),
  );

  app.post(
    "/api/workorder/autodispatch/stop",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("update:workorder")) },
      schema: {
        tags,
        description:
          "A dispatcher stops the order's automatic dispatch and takes over (400 invalid_state when none is running).",
        body: StopAutoDispatchBody,
        response: { 200: AutoDispatchState },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await stopAutoDispatch(ctx, user, req.body.workorderid);
      return autoDispatchState(db, user, req.body.workorderid);
    },
  );

  app.get(
    "/api/customer/autodispatch",
    {
      config: { access: adminOnly },
      schema: {
        tags,
        description:
          "The customer's automatic-dispatch trades (opt-in per customer × trade) and their waits.",
        querystring: AutoDispatchSettingsQuery,
        response: { 200: AutoDispatchSettings },
      },
    },
    (req) => listAutoDispatchSettings(db, req.query.customerid),
  );

  app.post(
    "/api/customer/autodispatch",
    {
      config: { access: adminOnly },
      schema: {
        tags,
        description:
          "Opts a customer × trade in or out of automatic dispatch, with the wait per offer in minutes.",
        body: SaveAutoDispatchSettingBody,
        response: { 200: AutoDispatchSettings },
      },
    },
    (req) => saveAutoDispatchSetting(db, currentUser(req), req.body),
  );
};
