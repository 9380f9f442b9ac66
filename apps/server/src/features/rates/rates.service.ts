import {
  type AddCustomerTradeBody,
  type GeoQuery,
  type RateDetail,
  type RemoveCustomerTradeBody,
  type rateFields,
  TRADE_RATE_TYPES,
  type UpdateRateBody,
} from "@fm/domain/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  customerTrades,
  tradeRateCities,
  tradeRateCounties,
  tradeRates,
  tradeRateZips,
  trades,
} from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, impossible, notFound } from "../../platform/errors.ts";
import { zipsInStates } from "../../platform/geo/us-zips.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { requireCustomer } from "../customers/index.ts";

type RateFields = z.infer<z.ZodObject<typeof rateFields>>;
const n = (v: string | null) => (v === null ? null : Number(v));
const money = (v: number | null | undefined) => (v === null || v === undefined ? null : v.toFixed(2));

/** Every rate of the given trade-rate owners (customer trades or vendor trades) with its areas. */
export const loadRates = async (
  db: DbOrTx,
  owner: { column: "customertradeid" | "vendortradeid"; ids: number[] },
): Promise<(RateDetail & { ownerid: number })[]> => {
  if (!owner.ids.length) return [];
  const ownerColumn = tradeRates[owner.column];
  const rows = await db
    .select()
    .from(tradeRates)
    .where(inArray(ownerColumn, owner.ids))
    .orderBy(asc(tradeRates.name), asc(tradeRates.id));
  const ids = rows.map((r) => r.id);
  const [cities, counties, zips] = ids.length
    ? await Promise.all([
        db.select().from(tradeRateCities).where(inArray(tradeRateCities.traderateid, ids)),
        db.select().from(tradeRateCounties).where(inArray(tradeRateCounties.traderateid, ids)),
        db.select().from(tradeRateZips).where(inArray(tradeRateZips.traderateid, ids)),
      ])
    : [[], [], []];
  return rows.map((r) => ({
    ownerid: r[owner.column] ?? 0,
    id: r.id,
    version: r.version,
    name: r.name,
    traderatetypeid: r.traderatetypeid,
    traderatetype: TRADE_RATE_TYPES.find((t) => t.id === r.traderatetypeid)?.name ?? "Hourly",
    statecodes: r.statecodes,
    cities: cities
      .filter((c) => c.traderateid === r.id)
      .map((c) => ({ city: c.city, statecode: c.statecode })),
    counties: counties
      .filter((c) => c.traderateid === r.id)
      .map((c) => ({ county: c.county, statecode: c.statecode })),
    zipcodes: zips
      .filter((z) => z.traderateid === r.id)
      .map((z) => ({ zipcode: z.zipcode, statecode: z.statecode })),
    regularrate: Number(r.regularrate),
    overtimerate: n(r.overtimerate),
    holidayrate: n(r.holidayrate),
    tripcharge: n(r.tripcharge),
    markupcharge: n(r.markupcharge),
    lastupdated: r.lastupdated.toISOString(),
  }));
};

/**
 * Cities, counties and ZIPs must lie in one of the rate's states (removing a state drops its areas, spec 3
 * §2.9: the editor removes them; the server refuses any that are left). Each bad entry is named.
 */
const checkAreas = (b: RateFields) => {
  const states = new Set(b.statecodes);
  const fields: Record<string, string> = {};
  b.cities.forEach((c, i) => {
    if (!states.has(c.statecode)) fields[`cities.${i}`] = `${c.city} is not in one of the rate's states.`;
  });
  b.counties.forEach((c, i) => {
    if (!states.has(c.statecode)) fields[`counties.${i}`] = `${c.county} is not in one of the rate's states.`;
  });
  b.zipcodes.forEach((z, i) => {
    if (!states.has(z.statecode))
      fields[`zipcodes.${i}`] = `${z.zipcode} is not in one of the rate's states.`;
  });
  if (Object.keys(fields).length)
    throw badRequest("Cities, counties and ZIP codes must be in the rate's states.", fields);
};

const rateColumns = (b: RateFields) => ({
  name: b.name,
  traderatetypeid: b.traderatetypeid,
  statecodes: [...new Set(b.statecodes)],
  regularrate: money(b.regularrate) ?? "0.00",
  overtimerate: money(b.overtimerate),
  holidayrate: money(b.holidayrate),
  tripcharge: money(b.tripcharge),
  markupcharge: money(b.markupcharge),
  lastupdated: new Date(),
});

