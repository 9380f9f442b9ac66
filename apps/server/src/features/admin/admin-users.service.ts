import { defaultPermissionsFor, ROLES, type Role, USER_TYPE } from "@fm/domain";
import type {
  AdminUser,
  CreateUserBody,
  EditorUser,
  LinkIdentityBody,
  SaveEditorUserBody,
  UpdateUserBody,
} from "@fm/domain/contracts";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, users, vendors } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import {
  AppError,
  assertVersion,
  duplicate,
  invalidState,
  mustExist,
  notFound,
} from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { writeAudit } from "./admin-audit.ts";
import { type InvitationPolicy, issueInvitation } from "./invitations.service.ts";
import { linksFor, userTypeFor } from "./user-rules.ts";

const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

const invitationState = sql<AdminUser["invitation"]>`case
  when ${users.passwordhash} is not null or ${users.externalsubject} is not null then 'none'
  else coalesce((select case when i.expiresat > now() then 'pending' else 'expired' end
                 from userinvitations i
                 where i.userid = ${users.id} and i.usedat is null and i.revokedat is null
                 order by i.createddate desc limit 1), 'none') end`;

const selectUsers = (db: DbOrTx, where?: SQL) => {
  const q = db
    .select({
      user: users,
      vendorname: vendors.name,
      customername: customers.customername,
      invitation: invitationState,
    })
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorid))
    .leftJoin(customers, eq(customers.id, users.customerid));
  return (where ? q.where(where) : q).orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
};

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

const toAdminUser = ({ user: u, vendorname, customername, invitation }: UserRow): AdminUser => ({
  user_id: u.id,
  given_name: u.firstname,
  family_name: u.lastname,
  email: u.email,
  email_verified: u.passwordhash !== null || u.externalsubject !== null,
  logins_count: u.loginscount,
  app_metadata: { roles: u.roles },
  isactive: u.isactive,
  blocked: u.blocked,
  isdispatcher: u.isdispatcher,
  isvendor: u.usertypeid === USER_TYPE.Vendor,
  iscustomer: u.usertypeid === USER_TYPE.Customer,
  issalesrep: u.issalesrep,
  usertypeid: u.usertypeid,
  vendorid: u.vendorid,
  vendorname: vendorname ?? null,
  customerid: u.customerid,
  customername: customername ?? null,
  reports: u.reports,
  invitation,
  lastlogin: u.lastlogin?.toISOString() ?? null,
  version: u.version,
});

/** GET /api/admin/getuserlist: every user, by name. */
export const listUsers = async (db: DbOrTx) => (await selectUsers(db)).map(toAdminUser);

export const getAdminUser = async (db: DbOrTx, id: number): Promise<AdminUser> => {
  const [row] = await selectUsers(db, eq(users.id, id));
  if (!row) throw notFound("User");
  return toAdminUser(row);
};

/** What the audit trail records of a user (never the password hash). */
const snapshot = (u: typeof users.$inferSelect) => ({
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  roles: u.roles,
  reports: u.reports,
  usertypeid: u.usertypeid,
  vendorid: u.vendorid,
  customerid: u.customerid,
  isactive: u.isactive,
  blocked: u.blocked,
  isdispatcher: u.isdispatcher,
  issalesrep: u.issalesrep,
});

const changedOnly = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
};

const assertLinksExist = async (
  tx: DbOrTx,
  links: { vendorid: number | null; customerid: number | null },
) => {
  const fields: Record<string, string> = {};
  if (links.vendorid !== null) {
    const [v] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, links.vendorid));
    if (!v) fields.vendorid = "Vendor was not found.";
  }
  if (links.customerid !== null) {
    const [c] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, links.customerid));
    if (!c) fields.customerid = "Customer was not found.";
  }
  if (Object.keys(fields).length)
    throw new AppError("validation", 400, Object.values(fields).join(" "), fields);
};

const assertEmailFree = async (tx: DbOrTx, email: string, exceptId: number | null) => {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (other && other.id !== exceptId) {
    throw duplicate("A user with this email already exists.", {
      email: "A user with this email already exists.",
    });
  }
};

const uniqueReports = (reports: number[]) => [...new Set(reports)].sort((a, b) => a - b);

