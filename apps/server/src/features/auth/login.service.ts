import { randomUUID } from "node:crypto";
import type { LoginResponse } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { LocalIdentityProvider } from "../../platform/auth/local-idp.ts";
import { tooManyAttempts } from "../../platform/auth/rate-limit-store.ts";
import { AppError } from "../../platform/errors.ts";
import {
  accountWideKey,
  clearLoginFailures,
  isKnownAddress,
  type LockoutPolicy,
  lockedForSeconds,
  pairKey,
  recordLoginFailure,
  rememberAddress,
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
  /** Failures of one account from one address. */
  lockout: LockoutPolicy;
  /** Failures of one account from all addresses together (a botnet); known addresses are exempt. */
  accountLockout: LockoutPolicy;
}

/**
 * Signs in with e-mail and password from `address` (issue 29: a lockout a stranger cannot use against the
 * real user). Failures lock the account for this address only, for a time that doubles with each further
 * lockout (a growing delay, never a hard lock). Failures from all addresses together lock the account for
 * every address it has not signed in from lately, so a botnet gains nothing from rotating addresses, while
 * the real user, from an address they used before, still gets in with the right password. While locked the
 * password is not even checked. State is in the database, shared by every instance.
 */
export const login = async (
  db: Db,
  idp: LocalIdentityProvider,
  input: { email: string; password: string },
  address: string,
  policy: LoginPolicy,
): Promise<LoginResponse> => {
  const pair = pairKey(input.email, address);
  const account = accountWideKey(input.email);
  const lockedHere = await lockedForSeconds(db, pair);
  if (lockedHere > 0) throw tooManyAttempts(lockedHere);
  if (!(await isKnownAddress(db, input.email, address))) {
    const lockedEverywhere = await lockedForSeconds(db, account);
    if (lockedEverywhere > 0) throw tooManyAttempts(lockedEverywhere);
  }
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordhash ?? (await getDummyHash()), input.password);
  if (!user?.passwordhash || !ok) {
    await recordLoginFailure(db, pair, policy.lockout);
    await recordLoginFailure(db, account, policy.accountLockout);
    throw new AppError("invalid_credentials", 401, BAD_CREDENTIALS);
  }
  await clearLoginFailures(db, pair);
  await clearLoginFailures(db, account);
  await rememberAddress(db, input.email, address);
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