const writeAreas = async (tx: DbOrTx, rateid: number, b: RateFields) => {
  await tx.delete(tradeRateCities).where(eq(tradeRateCities.traderateid, rateid));
  await tx.delete(tradeRateCounties).where(eq(tradeRateCounties.traderateid, rateid));
  await tx.delete(tradeRateZips).where(eq(tradeRateZips.traderateid, rateid));
  if (b.cities.length)
    await tx
      .insert(tradeRateCities)
      .values(b.cities.map((c) => ({ traderateid: rateid, ...c })))
      .onConflictDoNothing();
  if (b.counties.length)
    await tx
      .insert(tradeRateCounties)
      .values(b.counties.map((c) => ({ traderateid: rateid, ...c })))
      .onConflictDoNothing();
  if (b.zipcodes.length)
    await tx
      .insert(tradeRateZips)
      .values(b.zipcodes.map((z) => ({ traderateid: rateid, ...z })))
      .onConflictDoNothing();
};

/** Inserts a rate with its areas in the caller's transaction (the editor and the CSV import). */
export const insertRateRows = async (
  tx: DbOrTx,
  owner: { customertradeid: number } | { vendortradeid: number },
  b: RateFields,
) => {
  checkAreas(b);
  const [row] = await tx
    .insert(tradeRates)
    .values({ ...owner, ...rateColumns(b) })
    .returning({ id: tradeRates.id });
  if (!row) throw impossible("rate insert returned no row");
  await writeAreas(tx, row.id, b);
  return { id: row.id };
};

/** A new rate on a customer trade or a vendor trade, with its areas, in one transaction. */
export const addRate = (
  db: Db,
  user: AuthUser,
  owner: { customertradeid: number } | { vendortradeid: number },
  b: RateFields,
) =>
  db.transaction((tx) => {
    assertAllowed(user, rateAction("customertradeid" in owner ? "customertradeid" : "vendortradeid"), {});
    return insertRateRows(tx, owner, b);
  });

/** The rates of a customer trade are the customer's, those of a vendor trade the vendor's. */
const rateAction = (kind: RateOwnerKind) =>
  kind === "customertradeid" ? "editCustomerRate" : "editVendorRate";
type RateOwnerKind = "customertradeid" | "vendortradeid";

/** Locks a rate and checks it belongs to the kind of owner the route serves. */
const lockRate = async (tx: DbOrTx, id: number, kind: "customertradeid" | "vendortradeid") => {
  const [stored] = await tx.select().from(tradeRates).where(eq(tradeRates.id, id)).for("update");
  if (!stored || stored[kind] === null) throw notFound(`Rate ${id}`);
  return stored;
};

export const updateRate = (db: Db, user: AuthUser, kind: RateOwnerKind, b: UpdateRateBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, rateAction(kind), {});
    const stored = await lockRate(tx, b.id, kind);
    assertVersion(stored.version, b.version, "rate");
    checkAreas(b);
    await tx
      .update(tradeRates)
      .set({ ...rateColumns(b), version: sql`${tradeRates.version} + 1` })
      .where(eq(tradeRates.id, b.id));
    await writeAreas(tx, b.id, b);
    return { id: b.id };
  });

export const deleteRate = (db: Db, user: AuthUser, kind: RateOwnerKind, id: number) =>
  db.transaction(async (tx) => {
    assertAllowed(user, rateAction(kind), {});
    await lockRate(tx, id, kind);
    await tx.delete(tradeRates).where(eq(tradeRates.id, id));
    return { id };
  });

// ---- customer trades (spec 3 §2.5 Trades tab) ----

/** GET /api/customer/gettrades: the customer's trades (not removed), each with its rates. */
export const listCustomerTrades = async (db: DbOrTx, customerid: number) => {
  const rows = await db
    .select({ id: customerTrades.id, tradeid: trades.id, tradename: trades.tradename })
    .from(customerTrades)
    .innerJoin(trades, eq(trades.id, customerTrades.tradeid))
    .where(and(eq(customerTrades.customerid, customerid), eq(customerTrades.isdeleted, false)))
    .orderBy(asc(trades.tradename));
  const rates = await loadRates(db, { column: "customertradeid", ids: rows.map((r) => r.id) });
  return rows.map((r) => ({
    id: r.id,
    customertradeid: r.id,
    tradeid: r.tradeid,
    tradename: r.tradename,
    customerid,
    rates: rates.filter((x) => x.ownerid === r.id).map(({ ownerid: _, ...rate }) => rate),
  }));
};