/** The user row as the editor sets it, on create and on update alike (the permissions are the caller's). */
const editorColumns = (b: CreateUserBody, roles: Role[], links: ReturnType<typeof linksFor>) => ({
  email: b.email,
  firstname: b.given_name,
  lastname: b.family_name,
  roles,
  usertypeid: userTypeFor(roles, b.isvendor),
  ...links,
  isdispatcher: b.isdispatcher,
  issalesrep: b.issalesrep,
  isactive: b.isactive,
  blocked: b.blocked,
  reports: uniqueReports(b.reports),
});

export interface CreatePolicy {
  /** An external OpenID Connect provider signs users in: no invitation, no password here. */
  externalIdp: boolean;
  invitation: InvitationPolicy;
}

/**
 * POST /api/admin/createuser. With the built-in identity provider the user gets an invitation (a single-use,
 * expiring set-password link, mailed through the outbox); with an external one they sign in there and are
 * linked by e-mail on first sign-in.
 */
export const createUser = (db: Db, actor: AuthUser, b: CreateUserBody, policy: CreatePolicy) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "createUser", {});
    const links = linksFor(b);
    await assertLinksExist(tx, links);
    await assertEmailFree(tx, b.email, null);
    const roles: Role[] = [...new Set(b.app_metadata.roles)];
    const [created] = await tx
      .insert(users)
      .values({ ...editorColumns(b, roles, links), permissions: defaultPermissionsFor(roles) })
      .returning();
    const user = mustExist(created, "created user");
    await writeAudit(tx, actor, {
      entity: "user",
      key: String(user.id),
      action: "create",
      before: null,
      after: snapshot(user),
    });
    if (!policy.externalIdp) await issueInvitation(tx, actor, user, policy.invitation);
    return getAdminUser(tx, user.id);
  });

const lockUser = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound("User");
  return row;
};

/**
 * PATCH /api/admin/updateuser. Changing roles, links, blocked or active bumps the user's token version (the
 * trigger of migration 0018), so their next request is refused and they sign in again under the new rules.
 */
export const updateUser = (db: Db, actor: AuthUser, b: UpdateUserBody) =>
  db.transaction(async (tx) => {
    const current = await lockUser(tx, b.user_id);
    assertVersion(current.version, b.version, "user");
    const links = linksFor(b);
    const roles: Role[] = [...new Set(b.app_metadata.roles)];
    assertAllowed(actor, "updateUser", {
      change: { self: actor.id === current.id, roles, blocked: b.blocked, isactive: b.isactive },
    });
    await assertLinksExist(tx, links);
    await assertEmailFree(tx, b.email, current.id);
    const rolesChanged = JSON.stringify([...current.roles].sort()) !== JSON.stringify([...roles].sort());
    const [saved] = await tx
      .update(users)
      .set({
        ...editorColumns(b, roles, links),
        // The editor has no permission list: a role change gives the new roles' defaults (docs/permissions.md).
        permissions: rolesChanged ? defaultPermissionsFor(roles) : current.permissions,
        version: current.version + 1,
        modifieddate: new Date(),
      })
      .where(eq(users.id, current.id))
      .returning();
    const after = mustExist(saved, "updated user");
    const diff = changedOnly(snapshot(current), snapshot(after));
    await writeAudit(tx, actor, { entity: "user", key: String(current.id), action: "update", ...diff });
    return getAdminUser(tx, current.id);
  });

/** POST /api/admin/resendinvitation: a new set-password link (the previous one stops working). */
export const resendInvitation = (db: Db, actor: AuthUser, userId: number, policy: CreatePolicy) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "resendInvitation", {});
    if (policy.externalIdp) {
      throw invalidState(
        "Users sign in through the external identity provider: there is no invitation to send.",
      );
    }
    const user = await lockUser(tx, userId);
    if (user.passwordhash) {
      throw invalidState("This user has already set a password.", {
        user_id: "This user has already set a password.",
      });
    }
    await issueInvitation(tx, actor, user, policy.invitation);
    return getAdminUser(tx, user.id);
  });

/** GET /api/admin/getuser?id: the alternative editor's fields. */
export const getEditorUser = async (db: DbOrTx, id: number): Promise<EditorUser> => {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw notFound("User");
  return {
    id: u.id,
    username: u.email,
    firstName: u.firstname,
    lastName: u.lastname,
    email: u.email,
    usertypeid: u.usertypeid,
    issalesrep: u.issalesrep,
    isdispatcher: u.isdispatcher,
    vendorid: u.vendorid,
    customerid: u.customerid,
    externalsubject: u.externalsubject,
    version: u.version,
  };
};

