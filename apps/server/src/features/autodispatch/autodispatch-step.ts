import { rankReason, STATUS } from "@fm/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import {
  autoDispatchOffers,
  autoDispatchRuns,
  autoDispatchSettings,
  trades,
  users,
  vendorResponseLinks,
  vendors,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../../db/schema/index.ts";
import { nowOf } from "../../platform/clock.ts";
import type { AppContext } from "../../platform/context.ts";
import { impossible } from "../../platform/errors.ts";
import { escapeHtml } from "../../platform/format/html-text.ts";
import { defineJob, type JobDefinition } from "../../platform/jobs/job-definition.ts";
import { lockWorkOrder, systemReader } from "../../platform/workorder-core/index.ts";
import { queueMail } from "../mail/index.ts";
import { deliverNotice } from "../notices/index.ts";
import { refreshSlaClocks } from "../sla/index.ts";
import { issueResponseLinks } from "../vendor-acceptance/index.ts";
import { vendorsByTrades } from "../wovendors/index.ts";
import { AUTODISPATCH_ACTOR, autoDispatchNote, autoDispatchText } from "./autodispatch-notes.ts";

export const AUTODISPATCH_KIND = "autodispatch";
const Payload = z.object({ workorderid: z.number().int().positive() });
type Payload = z.infer<typeof Payload>;
export type AutoDispatchJob = JobDefinition<Payload, { outcome: string }>;

const reader = systemReader("automatic dispatch");
const sender = { ...reader, id: null, name: AUTODISPATCH_ACTOR };

/** One key per order and step: the start, each offer's timeout, the step after each decline. */
export const stepKey = (workorderid: number, step: string) => `autodispatch:${workorderid}:${step}`;

/** The order's first trade (by name) its customer opted in for, or null. */
const optedInTrade = async (db: DbOrTx, workorderid: number) => {
  const [row] = await db
    .select({ tradeid: autoDispatchSettings.tradeid, waitminutes: autoDispatchSettings.waitminutes })
    .from(workOrderTrades)
    .innerJoin(workOrders, eq(workOrders.id, workOrderTrades.workorderid))
    .innerJoin(
      autoDispatchSettings,
      and(
        eq(autoDispatchSettings.customerid, workOrders.customerid),
        eq(autoDispatchSettings.tradeid, workOrderTrades.tradeid),
        eq(autoDispatchSettings.enabled, true),
      ),
    )
    .innerJoin(trades, eq(trades.id, workOrderTrades.tradeid))
    .where(eq(workOrderTrades.workorderid, workorderid))
    .orderBy(asc(trades.tradename))
    .limit(1);
  return row ?? null;
};

const tradeName = async (db: DbOrTx, tradeid: number) =>
  (await db.select({ n: trades.tradename }).from(trades).where(eq(trades.id, tradeid)))[0]?.n ??
  `#${tradeid}`;

const vendorName = async (db: DbOrTx, vendorid: number) =>
  (await db.select({ n: vendors.name }).from(vendors).where(eq(vendors.id, vendorid)))[0]?.n ??
  `#${vendorid}`;

/** The dispatcher's notice that the list is exhausted (the dispatch desk when the order has none). */
const tellDispatcher = async (
  ctx: AppContext,
  tx: DbOrTx,
  wo: typeof workOrders.$inferSelect,
  said: string,
) => {
  const [d] =
    wo.dispatcherid === null
      ? []
      : await tx.select({ email: users.email }).from(users).where(eq(users.id, wo.dispatcherid));
  const desk = ctx.config.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? ctx.config.MAIL_FROM;
  await queueMail(tx, {
    to: [d?.email ?? desk],
    subject: `Work Order ${wo.wonumber} - Automatic dispatch needs you`,
    html: `<p>${escapeHtml(said)}</p>`,
    text: said,
    workorderid: wo.id,
  });
};

/**
 * One step of an order's automatic dispatch (idempotent: it acts on what it finds, under the order's lock).
 * Starts the run (an opted-in customer × trade, the order still Received), closes the pending offer when its
 * vendor answered or its wait ran out (by the injectable clock), and offers the order to the best-ranked
 * eligible vendor not offered yet — Select Vendor's ranking (dispatch priority, coverage, distance weighed by
 * the scorecard (domain vendor-ranking.ts); tier 6, Redlined, excluded, inactive and non-compliant vendors are
 * not attachable), the offer noting why the vendor ranks there (`rankReason`) — with a vendor line, the
 * Dispatched notice with its Accept / Decline links, and a timeout step at the end of the wait. Stops at the
 * first acceptance, or tells the dispatcher when no vendor is left. Two instances never offer twice: the
 * order's row lock serialises the steps and the (order, vendor) unique index refuses a second offer.
 */
