import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { forbidden, unauthorized } from "../errors.ts";
import type { AccessRule } from "./access.ts";
import { apiTokenUser, isApiToken } from "./api-token-auth.ts";
import type { AuthUser, TokenVerifier } from "./auth-user.ts";
import { loadUser } from "./load-user.ts";
import { RateLimitedError } from "./rate-limit-store.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every /api route must declare who may call it; registration fails otherwise. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9\-_.~+/]+=*) *$/i;

/** The bearer token of the request, if it has a well-formed one. */
export const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) return null;
  return BEARER.exec(h)?.[1] ?? null;
};

/** Resolves the bearer token on every /api request and applies the route's declared access rule. */
export const registerAuthentication = (
  app: FastifyInstance,
  deps: { db: Db; verifier: TokenVerifier; now?: () => Date },
) => {
  app.decorateRequest("user", null);

  app.addHook("onRoute", (route) => {
    const isDocsAsset = route.url.startsWith("/api/docs");
    if (route.url.startsWith("/api/") && !isDocsAsset && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook("onError", async (_req, reply, err) => {
    if (err instanceof RateLimitedError) reply.header("retry-after", String(err.retryAfterSeconds));
  });

  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access.check === null) return;
    const token = bearer(req);
    if (!token) throw unauthorized();
    // issue 33: an integration's API token acts as its owner narrowed to its scopes.
    const user = isApiToken(token)
      ? await apiTokenUser(deps.db, token, req.ip, deps.now?.() ?? new Date())
      : await loadUser(deps.db, await deps.verifier.verify(token));
    if (!access.check(user)) throw forbidden();
    req.user = user;
  });
};

/** The signed-in user of a protected route (the access hook guarantees one). */
export const currentUser = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw unauthorized();
  return req.user;
};

/**
 * For the few public routes that also serve signed-in users (the error log): the user of a valid bearer
 * token, or null when there is none or it does not verify (never an error).
 */
export const optionalUser = async (
  req: FastifyRequest,
  deps: { db: Db; verifier: TokenVerifier },
): Promise<AuthUser | null> => {
  const token = bearer(req);
  if (!token) return null;
  try {
    return await loadUser(deps.db, await deps.verifier.verify(token));
  } catch {
    return null;
  }
};
