import type {
  RateDetail,
  VendorTradeAddBody,
  VendorTradeCopyBody,
  VendorTradeRemoveBody,
} from "@fm/domain/contracts";
import { and, asc, eq, ilike, inArray, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { trades, vendors, vendorTrades } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { badRequest, impossible, notFound } from "../../platform/errors.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { insertRateRows, loadRates } from "../rates/index.ts";

/** The vendor must exist (404 otherwise); locks it when asked so concurrent trade edits queue. */
export const requireVendor = async (db: DbOrTx, vendorid: number, lock = false) => {
  const q = db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, vendorid));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound(`Vendor ${vendorid}`);
  return row;
};

/** GET /api/vendor/gettrades: the vendor's trades (not removed), each with its rates. */
export const listVendorTrades = async (db: DbOrTx, vendorid: number) => {
  const rows = await db
    .select({ id: vendorTrades.id, tradeid: trades.id, tradename: trades.tradename })
    .from(vendorTrades)
    .innerJoin(trades, eq(trades.id, vendorTrades.tradeid))
    .where(and(eq(vendorTrades.vendorid, vendorid), eq(vendorTrades.isdeleted, false)))
    .orderBy(asc(trades.tradename));
  const rates = await loadRates(db, { column: "vendortradeid", ids: rows.map((r) => r.id) });
  return rows.map((r) => ({
    id: r.id,
    vendortradeid: r.id,
    tradeid: r.tradeid,
    tradename: r.tradename,
    vendorid,
    isDeleted: false,
    rates: rates.filter((x) => x.ownerid === r.id).map(({ ownerid: _, ...rate }) => rate),
  }));
};

/** Gives a vendor a trade: a new row, or a removed one brought back. Answers the vendortrades id. */
const ensureTrade = async (tx: DbOrTx, vendorid: number, tradeid: number) => {
  const [existing] = await tx
    .select()
    .from(vendorTrades)
    .where(and(eq(vendorTrades.vendorid, vendorid), eq(vendorTrades.tradeid, tradeid)));
  if (existing) {
    if (existing.isdeleted)
      await tx.update(vendorTrades).set({ isdeleted: false }).where(eq(vendorTrades.id, existing.id));
    return { id: existing.id, wasActive: !existing.isdeleted };
  }
  const [row] = await tx
    .insert(vendorTrades)
    .values({ vendorid, tradeid })
    .returning({ id: vendorTrades.id });
  if (!row) throw impossible("vendor trade insert returned no row");
  return { id: row.id, wasActive: false };
};

const requireTrade = async (tx: DbOrTx, tradeid: number) => {
  const [trade] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.id, tradeid));
  if (!trade) throw badRequest("Trade is required.", { tradeid: `Trade ${tradeid} was not found.` });
};

/** POST /api/vendor/trade/add: only a trade the vendor lacks (a removed one comes back); answers the trades. */
export const addVendorTrade = (db: Db, user: AuthUser, body: VendorTradeAddBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "addVendorTrade", {});
    await requireVendor(tx, body.vendorid, true);
    await requireTrade(tx, body.tradeid);
    const { wasActive } = await ensureTrade(tx, body.vendorid, body.tradeid);
    if (wasActive)
      throw badRequest("The vendor already has this trade.", {
        tradeid: "The vendor already has this trade.",
      });
    return { trades: await listVendorTrades(tx, body.vendorid) };
  });

/** PUT /api/vendor/trade/remove: marks the trade removed (isdeleted; its rates stay); answers the trades. */
export const removeVendorTrade = (db: Db, user: AuthUser, body: VendorTradeRemoveBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "removeVendorTrade", {});
    await requireVendor(tx, body.vendorid, true);
    const changed = await tx
      .update(vendorTrades)
      .set({ isdeleted: true })
      .where(
        and(
          eq(vendorTrades.vendorid, body.vendorid),
          eq(vendorTrades.tradeid, body.tradeid),
          eq(vendorTrades.isdeleted, false),
        ),
      )
      .returning({ id: vendorTrades.id });
    if (!changed.length) throw notFound(`Trade ${body.tradeid} of vendor ${body.vendorid}`);
    return { trades: await listVendorTrades(tx, body.vendorid) };
  });

