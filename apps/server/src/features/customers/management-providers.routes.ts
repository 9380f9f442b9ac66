import {
  DeleteRowParams,
  DeleteRowQuery,
  IdResult,
  ManagementProviderRows,
  SaveProviderBody,
  UpdateProviderBody,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { customerStaff } from "./customer-access.ts";
import {
  deleteProvider,
  listProviders,
  saveProvider,
  updateProvider,
} from "./management-providers.service.ts";

const tags = ["management providers"];

/** GET /api/managementprovider/getproviders (spec 3 §7.1) and the Admin upkeep of the list. */
export const managementProviderRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  app.get(
    "/api/managementprovider/getproviders",
    {
      config: { access: customerStaff },
      schema: {
        tags,
        description: "The providers with website and user id; the password is never sent (haspassword only).",
        response: { 200: ManagementProviderRows },
      },
    },
    () => listProviders(db),
  );
  app.post(
    "/api/managementprovider/save",
    {
      config: { access: adminOnly },
      schema: {
        tags,
        description: "A new provider; the password is stored sealed (AES-256-GCM, APP_ENCRYPTION_KEY).",
        body: SaveProviderBody,
        response: { 200: IdResult },
      },
    },
    (req) => saveProvider(ctx, currentUser(req), req.body),
  );
  app.put(
    "/api/managementprovider/update",
    {
      config: { access: adminOnly },
      schema: {
        tags,
        description:
          "Edits a provider at its version (409 when stale); a blank password keeps the stored one.",
        body: UpdateProviderBody,
        response: { 200: IdResult },
      },
    },
    (req) => updateProvider(ctx, currentUser(req), req.body),
  );
  app.delete(
    "/api/managementprovider/delete/:id",
    {
      config: { access: adminOnly },
      schema: { tags, params: DeleteRowParams, querystring: DeleteRowQuery, response: { 200: IdResult } },
    },
    (req) => deleteProvider(db, currentUser(req), req.params.id, req.query.version),
  );
};
