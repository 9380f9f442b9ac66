import { STATUS } from "@fm/domain";
import type { SimilarOrders } from "@fm/domain/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workOrderNotes, workOrders, workOrderTrades } from "../../db/schema/index.ts";
import { makeCustomer, makeJobSite, makeWorkOrder, signIn } from "../../test/factories.ts";
import { expectRefusedUnchanged } from "../../test/refusals.ts";
import { useWorkOrderFile } from "../../test/work-order-file.ts";
import { workOrderFormFor } from "../../test/work-order-requests.ts";

const NOW = new Date("2026-09-15T15:00:00Z");
const { t, token, customerid, jobsiteid } = await useWorkOrderFile({ role: "Dispatchers" });
t.ctx.clock = () => NOW;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

const orderAt = async (
  site: { customerid: number; jobsiteid: number },
  tradeid: number,
  over: Partial<typeof workOrders.$inferInsert> = {},
) => {
  const wo = await makeWorkOrder(t.db, site, over);
  await t.db.insert(workOrderTrades).values({ workorderid: wo.id, tradeid });
  return wo;
};
const similar = async (as: string, path: string, query: string) => {
  const res = await t.call(as, { method: "GET", url: `${path}?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SimilarOrders).orders;
};
const site = { customerid, jobsiteid };
const form = (over: Record<string, unknown> = {}) =>
  workOrderFormFor(site, { briefdescription: "Leak again", tradeids: [5], ...over });

describe("recall and duplicate check (GET /api/workorder/similar)", () => {
  it("lists the site's open orders as duplicates and finished ones of the last 30 days as recalls", async () => {
    const open = await orderAt(site, 5, { statusid: STATUS.Dispatched, createddate: daysAgo(90) });
    const recent = await orderAt(site, 5, {
      statusid: STATUS.Invoiced,
      createddate: daysAgo(40),
      completedate: daysAgo(12),
    });
    const old = await orderAt(site, 5, { statusid: STATUS.Invoiced, createddate: daysAgo(45) });
    const cancelled = await orderAt(site, 5, { statusid: STATUS.Cancelled, createddate: daysAgo(2) });
    const otherTrade = await orderAt(site, 7, { statusid: STATUS.Received, createddate: daysAgo(1) });

    const orders = await similar(token, "/api/workorder/similar", `jobsiteid=${jobsiteid}&tradeids=5`);
    const byId = new Map(orders.map((o) => [o.id, o.kind]));
    expect(byId.get(open.id)).toBe("duplicate");
    expect(byId.get(recent.id)).toBe("recall");
    for (const absent of [old, cancelled, otherTrade]) expect(byId.has(absent.id)).toBe(false);

    const anyTrade = await similar(token, "/api/workorder/similar", `jobsiteid=${jobsiteid}`);
    expect(anyTrade.map((o) => o.id)).toContain(otherTrade.id);
  });

  it("refuses a bad job site naming the field", async () => {
    const res = await t.call(token, { method: "GET", url: "/api/workorder/similar?jobsiteid=abc" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { jobsiteid: expect.any(String) } });
  });
});

describe("saving a recall", () => {
  it("links the new order to the original and says so in a System note", async () => {
    const original = await orderAt(site, 5, { statusid: STATUS.Invoiced, createddate: daysAgo(5) });
    const res = await t.call(token, {
      method: "POST",
      url: "/api/workorder/saveworkorder",
      payload: form({ recallof: original.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const [row] = await t.db.select().from(workOrders).where(eq(workOrders.id, id));
    expect(row?.recallof).toBe(original.id);
    const notes = await t.db.select().from(workOrderNotes).where(eq(workOrderNotes.workorderid, id));
    expect(notes.map((n) => n.note)).toContain(`Recall of work order ${original.wonumber}.`);
  });

  it("refuses an original at another site, and writes nothing", async () => {
    const other = await makeCustomer(t.db);
    const otherSite = await makeJobSite(t.db, other.id);
    const elsewhere = await orderAt({ customerid: other.id, jobsiteid: otherSite.id }, 5);
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(workOrders)
          .where(eq(workOrders.jobsiteid, jobsiteid))
      )[0];
    const body = await expectRefusedUnchanged(
      () =>
        t.call(token, {
          method: "POST",
          url: "/api/workorder/saveworkorder",
          payload: form({ recallof: elsewhere.id }),
        }),
      400,
      "bad_request",
      count,
    );
    expect(Object.keys(body.fields ?? {})).toEqual(["recallof"]);
  });
});

describe("customer portal check (GET /api/customerprofile/similar)", () => {
  it("lists only the customer's own orders; another customer asking about the site sees none", async () => {
    const mine = await orderAt(site, 20, { statusid: STATUS.Received });
    const owner = await signIn(t, { roles: ["Customer"], customerid });
    const stranger = await makeCustomer(t.db);
    const intruder = await signIn(t, { roles: ["Customer"], customerid: stranger.id });

    const own = await similar(
      owner.token,
      "/api/customerprofile/similar",
      `jobsiteid=${jobsiteid}&tradeids=20`,
    );
    expect(own.map((o) => o.id)).toContain(mine.id);
    const theirs = await similar(
      intruder.token,
      "/api/customerprofile/similar",
      `jobsiteid=${jobsiteid}&tradeids=20`,
    );
    expect(theirs).toEqual([]);
  });

  it("a customer's recall of another customer's order is refused unchanged", async () => {
    const stranger = await makeCustomer(t.db);
    const strangerSite = await makeJobSite(t.db, stranger.id);
    const theirs = await orderAt({ customerid: stranger.id, jobsiteid: strangerSite.id }, 20);
    const owner = await signIn(t, { roles: ["Customer"], customerid });
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(workOrders)
          .where(eq(workOrders.customerid, customerid))
      )[0];
    await expectRefusedUnchanged(
      () =>
        t.call(owner.token, {
          method: "POST",
          url: "/api/customerprofile/saveworkorder",
          payload: {
            jobsiteid,
            priorityid: 2,
            briefdescription: "Again",
            tradeids: [20],
            recallof: theirs.id,
          },
        }),
      400,
      "bad_request",
      count,
    );
  });
});
