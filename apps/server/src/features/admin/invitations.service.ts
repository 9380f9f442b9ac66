import { createHash, randomBytes } from "node:crypto";
import { escapeHtml } from "@fm/domain/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { userInvitations, users } from "../../db/schema/index.ts";
import { AppError, integrationNotConfigured, mustExist } from "../../platform/errors.ts";
import { hashPassword } from "../auth/index.ts";
import { queueMail } from "../mail/index.ts";
import { type AuditActor, writeAudit } from "./admin-audit.ts";

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Path of the public set-password page (apps/web SetPasswordPage). */
export const SET_PASSWORD_PATH = "/setpassword";

export interface InvitationPolicy {
  /** Origin the link points at: PUBLIC_URL, and nothing else; null when it is not configured. */
  baseUrl: string | null;
  ttlHours: number;
}

const invalid = (message: string) => new AppError("invalid_invitation", 400, message, { token: message });

/**
 * Issues a set-password link for the user: earlier unused links stop working, the new one is mailed through
 * the outbox in the caller's transaction. Returns the expiry.
 */
export const issueInvitation = async (
  tx: DbOrTx,
  actor: AuditActor,
  user: { id: number; email: string; firstname: string },
  policy: InvitationPolicy,
) => {
  if (!policy.baseUrl) {
    throw integrationNotConfigured(
      "Invitations need the address users reach FM Dispatch at: set PUBLIC_URL on the server.",
    );
  }
  const now = new Date();
  await tx
    .update(userInvitations)
    .set({ revokedat: now })
    .where(
      and(
        eq(userInvitations.userid, user.id),
        isNull(userInvitations.usedat),
        isNull(userInvitations.revokedat),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + policy.ttlHours * 3_600_000);
  await tx.insert(userInvitations).values({
    tokenhash: hashInvitationToken(token),
    userid: user.id,
    createdby: actor.id,
    expiresat: expiresAt,
  });
  const link = `${policy.baseUrl.replace(/\/+$/, "")}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const hours = policy.ttlHours;
  await queueMail(tx, {
    to: [user.email],
    subject: "Your FM Dispatch account",
    html:
      `<p>Hello ${escapeHtml(user.firstname)},</p>` +
      `<p>${escapeHtml(actor.name)} created an FM Dispatch account for you (${escapeHtml(user.email)}).</p>` +
      `<p><a href="${escapeHtml(link)}">Set your password</a> to sign in. The link works once and expires in ${hours} hours.</p>`,
    text:
      `Hello ${user.firstname},\n\n${actor.name} created an FM Dispatch account for you (${user.email}).\n` +
      `Set your password to sign in: ${link}\nThe link works once and expires in ${hours} hours.\n`,
    createdby: actor.id,
  });
  await writeAudit(tx, actor, {
    entity: "user",
    key: String(user.id),
    action: "invite",
    before: null,
    after: { expiresat: expiresAt.toISOString() },
  });
  return expiresAt;
};

/**
 * Sets the password of an invitation's user. The link is claimed with one conditional update, so two
 * concurrent uses cannot both succeed; the password change bumps the user's token version (migration 0018).
 */
export const setPasswordWithInvitation = async (db: Db, token: string, password: string) => {
  const tokenhash = hashInvitationToken(token);
  const passwordhash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.tokenhash, tokenhash))
      .for("update");
    if (!inv) throw invalid("This link is not valid. Ask your administrator for a new invitation.");
    if (inv.usedat) throw invalid("This link has already been used. Sign in with your password.");
    if (inv.revokedat) throw invalid("A newer invitation replaced this link. Use the latest e-mail.");
    if (inv.expiresat.getTime() <= Date.now()) {
      throw invalid("This link has expired. Ask your administrator for a new invitation.");
    }
    await tx
      .update(userInvitations)
      .set({ usedat: sql`now()` })
      .where(eq(userInvitations.tokenhash, tokenhash));
    const [user] = await tx
      .update(users)
      .set({ passwordhash, passwordchangeddate: new Date(), modifieddate: new Date() })
      .where(eq(users.id, inv.userid))
      .returning({
        id: users.id,
        email: users.email,
        name: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
      });
    const saved = mustExist(user, "invited user");
    await writeAudit(
      tx,
      { id: saved.id, name: saved.name },
      {
        entity: "user",
        key: String(saved.id),
        action: "setpassword",
        before: null,
        after: { password: "set" },
      },
    );
    return { email: saved.email };
  });
};
