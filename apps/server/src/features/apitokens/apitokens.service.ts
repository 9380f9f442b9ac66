import { randomBytes } from "node:crypto";
import { isExternal } from "@fm/domain";
import type { ApiTokenRow, CreateApiTokenInput, CreatedApiToken } from "@fm/domain/contracts";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { apiTokens, customers, users, vendors } from "../../db/schema/index.ts";
import { API_TOKEN_PREFIX, hashApiToken } from "../../platform/auth/api-token-auth.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { impossible, notFound, validation } from "../../platform/errors.ts";
import { isoOrNull } from "../../platform/format/dates.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { writeAudit } from "../admin/index.ts";

const cols = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  userid: apiTokens.userid,
  firstname: users.firstname,
  lastname: users.lastname,
  scopes: apiTokens.scopes,
  customerid: apiTokens.customerid,
  vendorid: apiTokens.vendorid,
  ratelimitperminute: apiTokens.ratelimitperminute,
  expiresat: apiTokens.expiresat,
  revokedat: apiTokens.revokedat,
  lastusedat: apiTokens.lastusedat,
  lastusedip: apiTokens.lastusedip,
  createddate: apiTokens.createddate,
};
const select = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(cols)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userid))
    .where(where)
    .orderBy(desc(apiTokens.id))
    .limit(1000);

type Row = Awaited<ReturnType<typeof select>>[number];

const rowOut = (r: Row, now: Date): ApiTokenRow => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  userid: r.userid,
  username: `${r.firstname} ${r.lastname}`.trim(),
  scopes: r.scopes,
  customerid: r.customerid,
  vendorid: r.vendorid,
  ratelimitperminute: r.ratelimitperminute,
  expiresat: isoOrNull(r.expiresat),
  revokedat: isoOrNull(r.revokedat),
  lastusedat: isoOrNull(r.lastusedat),
  lastusedip: r.lastusedip,
  createddate: r.createddate.toISOString(),
  state: r.revokedat ? "revoked" : r.expiresat && r.expiresat <= now ? "expired" : "active",
});

/** Every token (Admin), or one user's own. */
export const listApiTokens = async (db: Db, now: Date, ownerId?: number) => ({
  rows: (await select(db, ownerId === undefined ? undefined : eq(apiTokens.userid, ownerId))).map((r) =>
    rowOut(r, now),
  ),
});

interface NewToken {
  ownerId: number;
  name: string;
  scopes: string[];
  expiresat: Date | null | undefined;
  vendorid?: number | undefined;
  customerid?: number | undefined;
  ratelimitperminute?: number | undefined;
}

const exists = async (tx: DbOrTx, table: typeof vendors | typeof customers, id: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;

/**
 * Creates a token and answers its secret once: `fmd_` + 32 random bytes (base64url). Only its SHA-256 is
 * kept. Scopes must be permissions the owner holds; a customer or vendor limit only narrows a staff owner.
 */
export const createApiToken = async (
  db: Db,
  actor: AuthUser,
  input: NewToken,
  now: Date,
): Promise<CreatedApiToken> => {
  assertAllowed(actor, "createApiToken", { own: input.ownerId === actor.id });
  const scopes = [...new Set(input.scopes)];
  if (input.expiresat && input.expiresat <= now) {
    throw validation("Expires must be in the future.", { expiresat: "Expires must be in the future." });
  }
  if (input.vendorid !== undefined && input.customerid !== undefined) {
    const message = "Limit a token to a customer or to a vendor, not both.";
    throw validation(message, { vendorid: message });
  }
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({
        id: users.id,
        permissions: users.permissions,
        roles: users.roles,
        isactive: users.isactive,
        blocked: users.blocked,
      })
      .from(users)
      .where(eq(users.id, input.ownerId))
      .limit(1);
    if (!owner) throw validation("User was not found.", { userid: "User was not found." });
    if (!owner.isactive || owner.blocked) {
      throw validation("The user is not active.", { userid: "The user is not active." });
    }
    const missing = scopes.filter((s) => !owner.permissions.includes(s));
    if (missing.length) {
      const message = `The token cannot hold permissions its user does not have: ${missing.join(", ")}.`;
      throw validation(message, { scopes: message });
    }
    if ((input.vendorid !== undefined || input.customerid !== undefined) && isExternal(owner)) {
      const message = "A vendor's or customer's user is already limited to their own records.";
      throw validation(message, { [input.vendorid !== undefined ? "vendorid" : "customerid"]: message });
    }
    if (input.vendorid !== undefined && !(await exists(tx, vendors, input.vendorid))) {
      throw validation("Vendor was not found.", { vendorid: "Vendor was not found." });
    }
    if (input.customerid !== undefined && !(await exists(tx, customers, input.customerid))) {
      throw validation("Customer was not found.", { customerid: "Customer was not found." });
    }
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
    const [created] = await tx
      .insert(apiTokens)
      .values({
        userid: owner.id,
        name: input.name,
        prefix: token.slice(0, 12),
        secrethash: hashApiToken(token),
        scopes,
        vendorid: input.vendorid ?? null,
        customerid: input.customerid ?? null,
        ...(input.ratelimitperminute ? { ratelimitperminute: input.ratelimitperminute } : {}),
        expiresat: input.expiresat ?? null,
        createdby: actor.id,
        createddate: now,
      })
      .returning({ id: apiTokens.id });
    if (!created) throw impossible("api token insert returned no row");
    await writeAudit(tx, actor, {
      entity: "apitoken",
      key: String(created.id),
      action: "create",
      before: null,
      after: { name: input.name, userid: owner.id, scopes, vendorid: input.vendorid ?? null },
    });
    const [row] = await select(tx, eq(apiTokens.id, created.id));
    if (!row) throw impossible("api token just created is missing");
    return { token, row: rowOut(row, now) };
  });
};

export const adminCreateInput = (actor: AuthUser, body: CreateApiTokenInput): NewToken => ({
  ownerId: body.userid ?? actor.id,
  name: body.name,
  scopes: body.scopes,
  expiresat: body.expiresat,
  vendorid: body.vendorid,
  customerid: body.customerid,
  ratelimitperminute: body.ratelimitperminute,
});

/** Revokes a token at once (the next request with it answers 401); `ownerId` limits it to one user's own. */
export const revokeApiToken = async (
  db: Db,
  actor: AuthUser,
  id: number,
  now: Date,
  ownerId?: number,
): Promise<ApiTokenRow> => {
  assertAllowed(actor, "revokeApiToken", { own: ownerId !== undefined && ownerId === actor.id });
  return db.transaction(async (tx) => {
    const where = and(
      eq(apiTokens.id, id),
      ownerId === undefined ? undefined : eq(apiTokens.userid, ownerId),
    );
    const [found] = await tx
      .select({ revokedat: apiTokens.revokedat })
      .from(apiTokens)
      .where(where)
      .for("update");
    if (!found) throw notFound("API token");
    if (!found.revokedat) {
      await tx.update(apiTokens).set({ revokedat: now }).where(eq(apiTokens.id, id));
      await writeAudit(tx, actor, {
        entity: "apitoken",
        key: String(id),
        action: "revoke",
        before: null,
        after: null,
      });
    }
    const [row] = await select(tx, eq(apiTokens.id, id));
    if (!row) throw impossible("api token vanished");
    return rowOut(row, now);
  });
};
