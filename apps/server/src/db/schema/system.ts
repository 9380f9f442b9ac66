import { index, integer, jsonb, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { ts } from "./columns.ts";
import { users } from "./users.ts";
import { workOrders } from "./workorders.ts";

export const errorLog = pgTable("errorlog", {
  id: serial("id").primaryKey(),
  errormessage: text("errormessage").notNull(),
  additionalinfo: text("additionalinfo"),
  errorpage: text("errorpage"),
  userid: integer("userid").references(() => users.id),
  username: text("username"),
  createddate: ts("createddate").notNull().defaultNow(),
});

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** Mail is written here in the same transaction as the change it reports; a worker delivers it. */
export const mailOutbox = pgTable(
  "mailoutbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").array().notNull(),
    cc: text("cc").array(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** queued, sending, sent, failed */
    status: varchar("status", { length: 16 }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextattemptat: ts("nextattemptat").notNull().defaultNow(),
    lasterror: text("lasterror"),
    sentat: ts("sentat"),
    workorderid: integer("workorderid").references(() => workOrders.id, { onDelete: "set null" }),
    createdby: integer("createdby").references(() => users.id),
    createddate: ts("createddate").notNull().defaultNow(),
  },
  (t) => [index("mailoutbox_due_idx").on(t.status, t.nextattemptat)],
);
