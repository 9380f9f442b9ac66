import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Set-password links of the built-in identity provider (invitations of new users, re-sent invitations).
 * Only the SHA-256 of the token is stored; a link is used once and expires.
 */
export const userInvitations = pgTable(
  "userinvitations",
  {
    tokenhash: text("tokenhash").primaryKey(),
    userid: integer("userid")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
    expiresat: ts("expiresat").notNull(),
    usedat: ts("usedat"),
    /** Set when a newer invitation replaced this one before it was used. */
    revokedat: ts("revokedat"),
  },
  (t) => [index("userinvitations_user_idx").on(t.userid)],
);

/** Every administrator change of a user or a dispatch priority: who, when, before → after. */
export const adminAudit = pgTable(
  "adminaudit",
  {
    id: serial("id").primaryKey(),
    /** null when the change was not made by a signed-in user (a user setting their own password). */
    actorid: integer("actorid").references(() => users.id),
    actorname: text("actorname").notNull(),
    /** user, dispatchvendor */
    entity: text("entity").notNull(),
    /** users.id, or "tradeid:vendorid" for a dispatch priority. */
    entitykey: text("entitykey").notNull(),
    /** create, update, invite, setpassword, add, priority, remove */
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [index("adminaudit_entity_idx").on(t.entity, t.entitykey, t.createddate)],
);
