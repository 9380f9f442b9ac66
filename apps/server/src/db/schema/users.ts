import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers, vendors } from "./parties.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** argon2id hash; null for users who only sign in through an external OpenID Connect provider. */
    passwordhash: text("passwordhash"),
    /** `sub` of the external identity provider, when one is configured. */
    externalsubject: text("externalsubject"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    /** Vendor 2, Customer 3, Employee 4 (spec 3 §9). */
    usertypeid: integer("usertypeid").notNull().default(4),
    vendorid: integer("vendorid").references(() => vendors.id),
    customerid: integer("customerid").references(() => customers.id),
    isdispatcher: boolean("isdispatcher").notNull().default(false),
    issalesrep: boolean("issalesrep").notNull().default(false),
    isactive: boolean("isactive").notNull().default(true),
    blocked: boolean("blocked").notNull().default(false),
    reports: integer("reports").array().notNull().default(sql`'{}'::int[]`),
    loginscount: integer("loginscount").notNull().default(0),
    /**
     * Bumped by a trigger (migration 0018) whenever roles, permissions, password or the blocked/active flags
     * change; access tokens carry the version they were issued with and are refused once it moved on.
     */
    tokenversion: integer("tokenversion").notNull().default(0),
    /** Optimistic concurrency of the admin user editor (a stale save answers 409). */
    version: integer("version").notNull().default(1),
    lastlogin: timestamp("lastlogin", { withTimezone: true }),
    passwordchangeddate: timestamp("passwordchangeddate", { withTimezone: true }),
    createddate: timestamp("createddate", { withTimezone: true }).notNull().defaultNow(),
    modifieddate: timestamp("modifieddate", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_externalsubject_uq").on(t.externalsubject),
    index("users_vendor_idx").on(t.vendorid),
    index("users_customer_idx").on(t.customerid),
  ],
);
