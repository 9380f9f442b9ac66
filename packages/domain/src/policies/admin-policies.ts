import type { Principal } from "../roles.ts";
import { isAdmin, isStaff } from "../roles.ts";
import { type Decision, firstRefusal, forbid, wrongState } from "./refusal.ts";

/** A write decided on who asks alone (no record state matters to it). */
export type NoRecord = Readonly<Record<string, never>>;

/** What an edit of a user changes that matters to the self-lockout rule. */
export interface UserChange {
  /** The user edited is the caller. */
  self: boolean;
  roles: readonly string[];
  blocked: boolean;
  isactive: boolean;
}

/** The context each Admin write is decided on (spec 3 §2.11, §2.15, §7.3). */
export interface AdminActionContexts {
  createUser: NoRecord;
  updateUser: { change: UserChange };
  resendInvitation: NoRecord;
  saveEditorUser: NoRecord;
  linkIdentity: NoRecord;
  editDispatchPriority: NoRecord;
  editLabels: NoRecord;
  reassignCustomerDispatchers: NoRecord;
  editManagementProvider: NoRecord;
}
export type AdminAction = keyof AdminActionContexts;

const adminOnly = (user: Principal): Decision => (isStaff(user) && isAdmin(user) ? null : forbid());

/** An admin cannot lock themself out: not block, deactivate or take the Admin role from their own account. */
export const selfLockoutRefusal = (change: UserChange): Decision => {
  if (!change.self) return null;
  if (change.blocked) return wrongState("You cannot block your own account.", "blocked");
  if (!change.isactive) return wrongState("You cannot deactivate your own account.", "isactive");
  if (!change.roles.includes("Admin"))
    return wrongState("You cannot remove the Admin role from your own account.", "app_metadata.roles");
  return null;
};

type Rule<A extends AdminAction> = (user: Principal, ctx: AdminActionContexts[A]) => Decision;

/** One policy per Admin write: every one is Admin only (docs/permissions.md "Admin page"). */
export const ADMIN_POLICIES: { [A in AdminAction]: Rule<A> } = {
  createUser: adminOnly,
  updateUser: (user, ctx) =>
    firstRefusal(
      () => adminOnly(user),
      () => selfLockoutRefusal(ctx.change),
    ),
  resendInvitation: adminOnly,
  saveEditorUser: adminOnly,
  linkIdentity: adminOnly,
  editDispatchPriority: adminOnly,
  editLabels: adminOnly,
  reassignCustomerDispatchers: adminOnly,
  editManagementProvider: adminOnly,
};
