import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { trades } from "./lookups.ts";
import { customers, vendorTrades } from "./parties.ts";

/** A trade a customer buys, with its rates (spec 3 §2.5 Trades tab). */
export const customerTrades = pgTable(
  "customertrades",
  {
    id: serial("id").primaryKey(),
    customerid: integer("customerid")
      .notNull()
      .references(() => customers.id),
    tradeid: integer("tradeid")
      .notNull()
      .references(() => trades.id),
    isdeleted: boolean("isdeleted").notNull().default(false),
  },
  (t) => [uniqueIndex("customertrades_customer_trade_uq").on(t.customerid, t.tradeid)],
);

const rate = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * Trade rates of a customer trade or a vendor trade (spec 3 §2.9): regular, overtime, holiday/double time,
 * trip charge and markup %, for the states listed (cities, counties and ZIPs narrow them further; their
 * tables come with the rate editor).
 */
export const tradeRates = pgTable(
  "traderates",
  {
    id: serial("id").primaryKey(),
    customertradeid: integer("customertradeid").references(() => customerTrades.id, { onDelete: "cascade" }),
    vendortradeid: integer("vendortradeid").references(() => vendorTrades.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    traderatetypeid: integer("traderatetypeid").notNull().default(1),
    statecodes: varchar("statecodes", { length: 2 }).array().notNull().default(sql`'{}'::varchar[]`),
    regularrate: rate("regularrate").notNull(),
    overtimerate: rate("overtimerate"),
    holidayrate: rate("holidayrate"),
    tripcharge: rate("tripcharge"),
    markupcharge: numeric("markupcharge", { precision: 6, scale: 2 }),
    lastupdated: timestamp("lastupdated", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("traderates_customertrade_idx").on(t.customertradeid),
    index("traderates_vendortrade_idx").on(t.vendortradeid),
  ],
);
