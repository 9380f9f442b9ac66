import { randomUUID } from "node:crypto";
import type { LoginResponse } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { LocalIdentityProvider } from "../../platform/auth/local-idp.ts";
import { tooManyAttempts } from "../../platform/auth/rate-limit-store.ts";
import { AppError } from "../../platform/errors.ts";
import {
  clearLoginFailures,
  type LockoutPolicy,
  lockedForSeconds,
  recordLoginFailure,
} from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { startSession } from "./sessions.service.ts";

const BAD_CREDENTIALS = "The email or password is incorrect.";
// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
};

export interface LoginPolicy {
  passwordMaxAgeDays: number;
  sessionTtlSeconds: number;
  lockout: LockoutPolicy;
}

/**
 * Signs in with e-mail and password. While the account is locked (too many failures, from any address and
 * any instance) the password is not even checked, so a botnet gains nothing from rotating addresses.
 */
export const login = async (
  db: Db,
  idp: LocalIdentityProvider,
  input: { email: string; password: string },
  policy: LoginPolicy,
): Promise<LoginResponse> => {
  const locked = await lockedForSeconds(db, input.email);
  if (locked > 0) throw tooManyAttempts(locked);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordhash ?? (await getDummyHash()), input.password);
  if (!user?.passwordhash || !ok) {
    await recordLoginFailure(db, input.email, policy.lockout);
    throw new AppError("invalid_credentials", 401, BAD_CREDENTIALS);
  }
  await clearLoginFailures(db, input.email);
  if (!user.isactive || user.blocked) {
    throw new AppError(
      "account_disabled",
      401,
      "This account is blocked or inactive. Contact your administrator.",
    );
  }
  if (policy.passwordMaxAgeDays > 0) {
    const changed = user.passwordchangeddate ?? user.createddate;
    if (Date.now() - changed.getTime() > policy.passwordMaxAgeDays * 86_400_000) {
      throw new AppError("password_expired", 401, "Password Expired");
    }
  }
  await db
    .update(users)
    .set({ loginscount: sql`${users.loginscount} + 1`, lastlogin: new Date() })
    .where(eq(users.id, user.id));
  return startSession(db, idp, user, policy.sessionTtlSeconds);
};
