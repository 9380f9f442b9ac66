import { createHash, randomBytes } from "node:crypto";
import { defaultPermissionsFor, type Role, USER_TYPE } from "@fm/domain";
import type { DbOrTx } from "../db/client.ts";
import { adminAudit, userInvitations, users } from "../db/schema/index.ts";

/**
 * admin (issue 16): users in the states the Admin page shows besides the demo logins: blocked, inactive,
 * an invitation still pending and one that expired (Resend Invitation mails a fresh link to either).
 */
const ADMIN_DEMO_USERS: {
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  state: "blocked" | "inactive" | "pending" | "expired";
}[] = [
  {
    email: "blocked.dispatcher@fmdispatch.example.com",
    firstname: "Blake",
    lastname: "Blocked",
    roles: ["Dispatchers"],
    state: "blocked",
  },
  {
    email: "former.accountant@fmdispatch.example.com",
    firstname: "Frances",
    lastname: "Former",
    roles: ["AccountingAdmin"],
    state: "inactive",
  },
  {
    email: "new.dispatcher@fmdispatch.example.com",
    firstname: "Nina",
    lastname: "Newhire",
    roles: ["Dispatchers"],
    state: "pending",
  },
  {
    email: "late.starter@fmdispatch.example.com",
    firstname: "Lee",
    lastname: "Latestart",
    roles: ["Dispatchers"],
    state: "expired",
  },
];

export const seedAdminDemoUsers = async (
  tx: DbOrTx,
  opts: { passwordhash: string; now: Date; adminId: number; adminName: string },
) => {
  for (const u of ADMIN_DEMO_USERS) {
    const invited = u.state === "pending" || u.state === "expired";
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email,
        passwordhash: invited ? null : opts.passwordhash,
        firstname: u.firstname,
        lastname: u.lastname,
        roles: u.roles,
        permissions: defaultPermissionsFor(u.roles),
        usertypeid: USER_TYPE.Employee,
        isdispatcher: u.roles.includes("Dispatchers"),
        isactive: u.state !== "inactive",
        blocked: u.state === "blocked",
        passwordchangeddate: invited ? null : opts.now,
        createddate: new Date(opts.now.getTime() - (invited ? 5 : 90) * 86_400_000),
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`demo user ${u.email} not created`);
    if (invited) {
      // A token nobody knows: the demo shows the state; Resend Invitation mails a usable link.
      const createdAt = new Date(opts.now.getTime() - (u.state === "expired" ? 5 : 1) * 86_400_000);
      await tx.insert(userInvitations).values({
        tokenhash: createHash("sha256").update(randomBytes(32)).digest("hex"),
        userid: row.id,
        createdby: opts.adminId,
        createddate: createdAt,
        expiresat: new Date(createdAt.getTime() + 72 * 3_600_000),
      });
    }
    await tx.insert(adminAudit).values({
      actorid: opts.adminId,
      actorname: opts.adminName,
      entity: "user",
      entitykey: String(row.id),
      action: "create",
      before: null,
      after: {
        email: u.email,
        roles: u.roles,
        blocked: u.state === "blocked",
        isactive: u.state !== "inactive",
      },
      createddate: new Date(opts.now.getTime() - 5 * 86_400_000),
    });
  }
  return ADMIN_DEMO_USERS.length;
};
