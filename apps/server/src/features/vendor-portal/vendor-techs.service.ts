import { defaultPermissionsFor, USER_TYPE } from "@fm/domain";
import {
  type ChangeTechPasswordBody,
  type CreateTechBody,
  escapeHtml,
  type Tech,
  type UpdateTechBody,
} from "@fm/domain/contracts";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authSessions, users } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { duplicate } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { hashPassword } from "../auth/index.ts";
import { queueMail } from "../mail/index.ts";
import { requireTech, techOfVendor, vendorIdOf } from "./vendor-scope.ts";

type UserRow = typeof users.$inferSelect;

const presentTech = (u: UserRow): Tech => ({
  user_id: u.id,
  given_name: u.firstname,
  family_name: u.lastname,
  name: `${u.firstname} ${u.lastname}`.trim(),
  email: u.email,
  blocked: u.blocked,
  isactive: u.isactive,
  logins_count: u.loginscount,
});

/** The Technicians grid and the Assign Tech select: the caller's vendor's techs only. */
export const listTechs = async (db: DbOrTx, user: AuthUser) => {
  const vendorid = vendorIdOf(user);
  const rows = await db
    .select()
    .from(users)
    .where(techOfVendor(vendorid))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
  return rows.map(presentTech);
};

interface TakenEmail {
  id: number;
  email: string;
  vendorid: number | null;
  roles: string[];
}

/** Another account with this e-mail (case-insensitive), but for `exceptId`. */
const accountWithEmail = async (tx: DbOrTx, email: string, exceptId?: number) => {
  const [taken] = await tx
    .select({ id: users.id, email: users.email, vendorid: users.vendorid, roles: users.roles })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return taken;
};

/** The vendor's own techs are in its list anyway: a duplicate among them is refused plainly (409). */
const refuseOwnTechEmail = (taken: TakenEmail, vendorid: number) => {
  if (taken.vendorid === vendorid && taken.roles.includes("Tech")) {
    const message = "A user with this email already exists.";
    throw duplicate(message, { email: message }, 409);
  }
};

/** Tells the owner of an e-mail address that a vendor tried to give it to a technician; nothing else. */
const tellEmailOwner = (tx: DbOrTx, user: AuthUser, email: string, tried: string) =>
  queueMail(tx, {
    to: [email],
    subject: "Your FM Dispatch account",
    html:
      `<p>${escapeHtml(user.name)} tried to ${tried} in FM Dispatch.</p>` +
      "<p>It already belongs to an FM Dispatch account, so nothing was changed. If you expected this, ask " +
      "your administrator to link your account.</p>",
    text:
      `${user.name} tried to ${tried} in FM Dispatch.\n` +
      "It already belongs to an FM Dispatch account, so nothing was changed. If you expected this, ask your " +
      "administrator to link your account.\n",
    createdby: user.id,
  });

/**
 * An e-mail that already has an account (of another vendor, a customer, staff): the caller is answered as if
 * the tech had been created (issue 29: no e-mail oracle; the id is drawn from the same sequence), nothing is
 * created, and the address's owner is told by mail. The vendor's own techs are in its list anyway, so a
 * duplicate among them is refused plainly.
 */