/** POST /api/customer/trade/add: a trade the customer lacks (a removed one comes back); answers the trades. */
export const addCustomerTrade = (db: Db, user: AuthUser, body: AddCustomerTradeBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "addCustomerTrade", {});
    await requireCustomer(tx, body.customerid);
    const [trade] = await tx.select({ id: trades.id }).from(trades).where(eq(trades.id, body.tradeid));
    if (!trade) throw badRequest("Trade is required.", { tradeid: `Trade ${body.tradeid} was not found.` });
    const [existing] = await tx
      .select()
      .from(customerTrades)
      .where(and(eq(customerTrades.customerid, body.customerid), eq(customerTrades.tradeid, body.tradeid)));
    if (existing && !existing.isdeleted)
      throw badRequest("The customer already has this trade.", {
        tradeid: "The customer already has this trade.",
      });
    if (existing)
      await tx.update(customerTrades).set({ isdeleted: false }).where(eq(customerTrades.id, existing.id));
    else await tx.insert(customerTrades).values({ customerid: body.customerid, tradeid: body.tradeid });
    return { trades: await listCustomerTrades(tx, body.customerid) };
  });

/** PUT /api/customer/trade/remove: marks the trade removed (its rates stay for history); answers the trades. */
export const removeCustomerTrade = (db: Db, user: AuthUser, body: RemoveCustomerTradeBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "removeCustomerTrade", {});
    const changed = await tx
      .update(customerTrades)
      .set({ isdeleted: true })
      .where(
        and(
          eq(customerTrades.customerid, body.customerid),
          eq(customerTrades.tradeid, body.tradeid),
          eq(customerTrades.isdeleted, false),
        ),
      )
      .returning({ id: customerTrades.id });
    if (!changed.length) throw notFound(`Trade ${body.tradeid} of customer ${body.customerid}`);
    return { trades: await listCustomerTrades(tx, body.customerid) };
  });

/** The customer trade a new rate goes on (must exist and not be removed). */
export const requireCustomerTrade = async (db: DbOrTx, customertradeid: number) => {
  const [row] = await db
    .select({ id: customerTrades.id })
    .from(customerTrades)
    .where(and(eq(customerTrades.id, customertradeid), eq(customerTrades.isdeleted, false)));
  if (!row) throw notFound(`Customer trade ${customertradeid}`);
  return row;
};

// ---- geography lookups (pages of 50) ----

const page = <T>(items: T[], q: GeoQuery) => ({
  items: items.slice(q.skip, q.skip + q.take),
  total: items.length,
});
const matches = (q: GeoQuery) => {
  const term = q.search.toLowerCase();
  return (s: string) => !term || s.toLowerCase().includes(term);
};

export const lookupCities = (q: GeoQuery) => {
  const seen = new Map<string, { city: string; statecode: string }>();
  const ok = matches(q);
  for (const z of zipsInStates(q.states))
    if (ok(z.city)) seen.set(`${z.statecode}|${z.city}`, { city: z.city, statecode: z.statecode });
  return page(
    [...seen.values()].sort((a, b) => a.statecode.localeCompare(b.statecode) || a.city.localeCompare(b.city)),
    q,
  );
};

export const lookupCounties = (q: GeoQuery) => {
  const seen = new Map<string, { county: string; statecode: string }>();
  const ok = matches(q);
  for (const z of zipsInStates(q.states))
    if (z.county && ok(z.county))
      seen.set(`${z.statecode}|${z.county}`, { county: z.county, statecode: z.statecode });
  return page(
    [...seen.values()].sort(
      (a, b) => a.statecode.localeCompare(b.statecode) || a.county.localeCompare(b.county),
    ),
    q,
  );
};

export const lookupZipCodes = (q: GeoQuery) => {
  const ok = matches(q);
  return page(
    zipsInStates(q.states)
      .filter((z) => ok(z.zipcode) || ok(z.city))
      .map((z) => ({ zipcode: z.zipcode, statecode: z.statecode, city: z.city }))
      .sort((a, b) => a.zipcode.localeCompare(b.zipcode)),
    q,
  );
};