export const autoDispatchStep = async (ctx: AppContext, def: AutoDispatchJob, workorderid: number) => {
  const { db } = ctx.database;
  // Ranked outside the transaction (PGlite is one connection; the ranking reads through `db`).
  const [existing] = await db
    .select()
    .from(autoDispatchRuns)
    .where(eq(autoDispatchRuns.workorderid, workorderid));
  const tradeid = existing?.tradeid ?? (await optedInTrade(db, workorderid))?.tradeid;
  if (!tradeid) return { outcome: "not opted in" };
  const ranked = await vendorsByTrades(db, reader, {
    workorderId: workorderid,
    tradeIds: [tradeid],
    page: 1,
    pageSize: 100,
    search: "",
    sort: "priority",
  });
  const candidates = ranked.rows.filter((r) => r.canattach && r.dispatchemail);

  return db.transaction(async (tx) => {
    let wo = await lockWorkOrder(tx, reader, workorderid);
    const now = nowOf(ctx);
    let [run] = await tx
      .select()
      .from(autoDispatchRuns)
      .where(eq(autoDispatchRuns.workorderid, wo.id))
      .for("update");
    if (!run) {
      const setting = await optedInTrade(tx, wo.id);
      if (!setting || wo.statusid !== STATUS.Received) return { outcome: "skipped" };
      [run] = await tx
        .insert(autoDispatchRuns)
        .values({
          workorderid: wo.id,
          tradeid: setting.tradeid,
          state: "running",
          waitminutes: setting.waitminutes,
          startedat: now,
        })
        .returning();
      if (!run) throw impossible("auto-dispatch run insert returned no row");
      await autoDispatchNote(
        tx,
        wo.id,
        autoDispatchText.started(await tradeName(tx, setting.tradeid), setting.waitminutes),
        now,
      );
    }
    if (run.state !== "running") return { outcome: run.state };

    const offers = await tx
      .select()
      .from(autoDispatchOffers)
      .where(eq(autoDispatchOffers.workorderid, wo.id));
    const pending = offers.find((o) => o.outcome === "pending");
    if (pending) {
      const [line] = pending.workordervendorid
        ? await tx.select().from(workOrderVendors).where(eq(workOrderVendors.id, pending.workordervendorid))
        : [];
      const name = await vendorName(tx, pending.vendorid);
      if (line?.acceptedat) {
        await finish(tx, run.id, pending.id, "accepted", now);
        await autoDispatchNote(tx, wo.id, `Automatic dispatch: ${name} accepted; done.`, now);
        return { outcome: "accepted" };
      }
      if (line && !line.declinedat && now.getTime() < pending.expiresat.getTime())
        return { outcome: "waiting" };
      if (line?.declinedat) {
        await closeOffer(tx, pending.id, "declined");
      } else {
        await closeOffer(tx, pending.id, "expired");
        if (line) {
          // The vendor's silence ends its offer: its links stop working and a late answer cannot double-book.
          await tx
            .update(workOrderVendors)
            .set({
              declinedat: now,
              declinereason: `No answer within ${run.waitminutes} minutes (automatic dispatch).`,
              version: sql`${workOrderVendors.version} + 1`,
            })
            .where(eq(workOrderVendors.id, line.id));
          await tx
            .update(vendorResponseLinks)
            .set({ usedat: now })
            .where(
              and(eq(vendorResponseLinks.workordervendorid, line.id), isNull(vendorResponseLinks.usedat)),
            );
        }
        await autoDispatchNote(
          tx,
          wo.id,
          `Automatic dispatch: ${name} did not answer within ${run.waitminutes} minutes.`,
          now,
        );
      }
    }

    const lineVendors = (
      await tx
        .select({ vendorid: workOrderVendors.vendorid })
        .from(workOrderVendors)
        .where(eq(workOrderVendors.workorderid, wo.id))
    ).map((l) => l.vendorid);
    const taken = new Set([...offers.map((o) => o.vendorid), ...lineVendors]);
    const next = candidates.find((c) => !taken.has(c.id));
    if (!next) {
      await tx
        .update(autoDispatchRuns)
        .set({ state: "exhausted", endedat: now })
        .where(eq(autoDispatchRuns.id, run.id));
      const said = `Automatic dispatch of ${wo.wonumber}: no eligible vendor is left to offer it to. Please dispatch it yourself.`;
      await autoDispatchNote(
        tx,
        wo.id,
        "Automatic dispatch: no eligible vendor left; the dispatcher was notified.",
        now,
      );
      await tellDispatcher(ctx, tx, wo, said);
      return { outcome: "exhausted" };
    }

    const expiresat = new Date(now.getTime() + run.waitminutes * 60_000);
    const reason = rankReason(next);
    const [offer] = await tx
      .insert(autoDispatchOffers)
      .values({
        workorderid: wo.id,
        vendorid: next.id,
        rank: offers.length + 1,
        offeredat: now,
        expiresat,
        note: reason,
      })
      .onConflictDoNothing()
      .returning();
    if (!offer) return { outcome: "already offered" };
    const [line] = await tx
      .insert(workOrderVendors)
      .values({
        workorderid: wo.id,
        vendorid: next.id,
        tradeid: run.tradeid,
        quotedamount: "0",
        createddate: now,
      })
      .returning();
    if (!line) throw impossible("vendor line insert returned no row");
    await tx
      .update(autoDispatchOffers)
      .set({ workordervendorid: line.id })
      .where(eq(autoDispatchOffers.id, offer.id));
    if (wo.statusid === STATUS.Received) {
      const [moved] = await tx
        .update(workOrders)
        .set({ statusid: STATUS.Dispatched, dispatchdate: now, modifieddate: now, version: wo.version + 1 })
        .where(eq(workOrders.id, wo.id))
        .returning();
      if (moved) wo = moved;
      await refreshSlaClocks(tx, wo.id);
    }
    const links = await issueResponseLinks(ctx, tx, line);
    const sent = await deliverNotice(tx, sender, wo, line, "DISPATCHED", false, links);
    await autoDispatchNote(
      tx,
      wo.id,
      autoDispatchText.offered({ name: next.name, rank: offer.rank, reason, to: sent.to, expiresat }),
      now,
    );
    await ctx.jobs.enqueue(
      tx,
      def,
      { workorderid: wo.id },
      {
        exclusiveKey: stepKey(wo.id, `offer:${offer.id}`),
        idempotencyKey: stepKey(wo.id, `offer:${offer.id}`),
        runAfter: expiresat,
      },
    );
    return { outcome: "offered", vendorid: next.id };
  });
};