const answerTakenEmail = async (
  tx: DbOrTx,
  user: AuthUser,
  vendorid: number,
  taken: TakenEmail,
  body: CreateTechBody,
): Promise<Tech> => {
  refuseOwnTechEmail(taken, vendorid);
  await tellEmailOwner(tx, user, taken.email, "add this e-mail address as a technician");
  const res = await tx.execute(sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`);
  const [seq] = (res as unknown as { rows: { id: number }[] }).rows;
  const name = `${body.given_name} ${body.family_name}`.trim();
  return {
    user_id: Number(seq?.id ?? 0),
    given_name: body.given_name,
    family_name: body.family_name,
    name,
    email: body.email,
    blocked: body.blocked,
    isactive: true,
    logins_count: 0,
  };
};

/**
 * createtech (spec 3 §7.2): a Tech user of the caller's vendor, active, in the built-in identity provider
 * (argon2id password when one is given, so the tech can sign in at once). The password is hashed first, so a
 * taken e-mail takes as long to answer as a fresh one.
 */
export const createTech = async (db: DbOrTx, user: AuthUser, body: CreateTechBody) => {
  assertAllowed(user, "createTech", { vendorid: user.vendorid });
  const vendorid = vendorIdOf(user);
  const passwordhash = body.password ? await hashPassword(body.password) : null;
  return db.transaction(async (tx) => {
    const taken = await accountWithEmail(tx, body.email);
    if (taken) return answerTakenEmail(tx, user, vendorid, taken, body);
    const [row] = await tx
      .insert(users)
      .values({
        email: body.email,
        firstname: body.given_name,
        lastname: body.family_name,
        roles: ["Tech"],
        permissions: defaultPermissionsFor(["Tech"]),
        usertypeid: USER_TYPE.Vendor,
        vendorid,
        blocked: body.blocked,
        isactive: true,
        passwordhash,
        passwordchangeddate: passwordhash ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("tech not stored");
    return presentTech(row);
  });
};

/** Revokes every open session of a user (password change, block); returns how many. */
const revokeSessions = async (tx: DbOrTx, userid: number, reason: string) => {
  const rows = await tx
    .update(authSessions)
    .set({ revokedat: sql`now()`, revokedreason: reason })
    .where(and(eq(authSessions.userid, userid), isNull(authSessions.revokedat)))
    .returning({ id: authSessions.id });
  return rows.length;
};

/**
 * updatetech (spec 3 §7.2): names, e-mail and Blocked? of one of the caller's techs; blocking signs it out.
 * An e-mail of another account (not one of the vendor's own techs) is answered as if it had been saved, as
 * createtech does (issue 29, decision 0044-a29): the other changes are saved, the tech keeps its e-mail, and
 * the address's owner is told by mail; the account is neither revealed nor touched.
 */
export const updateTech = (db: DbOrTx, user: AuthUser, body: UpdateTechBody) => {
  assertAllowed(user, "editTech", { vendorid: user.vendorid });
  const vendorid = vendorIdOf(user);
  return db.transaction(async (tx) => {
    const tech = await requireTech(tx, vendorid, body.user_id, true);
    const taken = await accountWithEmail(tx, body.email, tech.id);
    if (taken) {
      refuseOwnTechEmail(taken, vendorid);
      await tellEmailOwner(tx, user, taken.email, "give this e-mail address to a technician");
    }
    const [row] = await tx
      .update(users)
      .set({
        firstname: body.given_name,
        lastname: body.family_name,
        email: taken ? tech.email : body.email,
        blocked: body.blocked,
        modifieddate: sql`now()`,
      })
      .where(eq(users.id, tech.id))
      .returning();
    if (!row) throw new Error("tech not updated");
    if (body.blocked && !tech.blocked) await revokeSessions(tx, tech.id, "blocked");
    return { ...presentTech(row), email: body.email };
  });
};

/**
 * Change Password (spec 3 §2.8; the spec's popup sends nothing, ours really sets it): the tech's argon2id
 * password in the built-in identity provider, and every session of that tech is revoked.
 */
export const changeTechPassword = async (db: DbOrTx, user: AuthUser, body: ChangeTechPasswordBody) => {
  assertAllowed(user, "changeTechPassword", { vendorid: user.vendorid });
  const vendorid = vendorIdOf(user);
  const passwordhash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const tech = await requireTech(tx, vendorid, body.user_id, true);
    await tx
      .update(users)
      .set({ passwordhash, passwordchangeddate: sql`now()`, modifieddate: sql`now()` })
      .where(eq(users.id, tech.id));
    const revokedsessions = await revokeSessions(tx, tech.id, "password_changed");
    return { user_id: tech.id, revokedsessions };
  });
};
