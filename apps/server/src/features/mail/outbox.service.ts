import type { OutboxListQuery } from "@fm/domain/contracts";
import { and, count, eq, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { mailOutbox, type OutboxAttachment } from "../../db/schema/index.ts";
import { notFound } from "../../platform/errors.ts";
import { compileGrid } from "../../platform/grid/grid-sql.ts";
import { attachmentNames, OUTBOX_COLUMNS } from "./outbox.columns.ts";

export interface OutgoingMail {
  to: string[];
  cc?: string[];
  subject: string;
  html: string;
  text?: string;
  attachments?: OutboxAttachment[];
  workorderid?: number | null;
  createdby?: number | null;
}

/** The outbox row of one message (what is not given is null). */
const outboxRow = (m: OutgoingMail) => ({
  to: m.to,
  cc: m.cc ?? null,
  subject: m.subject,
  html: m.html,
  text: m.text ?? null,
  attachments: m.attachments ?? null,
  workorderid: m.workorderid ?? null,
  createdby: m.createdby ?? null,
});

/** Queues a message in the caller's transaction: it is sent only if the change that caused it commits. */
export const queueMail = async (tx: DbOrTx, m: OutgoingMail) => {
  const [row] = await tx.insert(mailOutbox).values(outboxRow(m)).returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail not queued");
  return row.id;
};

/** Many messages in one statement, in the caller's transaction (the SLA escalation scan's batches). */
export const queueMails = async (tx: DbOrTx, mails: readonly OutgoingMail[]) => {
  if (!mails.length) return;
  await tx.insert(mailOutbox).values(mails.map(outboxRow));
};

export const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at 1 h. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Claims due messages for this worker. `FOR UPDATE SKIP LOCKED` lets any number of workers run side by side;
 * a claim that is never finished (crash) becomes due again after five minutes.
 */
export const claimDue = (db: Db, limit: number) =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(sql`${mailOutbox.status} in ('queued', 'sending')`, lte(mailOutbox.nextattemptat, sql`now()`)),
      )
      .orderBy(mailOutbox.nextattemptat)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextattemptat: sql`now() + interval '5 minutes'`,
      })
      .where(
        sql`${mailOutbox.id} in (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });

export const markSent = (db: Db, id: number) =>
  db
    .update(mailOutbox)
    .set({ status: "sent", sentat: new Date(), lasterror: null })
    .where(eq(mailOutbox.id, id));

/** A failed attempt is retried with back-off; after MAX_ATTEMPTS it stays as 'failed' (never deleted). */
export const markFailed = (db: Db, id: number, attempts: number, error: string) =>
  db
    .update(mailOutbox)
    .set({
      status: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
      lasterror: error.slice(0, 2000),
      nextattemptat: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
    })
    .where(eq(mailOutbox.id, id));

/** One page of the admin Outbox through the grid compiler (newest first unless sorted). */
export const listOutbox = async (db: Db, q: OutboxListQuery) => {
  const grid = compileGrid(OUTBOX_COLUMNS, q, {
    defaultSort: [{ column: "createddate", desc: true }],
    tieBreaker: sql`${mailOutbox.id} desc`,
    extraWhere: [q.status ? eq(mailOutbox.status, q.status) : undefined],
  });
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        cc: mailOutbox.cc,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lasterror: mailOutbox.lasterror,
        sentat: mailOutbox.sentat,
        createddate: mailOutbox.createddate,
        workorderid: mailOutbox.workorderid,
        attachmentnames: attachmentNames,
      })
      .from(mailOutbox)
      .where(grid.where)
      .orderBy(...grid.orderBy)
      .limit(grid.limit)
      .offset(grid.offset),
    db.select({ total: count() }).from(mailOutbox).where(grid.where),
  ]);
  // Dates travel as ISO 8601 text (the JSON they always had), so the web can check them against the contract.
  const page = rows.map((r) => ({
    ...r,
    sentat: r.sentat?.toISOString() ?? null,
    createddate: r.createddate.toISOString(),
  }));
  return { rows: page, total: counted[0]?.total ?? 0, page: q.page, pageSize: q.pageSize };
};

/** admin (issue 16): one message with its body. */
export const outboxMessage = async (db: Db, id: number) => {
  const [m] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!m) throw notFound("Mail");
  return {
    id: m.id,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    status: m.status,
    createddate: m.createddate.toISOString(),
  };
};
