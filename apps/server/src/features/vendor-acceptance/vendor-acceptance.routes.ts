import {
  AcceptDispatchBody,
  DeclineDispatchBody,
  DispatchDecisionResult,
  VendorResponseBody,
  VendorResponseParams,
  VendorResponseResult,
  VendorResponseView,
} from "@fm/domain/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { anyOf, publicRoute, role } from "../../platform/auth/access.ts";
import { currentUser } from "../../platform/auth/authenticate.ts";
import { hitRateLimit, tooManyAttempts } from "../../platform/auth/rate-limit-store.ts";
import type { RouteOptions } from "../../platform/context.ts";
import { acceptDispatch, declineDispatch } from "./decision.service.ts";
import { decideByLink, viewResponseLink } from "./response-links.ts";

const tags = ["vendor-acceptance"];
const vendorOrTech = anyOf(role("Vendor"), role("Tech"));

/** Issue 32: Accept / Decline of a dispatch in the portal, and the e-mail links' public page. */
export const vendorAcceptanceRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx.database;
  // Public: the link's random token is the credential; limited per client address so tokens cannot be guessed.
  const perAddress = async (req: { ip: string }) => {
    const limit = await hitRateLimit(
      db,
      `vendorresponse:addr:${req.ip}`,
      ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE * 3,
      60_000,
    );
    if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds, "requests");
  };

  app.post(
    "/api/vendorprofile/accept",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "The vendor accepts the dispatch on its line with an ETA (own orders only, 404 otherwise). A second decision answers 409 already_decided.",
        body: AcceptDispatchBody,
        response: { 200: DispatchDecisionResult },
      },
    },
    (req) => acceptDispatch(ctx, currentUser(req), req.body),
  );

  app.post(
    "/api/vendorprofile/decline",
    {
      config: { access: vendorOrTech },
      schema: {
        tags,
        description:
          "The vendor declines the dispatch on its line with a reason (own orders only, 404 otherwise). A second decision answers 409 already_decided.",
        body: DeclineDispatchBody,
        response: { 200: DispatchDecisionResult },
      },
    },
    (req) => declineDispatch(ctx, currentUser(req), req.body),
  );

  app.get(
    "/api/vendorresponse/:token",
    {
      config: { access: publicRoute },
      onRequest: perAddress,
      schema: {
        tags,
        description:
          "Public: what a dispatch e-mail's Accept / Decline link decides and whether it still works. Reading it decides nothing (e-mail scanners pre-fetch links).",
        params: VendorResponseParams,
        response: { 200: VendorResponseView },
      },
    },
    (req) => viewResponseLink(ctx, req.params.token),
  );

  app.post(
    "/api/vendorresponse/:token",
    {
      config: { access: publicRoute },
      onRequest: perAddress,
      schema: {
        tags,
        description:
          "Public: the confirmation form of a dispatch e-mail's link (ETA to accept, reason to decline). Single use; 404 unknown, 409 link_used, 410 link_expired, 409 already_decided.",
        params: VendorResponseParams,
        body: VendorResponseBody,
        response: { 200: VendorResponseResult },
      },
    },
    (req) => decideByLink(ctx, req.params.token, req.body),
  );
};
