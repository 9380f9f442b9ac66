import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { customers, vendors } from "./parties.ts";
import { users } from "./users.ts";

/**
 * API tokens of integrations (issue 33): only the SHA-256 of the secret is stored; the token acts as its owner
 * narrowed to `scopes` (and to one customer or vendor when set).
 */
export const apiTokens = pgTable(
  "apitokens",
  {
    id: serial("id").primaryKey(),
    userid: integer("userid")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The first characters of the token ("fmd_ab12cd34"), so a list can tell tokens apart. */
    prefix: text("prefix").notNull(),
    /** hex SHA-256 of the whole token. */
    secrethash: text("secrethash").notNull(),
    scopes: text("scopes").array().notNull().default(sql`'{}'::text[]`),
    customerid: integer("customerid").references(() => customers.id),
    vendorid: integer("vendorid").references(() => vendors.id),
    ratelimitperminute: integer("ratelimitperminute").notNull().default(120),
    expiresat: ts("expiresat"),
    revokedat: ts("revokedat"),
    lastusedat: ts("lastusedat"),
    lastusedip: text("lastusedip"),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("apitokens_secrethash_uq").on(t.secrethash), index("apitokens_user_idx").on(t.userid)],
);

/** Outbound webhook subscriptions (issue 33): signed per Standard Webhooks with a sealed `whsec_` secret. */
export const webhookSubscriptions = pgTable("webhooksubscriptions", {
  id: serial("id").primaryKey(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: text("events").array().notNull().default(sql`'{}'::text[]`),
  /** The `whsec_…` secret sealed with APP_ENCRYPTION_KEY (platform/secrets). */
  secretsealed: text("secretsealed").notNull(),
  isactive: boolean("isactive").notNull().default(true),
  /** Failed attempts in a row; reset by a success; the subscription is disabled at WEBHOOK_DISABLE_AFTER. */
  consecutivefailures: integer("consecutivefailures").notNull().default(0),
  disabledat: ts("disabledat"),
  disabledreason: text("disabledreason"),
  version: integer("version").notNull().default(1),
  createdby: integer("createdby").references(() => users.id),
  createddate: ts("createddate").notNull().defaultNow(),
});

/** One event for one subscription (outbox style: inserted in the writing transaction, sent by a job). */
export const webhookDeliveries = pgTable(
  "webhookdeliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionid: integer("subscriptionid")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    /** `webhook-id`: the same on every retry and redelivery, so a receiver can drop duplicates. */
    messageid: text("messageid").notNull(),
    eventtype: text("eventtype").notNull(),
    /** The exact body sent (`{ type, timestamp, data }`). */
    body: text("body").notNull(),
    /** pending, delivered, failed, skipped */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responsecode: integer("responsecode"),
    latencyms: integer("latencyms"),
    error: text("error"),
    lastattemptat: ts("lastattemptat"),
    deliveredat: ts("deliveredat"),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [index("webhookdeliveries_subscription_idx").on(t.subscriptionid, t.id)],
);

/** Admin settings of the integrations (one row, id 1). */
export const integrationSettings = pgTable("integrationsettings", {
  id: integer("id").primaryKey(),
  /** Testing only: webhook URLs may point at loopback, private and link-local addresses. */
  allowprivatewebhookurls: boolean("allowprivatewebhookurls").notNull().default(false),
});
