import { randomUUID } from "node:crypto";
import type { LoginResponse } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { LocalIdentityProvider } from "../../platform/auth/local-idp.ts";
import { AppError } from "../../platform/errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

const BAD_CREDENTIALS = "The email or password is incorrect.";
// Verified against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
};

export const login = async (
  db: Db,
  idp: LocalIdentityProvider,
  input: { email: string; password: string },
  passwordMaxAgeDays: number,
): Promise<LoginResponse> => {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .limit(1);
  const ok = await verifyPassword(user?.passwordhash ?? (await getDummyHash()), input.password);
  if (!user?.passwordhash || !ok) throw new AppError("invalid_credentials", 401, BAD_CREDENTIALS);
  if (!user.isactive || user.blocked) {
    throw new AppError(
      "account_disabled",
      401,
      "This account is blocked or inactive. Contact your administrator.",
    );
  }
  if (passwordMaxAgeDays > 0) {
    const changed = user.passwordchangeddate ?? user.createddate;
    if (Date.now() - changed.getTime() > passwordMaxAgeDays * 86_400_000) {
      throw new AppError("password_expired", 401, "Password Expired");
    }
  }
  await db
    .update(users)
    .set({ loginscount: sql`${users.loginscount} + 1`, lastlogin: new Date() })
    .where(eq(users.id, user.id));
  const session = {
    id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    roles: user.roles,
    permissions: user.permissions,
  };
  return {
    accessToken: await idp.issue(session),
    expiresIn: idp.expiresIn,
    user: { ...session, vendorid: user.vendorid, customerid: user.customerid },
  };
};
