import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { authSessions, users, userWritePositions } from "../../db/schema/index.ts";
import { AppError } from "../errors.ts";
import type { AuthUser, VerifiedClaims } from "./auth-user.ts";
import { sessionEnded, tokenOutdated } from "./token-errors.ts";

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
  // Read-your-writes across instances (db/reader.ts): joined here so it costs no extra round trip.
  writtenlsn: userWritePositions.lsn,
  writtenat: userWritePositions.at,
};
type UserRow = Pick<typeof users.$inferSelect, Exclude<keyof typeof cols, "writtenlsn" | "writtenat">> & {
  writtenlsn: string | null;
  writtenat: Date | null;
};

/**
 * Our own token: the user and the token's session in one primary-key query, so a logout, a refresh-token
 * reuse, a block or a role change (token version) is refused on the very next request, on any instance.
 * It runs on every signed-in request, so it is a named statement built once per database handle and planned
 * once per connection (issue 19: per-request work; db/prepared.ts). A change of its text must change the name.
 */
const localUserStatement = preparedPer((db) =>
  db
    .select({
      ...cols,
      tokenversion: users.tokenversion,
      sessionid: authSessions.id,
      expiresat: authSessions.expiresat,
      revokedat: authSessions.revokedat,
    })
    .from(users)
    .leftJoin(
      authSessions,
      and(eq(authSessions.id, sql.placeholder("sid")), eq(authSessions.userid, users.id)),
    )
    .leftJoin(userWritePositions, eq(userWritePositions.userid, users.id))
    .where(eq(users.id, sql.placeholder("uid")))
    .limit(1)
    .prepare("fm_auth_local_user_v2"),
);

const findLocalUser = async (db: Db, claims: VerifiedClaims, now: Date): Promise<UserRow | undefined> => {
  const id = Number(claims.subject);
  if (!Number.isSafeInteger(id) || !claims.sessionId) return undefined;
  const [row] = await localUserStatement(db).execute({ uid: id, sid: claims.sessionId });
  if (!row) return undefined;
  if (!row.sessionid || row.revokedat || (row.expiresat && row.expiresat <= now)) throw sessionEnded();
  if (row.tokenversion !== claims.tokenVersion && row.isactive && !row.blocked) throw tokenOutdated();
  return row;
};

const findUser = async (db: Db, claims: VerifiedClaims): Promise<UserRow | undefined> => {
  if (claims.local) return findLocalUser(db, claims, new Date());
  const [linked] = await db
    .select(cols)
    .from(users)
    .leftJoin(userWritePositions, eq(userWritePositions.userid, users.id))
    .where(eq(users.externalsubject, claims.subject))
    .limit(1);
  if (linked || !claims.email) return linked;
  // First call of an externally signed-in user: link the account with the same e-mail, unless that
  // account is already linked to another subject (a second identity must not take it over), and only when
  // the provider vouches for the e-mail (else whoever registers it at the provider takes the account).
  const [byEmail] = await db
    .select(cols)
    .from(users)
    .leftJoin(userWritePositions, eq(userWritePositions.userid, users.id))
    .where(sql`lower(${users.email}) = lower(${claims.email})`)
    .limit(1);
  if (!byEmail || byEmail.externalsubject) return undefined;
  if (!claims.emailVerified) throw emailNotVerified();
  const [claimed] = await db
    .update(users)
    .set({ externalsubject: claims.subject })
    .where(and(eq(users.id, byEmail.id), isNull(users.externalsubject)))
    .returning({ id: users.id });
  return claimed ? { ...byEmail, externalsubject: claims.subject } : undefined;
};

const emailNotVerified = () =>
  new AppError(
    "unknown_user",
    401,
    "Your identity provider has not verified your e-mail address, so this sign-in cannot be linked to your FM Dispatch account. Verify the address with your identity provider, or ask your administrator.",
  );

/** The signed-in user, or an AppError: 401 when no account matches or it is blocked or inactive. */
export const loadUser = async (db: Db, claims: VerifiedClaims): Promise<AuthUser> => {
  const row = await findUser(db, claims);
  if (!row) throw new AppError("unknown_user", 401, "No FM Dispatch account matches this sign-in.");
  if (!row.isactive || row.blocked) {
    throw new AppError("account_disabled", 401, "This account is not active. Contact your administrator.");
  }
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    roles: claims.roles,
    permissions: claims.permissions,
    vendorid: row.vendorid,
    customerid: row.customerid,
    lastWrite: row.writtenlsn && row.writtenat ? { lsn: row.writtenlsn, at: row.writtenat } : null,
  };
};