/**
 * PUT /api/admin/saveuser (alternative editor). A user type needs its link: Vendor (2) a vendor, Customer (3)
 * a customer (set in the Users tab editor); Employee (4) clears both.
 */
export const saveEditorUser = (db: Db, actor: AuthUser, b: SaveEditorUserBody) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "saveEditorUser", {});
    const current = await lockUser(tx, b.id);
    assertVersion(current.version, b.version, "user");
    if (b.usertypeid === USER_TYPE.Vendor && current.vendorid === null) {
      const m = "A Vendor user must be linked to a vendor: set the vendor in the Users tab editor.";
      throw new AppError("validation", 400, m, { usertypeid: m });
    }
    if (b.usertypeid === USER_TYPE.Customer && current.customerid === null) {
      const m = "A Customer user must be linked to a customer: set the customer in the Users tab editor.";
      throw new AppError("validation", 400, m, { usertypeid: m });
    }
    await assertEmailFree(tx, b.email, current.id);
    const employee = b.usertypeid === USER_TYPE.Employee;
    // Roles follow the type where they would contradict it (an Employee keeps no external role).
    const roles = employee
      ? current.roles.filter((r) => r !== "Customer" && r !== "Vendor" && r !== "Tech")
      : current.roles;
    const rolesChanged = roles.length !== current.roles.length;
    const [saved] = await tx
      .update(users)
      .set({
        email: b.email,
        firstname: b.firstName,
        lastname: b.lastName,
        usertypeid: b.usertypeid,
        issalesrep: b.issalesrep,
        isdispatcher: b.isdispatcher,
        vendorid: b.usertypeid === USER_TYPE.Vendor ? current.vendorid : null,
        customerid: b.usertypeid === USER_TYPE.Customer ? current.customerid : null,
        roles,
        permissions: rolesChanged ? defaultPermissionsFor(roles.filter(isRole)) : current.permissions,
        version: current.version + 1,
        modifieddate: new Date(),
      })
      .where(eq(users.id, current.id))
      .returning();
    const after = mustExist(saved, "updated user");
    await writeAudit(tx, actor, {
      entity: "user",
      key: String(current.id),
      action: "update",
      ...changedOnly(snapshot(current), snapshot(after)),
    });
    return true;
  });

/** GET /api/admin/getuserlinks: vendors and customers by name, for the editor's link pickers. */
export const userLinkOptions = async (db: DbOrTx) => {
  const [vendorRows, customerRows] = await Promise.all([
    db
      .select({ id: vendors.id, name: vendors.name, isactive: vendors.isactive })
      .from(vendors)
      .orderBy(asc(vendors.name)),
    db
      .select({ id: customers.id, name: customers.customername, isactive: customers.isactive })
      .from(customers)
      .orderBy(asc(customers.customername)),
  ]);
  return { vendors: vendorRows, customers: customerRows };
};

/**
 * PUT /api/admin/linkidentity (issue 29, decision 0044-a29): links the configured OIDC issuer's subject to a
 * staff user (an external user is never mapped by hand: its sign-in must go through its own verified e-mail),
 * or removes the link. A subject linked to another user is refused; the link is audited.
 */
export const linkIdentity = (db: Db, actor: AuthUser, b: LinkIdentityBody) =>
  db.transaction(async (tx) => {
    assertAllowed(actor, "linkIdentity", {});
    const current = await lockUser(tx, b.user_id);
    assertVersion(current.version, b.version, "user");
    const external =
      current.usertypeid !== USER_TYPE.Employee || current.vendorid !== null || current.customerid !== null;
    if (b.externalsubject !== null && external) {
      const m = "Only a staff user can be linked to an external identity by an Admin.";
      throw new AppError("validation", 400, m, { user_id: m });
    }
    if (b.externalsubject !== null) {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.externalsubject, b.externalsubject));
      if (other && other.id !== current.id) {
        const m = "This external identity is already linked to another user.";
        throw duplicate(m, { externalsubject: m }, 409);
      }
    }
    const [saved] = await tx
      .update(users)
      .set({ externalsubject: b.externalsubject, version: current.version + 1, modifieddate: new Date() })
      .where(eq(users.id, current.id))
      .returning();
    const row = mustExist(saved, "linked user");
    await writeAudit(tx, actor, {
      entity: "user",
      key: String(row.id),
      action: "linkidentity",
      before: { externalsubject: current.externalsubject },
      after: { externalsubject: row.externalsubject },
    });
    return getEditorUser(tx, row.id);
  });