const rateFieldsOf = (r: RateDetail) => ({
  name: r.name,
  traderatetypeid: r.traderatetypeid,
  statecodes: r.statecodes,
  cities: r.cities,
  counties: r.counties,
  zipcodes: r.zipcodes,
  regularrate: r.regularrate,
  overtimerate: r.overtimerate,
  holidayrate: r.holidayrate,
  tripcharge: r.tripcharge,
  markupcharge: r.markupcharge,
});

/**
 * POST /api/vendor/copytrade/{vendortradeid}: copies one vendor's trade, with its rates, to the vendors listed
 * (decision 0015v: a manager sets up one branch of a contractor and copies its trade and rates to the others).
 * Every target gets the trade (a removed one comes back) and a copy of each rate it does not already have by
 * name on that trade, so copying twice changes nothing. All targets or none. Answers the source vendor's trades.
 */
export const copyVendorTrade = (db: Db, user: AuthUser, vendortradeid: number, items: VendorTradeCopyBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "copyVendorTrade", {});
    const [source] = await tx
      .select()
      .from(vendorTrades)
      .where(and(eq(vendorTrades.id, vendortradeid), eq(vendorTrades.isdeleted, false)));
    if (!source) throw notFound(`Vendor trade ${vendortradeid}`);
    const fields: Record<string, string> = {};
    items.forEach((item, i) => {
      if (item.tradeid !== source.tradeid)
        fields[`${i}.tradeid`] = `Trade ${item.tradeid} is not the trade being copied (${source.tradeid}).`;
      if (item.vendorid === source.vendorid)
        fields[`${i}.vendorid`] = "A trade cannot be copied to its own vendor.";
    });
    const targetIds = [...new Set(items.map((i) => i.vendorid))].sort((a, b) => a - b);
    const found = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(inArray(vendors.id, targetIds))
      .orderBy(asc(vendors.id))
      .for("update");
    const have = new Set(found.map((v) => v.id));
    items.forEach((item, i) => {
      if (!have.has(item.vendorid)) fields[`${i}.vendorid`] ??= `Vendor ${item.vendorid} was not found.`;
    });
    if (Object.keys(fields).length) throw badRequest("Some vendors cannot receive this trade.", fields);
    const rates = (await loadRates(tx, { column: "vendortradeid", ids: [source.id] })).map(
      ({ ownerid: _, ...r }) => r,
    );
    for (const vendorid of targetIds) {
      const target = await ensureTrade(tx, vendorid, source.tradeid);
      const existing = new Set(
        (await loadRates(tx, { column: "vendortradeid", ids: [target.id] })).map((r) => r.name.toLowerCase()),
      );
      for (const rate of rates) {
        if (existing.has(rate.name.toLowerCase())) continue;
        await insertRateRows(tx, { vendortradeid: target.id }, rateFieldsOf(rate));
      }
    }
    return { trades: await listVendorTrades(tx, source.vendorid) };
  });

/** Vendors a trade can be copied to: active ones other than the source, by name (50 at most). */
export const copyCandidates = (db: DbOrTx, vendorid: number, search: string) =>
  db
    .select({ id: vendors.id, name: vendors.name, city: vendors.city, statecode: vendors.statecode })
    .from(vendors)
    .where(
      and(
        ne(vendors.id, vendorid),
        eq(vendors.isactive, true),
        search ? ilike(vendors.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .orderBy(asc(vendors.name))
    .limit(50);

/** The vendor trade a rate goes on (must exist and not be removed). */
export const requireVendorTrade = async (db: DbOrTx, vendortradeid: number) => {
  const [row] = await db
    .select({ id: vendorTrades.id })
    .from(vendorTrades)
    .where(and(eq(vendorTrades.id, vendortradeid), eq(vendorTrades.isdeleted, false)));
  if (!row) throw notFound(`Vendor trade ${vendortradeid}`);
  return row;
};
