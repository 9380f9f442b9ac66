import {
  Saved,
  SaveSlaHolidayBody,
  SaveSlaPolicyBody,
  SaveSlaSettingsBody,
  SlaAtRiskQuery,
  SlaClocksQuery,
  SlaOrderClocks,
  SlaPauseBody,
  SlaPolicies,
  SlaResumeBody,
  VersionedIdBody,
  WorkOrderListPage,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readerFor } from "../../db/reader.ts";
import { adminOnly, allOf, permissionOrAdmin, staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { nowOf } from "../../platform/clock.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { requireWorkOrder } from "../../platform/workorder-core/index.ts";
import { listAtRisk } from "./sla-atrisk.service.ts";
import { readOrderClocks } from "./sla-clocks.ts";
import { slaEscalationJob } from "./sla-escalation.ts";
import { pauseSla, resumeSla } from "./sla-pause.service.ts";
import {
  deleteSlaHoliday,
  deleteSlaPolicy,
  listSlaPolicies,
  saveSlaHoliday,
  saveSlaPolicy,
  saveSlaSettings,
} from "./sla-policies.service.ts";
import { slaRefreshJob } from "./sla-refresh.job.ts";

const tags = ["sla"];
const writer = allOf(staffOnly, permissionOrAdmin("update:workorder"));

/** Issue 32 item 1: SLA policies (Admin), clocks, pause / resume, the at-risk queue; the escalation job. */
export const slaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  ctx.jobs.daily(slaEscalationJob, () => ({}));
  ctx.jobs.register(slaRefreshJob);

  app.get(
    "/api/sla/policies",
    { config: { access: adminOnly }, schema: { tags, response: { 200: SlaPolicies } } },
    () => listSlaPolicies(db),
  );
  app.post(
    "/api/sla/policies/save",
    { config: { access: adminOnly }, schema: { tags, body: SaveSlaPolicyBody, response: { 200: Saved } } },
    (req) => saveSlaPolicy(db, ctx.jobs, currentUser(req), req.body),
  );
  app.post(
    "/api/sla/policies/delete",
    { config: { access: adminOnly }, schema: { tags, body: VersionedIdBody, response: { 200: Saved } } },
    (req) => deleteSlaPolicy(db, ctx.jobs, currentUser(req), req.body),
  );
  app.post(
    "/api/sla/policies/holidays/save",
    { config: { access: adminOnly }, schema: { tags, body: SaveSlaHolidayBody, response: { 200: Saved } } },
    (req) => saveSlaHoliday(db, ctx.jobs, currentUser(req), req.body),
  );
  app.post(
    "/api/sla/policies/holidays/delete",
    { config: { access: adminOnly }, schema: { tags, body: VersionedIdBody, response: { 200: Saved } } },
    (req) => deleteSlaHoliday(db, ctx.jobs, currentUser(req), req.body),
  );
  app.post(
    "/api/sla/policies/settings",
    { config: { access: adminOnly }, schema: { tags, body: SaveSlaSettingsBody, response: { 200: Saved } } },
    (req) => saveSlaSettings(db, currentUser(req), req.body),
  );

  app.get(
    "/api/sla/clocks",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("read:workorders")) },
      schema: { tags, querystring: SlaClocksQuery, response: { 200: SlaOrderClocks } },
    },
    async (req) => {
      await requireWorkOrder(db, currentUser(req), req.query.workorderid);
      return readOrderClocks(db, req.query.workorderid, nowOf(ctx));
    },
  );
  app.post(
    "/api/sla/pause",
    { config: { access: writer }, schema: { tags, body: SlaPauseBody, response: { 200: SlaOrderClocks } } },
    (req) => pauseSla(db, currentUser(req), req.body, nowOf(ctx)),
  );
  app.post(
    "/api/sla/resume",
    { config: { access: writer }, schema: { tags, body: SlaResumeBody, response: { 200: SlaOrderClocks } } },
    (req) => resumeSla(db, currentUser(req), req.body, nowOf(ctx)),
  );
  app.get(
    "/api/sla/atrisk",
    {
      config: { access: allOf(staffOnly, permissionOrAdmin("view:dashboard")) },
      schema: { tags, querystring: SlaAtRiskQuery, response: { 200: WorkOrderListPage } },
    },
    (req) => listAtRisk(readerFor(ctx.database, req.user), req.query, currentUser(req), nowOf(ctx)),
  );
};
