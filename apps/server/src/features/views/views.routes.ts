import { GridState } from "@fm/domain";
import {
  CreateViewQuery,
  ListViewsQuery,
  RemoveViewResult,
  ResetViewQuery,
  ResetViewResult,
  SavedView,
  UpdateViewQuery,
  ViewIdQuery,
  ViewSummaries,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOnly } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { createView, getView, listViews, removeView, resetMyView, updateView } from "./views.service.ts";

const tags = ["saved views"];

/** Saved grid views (spec 1 §7): every page type they serve (w, c, v, d) is a staff page. */
export const viewRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const access = staffOnly;

  app.get(
    "/api/view/getuserviews",
    {
      config: { access },
      schema: { tags, querystring: ListViewsQuery, response: { 200: ViewSummaries } },
    },
    (req) => listViews(db, currentUser(req).id, req.query.pagetype),
  );
  app.get(
    "/api/view/getview",
    { config: { access }, schema: { tags, querystring: ViewIdQuery, response: { 200: SavedView } } },
    (req) => getView(db, currentUser(req).id, req.query.viewId),
  );
  app.post(
    "/api/view/createview",
    {
      config: { access },
      schema: { tags, querystring: CreateViewQuery, body: GridState, response: { 201: SavedView } },
    },
    async (req, reply) =>
      reply.status(201).send(await createView(db, currentUser(req).id, { ...req.query, view: req.body })),
  );
  app.put(
    "/api/view/updateview",
    {
      config: { access },
      schema: { tags, querystring: UpdateViewQuery, body: GridState, response: { 200: SavedView } },
    },
    (req) => updateView(db, currentUser(req).id, { ...req.query, view: req.body }),
  );
  app.put(
    "/api/view/resetmyview",
    {
      config: { access },
      schema: { tags, querystring: ResetViewQuery, response: { 200: ResetViewResult } },
    },
    (req) => resetMyView(db, currentUser(req).id, req.query.viewType),
  );
  app.delete(
    "/api/view/removeview",
    {
      config: { access },
      schema: { tags, querystring: ViewIdQuery, response: { 200: RemoveViewResult } },
    },
    (req) => removeView(db, currentUser(req).id, req.query.viewId),
  );
};
