import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { forbidden, unauthorized } from "../errors.ts";
import type { AccessRule } from "./access.ts";
import type { AuthUser, TokenVerifier, VerifiedClaims } from "./auth-user.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every /api route must declare who may call it; registration fails otherwise. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const bearer = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization;
  if (!h) return null;
  const [scheme, token] = h.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
};

const loadUser = async (db: Db, claims: VerifiedClaims): Promise<AuthUser | null> => {
  const cols = {
    id: users.id,
    email: users.email,
    firstname: users.firstname,
    lastname: users.lastname,
    vendorid: users.vendorid,
    customerid: users.customerid,
    isactive: users.isactive,
    blocked: users.blocked,
    externalsubject: users.externalsubject,
  };
  const rows = claims.local
    ? await db
        .select(cols)
        .from(users)
        .where(eq(users.id, Number(claims.subject)))
        .limit(1)
    : await db.select(cols).from(users).where(eq(users.externalsubject, claims.subject)).limit(1);
  let row = rows[0];
  if (!row && !claims.local && claims.email) {
    // First call of an externally signed-in user: link the account with the same e-mail.
    [row] = await db
      .select(cols)
      .from(users)
      .where(sql`lower(${users.email}) = lower(${claims.email})`)
      .limit(1);
    if (row && !row.externalsubject) {
      await db.update(users).set({ externalsubject: claims.subject }).where(eq(users.id, row.id));
    }
  }
  if (!row?.isactive || row.blocked) return null;
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    roles: claims.roles,
    permissions: claims.permissions,
    vendorid: row.vendorid,
    customerid: row.customerid,
  };
};

/** Resolves the bearer token on every /api request and applies the route's declared access rule. */
export const registerAuthentication = (app: FastifyInstance, deps: { db: Db; verifier: TokenVerifier }) => {
  app.decorateRequest("user", null);

  app.addHook("onRoute", (route) => {
    const isDocsAsset = route.url.startsWith("/api/docs");
    if (route.url.startsWith("/api/") && !isDocsAsset && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access.check === null) return;
    const token = bearer(req);
    if (!token) throw unauthorized();
    const claims = await deps.verifier.verify(token);
    const user = await loadUser(deps.db, claims);
    if (!user) throw unauthorized("This account is not active. Contact your administrator.");
    if (!access.check(user)) throw forbidden();
    req.user = user;
  });
};

/** The signed-in user of a protected route (the access hook guarantees one). */
export const currentUser = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw unauthorized();
  return req.user;
};