const closeOffer = (tx: DbOrTx, offerid: number, outcome: "declined" | "expired" | "accepted" | "stopped") =>
  tx.update(autoDispatchOffers).set({ outcome }).where(eq(autoDispatchOffers.id, offerid));

const finish = async (tx: DbOrTx, runid: number, offerid: number, outcome: "accepted", now: Date) => {
  await closeOffer(tx, offerid, outcome);
  await tx
    .update(autoDispatchRuns)
    .set({ state: "accepted", endedat: now })
    .where(eq(autoDispatchRuns.id, runid));
};

/** The job kind; the routes register it once per app and pass the same definition to every enqueue. */
export const autoDispatchJob = (ctx: AppContext): AutoDispatchJob => {
  const def: AutoDispatchJob = defineJob({
    kind: AUTODISPATCH_KIND,
    payload: Payload,
    maxAttempts: 5,
    run: (job) => autoDispatchStep(ctx, def, job.payload.workorderid),
  });
  return def;
};

/**
 * The vendor's decision on an offered line (inside the decision's transaction, the order locked): an
 * acceptance ends the run at once; a decline closes the offer and queues the next step now.
 */
export const onOfferDecision =
  (ctx: AppContext, def: AutoDispatchJob) =>
  async (
    tx: DbOrTx,
    e: { wo: { id: number }; line: { id: number; vendorid: number }; decision: "accept" | "decline" },
  ) => {
    const [offer] = await tx
      .select()
      .from(autoDispatchOffers)
      .where(
        and(
          eq(autoDispatchOffers.workorderid, e.wo.id),
          eq(autoDispatchOffers.workordervendorid, e.line.id),
          eq(autoDispatchOffers.outcome, "pending"),
        ),
      );
    if (!offer) return;
    const now = nowOf(ctx);
    const [run] = await tx
      .select()
      .from(autoDispatchRuns)
      .where(and(eq(autoDispatchRuns.workorderid, e.wo.id), eq(autoDispatchRuns.state, "running")))
      .for("update");
    if (!run) return;
    const name = await vendorName(tx, e.line.vendorid);
    if (e.decision === "accept") {
      await finish(tx, run.id, offer.id, "accepted", now);
      await autoDispatchNote(tx, e.wo.id, `Automatic dispatch: ${name} accepted; done.`, now);
      return;
    }
    await closeOffer(tx, offer.id, "declined");
    await autoDispatchNote(tx, e.wo.id, autoDispatchText.declined(name), now);
    await ctx.jobs.enqueue(
      tx,
      def,
      { workorderid: e.wo.id },
      {
        exclusiveKey: stepKey(e.wo.id, `after:${offer.id}`),
        idempotencyKey: stepKey(e.wo.id, `after:${offer.id}`),
      },
    );
  };
