import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users, workOrderImports } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import type { AppContext } from "../../platform/context.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { insertJob } from "../../platform/jobs/job-store.ts";
import { importParsedOrder, mapServiceChannelWorkOrder, scIdOf } from "../workorder-import/index.ts";
import { syncClientOf } from "./sc-client.ts";

export const SC_POLL_KIND = "servicechannel-poll";

/** The filter of the poll: ServiceChannel's open orders (GET /workorders?status=Open, 50 a page). */
export const POLL_FILTER = { status: "Open" } as const;

/**
 * Who the poll imports as: the first active Admin (the import's policy, the order's creator and the System
 * note name a person; the audit trail shows the job's route). Null when there is none.
 */
const pollUser = async (db: Db): Promise<AuthUser | null> => {
  const [u] = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(sql`'Admin' = any(${users.roles})`, eq(users.isactive, true), eq(users.blocked, false)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!u) return null;
  const name = `${u.firstname} ${u.lastname}`.trim();
  return {
    id: u.id,
    email: u.email,
    name,
    roles: ["Admin"],
    permissions: [],
    vendorid: null,
    customerid: null,
  };
};

export interface PollResult {
  seen: number;
  imported: number;
  known: number;
  /** Orders that could not be imported (customer not linked, unknown location…): their Id and the reason. */
  skipped: { id: number | null; reason: string }[];
}

/**
 * Issue 33 §6: one poll — the configured subscriber's open ServiceChannel orders, page by page; each one not
 * imported yet (workorderimports.scworkorderid is unique) goes through the import's mapping and
 * importParsedOrder, so it becomes an order exactly once. An order at a location the customer has no job
 * site for is skipped with its reason (a person imports it by PO and agrees to create the site).
 */
export const pollServiceChannel = async (ctx: AppContext): Promise<PollResult | { skippedall: string }> => {
  const subscriber = ctx.config.SERVICECHANNEL_SUBSCRIBER_ID;
  const client = syncClientOf(ctx);
  if (!client || !subscriber) return { skippedall: "ServiceChannel or its subscriber id is not configured." };
  const { db } = ctx.database;
  const user = await pollUser(db);
  if (!user) return { skippedall: "No active Admin to import as." };
  const orders = (await client.searchWorkOrders({ ...POLL_FILTER })).filter((wo) => {
    const sub = wo.Subscriber as { Id?: unknown } | undefined;
    return String(sub?.Id ?? "") === subscriber;
  });
  const ids = orders.flatMap((wo) => {
    const id = scIdOf(wo);
    return id ? [id] : [];
  });
  const known = new Set(
    ids.length
      ? (
          await db
            .select({ id: workOrderImports.scworkorderid })
            .from(workOrderImports)
            .where(inArray(workOrderImports.scworkorderid, ids))
        ).map((r) => r.id)
      : [],
  );
  const result: PollResult = { seen: orders.length, imported: 0, known: 0, skipped: [] };
  const maxMb = ctx.config.WORKORDER_IMPORT_MAX_MB;
  for (const wo of orders) {
    const id = scIdOf(wo);
    if (id === null) {
      result.skipped.push({ id: null, reason: "The ServiceChannel order carries no Id." });
      continue;
    }
    if (known.has(id)) {
      result.known++;
      continue;
    }
    const po = String(wo.PurchaseNumber ?? wo.Number ?? id);
    try {
      const parsed = { ...mapServiceChannelWorkOrder(wo, po), files: [] };
      const out = await importParsedOrder(ctx, user, parsed, {
        createjobsite: false,
        maxBytes: maxMb * 1024 * 1024,
        maxMb,
      });
      if (out.outcome === "imported") result.imported++;
      else if (out.outcome === "exists") result.known++;
      else result.skipped.push({ id, reason: out.message });
    } catch (err) {
      result.skipped.push({ id, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
};

const Payload = z.object({ chain: z.boolean().optional() });

/** The periodic poll: each run enqueues the next slot's (idempotency key per slot); the daily run restarts the chain. */
export const serviceChannelPollJob = (ctx: AppContext) =>
  defineJob({
    kind: SC_POLL_KIND,
    payload: Payload,
    maxAttempts: 3,
    run: async (job) => {
      const result = await pollServiceChannel(ctx);
      const every = ctx.config.SERVICECHANNEL_POLL_MINUTES * 60_000;
      if (job.payload.chain !== false && every > 0) {
        const slot = Math.floor(job.now().getTime() / every) + 1;
        await insertJob(
          job.db,
          SC_POLL_KIND,
          {},
          { idempotencyKey: `${SC_POLL_KIND}:${slot}`, runAfter: new Date(slot * every) },
        );
      }
      return result;
    },
  });
