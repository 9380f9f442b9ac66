import { decide, type PolicyAction, type PolicyContexts, type Refusal } from "@fm/domain";
import type { AuthUser } from "../auth/auth-user.ts";
import { type AppError, alreadyDecided, forbidden, invalidState, locked, validation } from "../errors.ts";

/** A domain refusal as the API error it answers (403 forbidden, 400 locked / invalid_state / validation). */
export const refusalError = (refusal: Refusal): AppError => {
  const fields = { [refusal.field]: refusal.detail ?? refusal.message };
  if (refusal.code === "forbidden") return forbidden(refusal.message);
  if (refusal.code === "locked") return locked(refusal.message, fields);
  if (refusal.code === "invalid_state") return invalidState(refusal.message, fields);
  if (refusal.code === "already_decided") return alreadyDecided(refusal.message);
  return validation(refusal.message, fields);
};

/**
 * The policy check every write runs before it writes (packages/domain/src/policies): throws the refusal as
 * its API error. policy.guard.test.ts fails when a write service reaches a write without one.
 */
export const assertAllowed = <A extends PolicyAction>(
  user: AuthUser,
  action: A,
  ctx: PolicyContexts[A],
  opts: { lockedMessage?: string | undefined } = {},
): void => {
  const refusal = decide(user, action, ctx);
  if (!refusal) return;
  // A feature may name what the locked order refuses ("… cannot change invoices.").
  throw refusalError(
    refusal.code === "locked" && opts.lockedMessage ? { ...refusal, message: opts.lockedMessage } : refusal,
  );
};
