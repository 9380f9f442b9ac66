import type { Tx } from "../db/client.ts";
import {
  customerContacts,
  customerNotes,
  customerTrades,
  tradeRateCities,
  tradeRates,
  tradeRateZips,
} from "../db/schema/index.ts";
import { personName, phone } from "./names.ts";
import type { Rng } from "./prng.ts";
import { US_PLACES } from "./us-places.ts";
import type { Person } from "./work-orders.ts";

const TITLES = [
  "Facilities Manager",
  "Regional Manager",
  "Store Operations",
  "Accounts Payable",
  "Property Manager",
];
const NOTES = [
  { note: "<p>Prefers <strong>phone calls</strong> before any after-hours dispatch.</p>", visible: false },
  { note: "<p>Annual HVAC maintenance contract renews in <em>March</em>.</p>", visible: true },
  { note: "<p>All invoices need the store number and the customer PO.</p>", visible: true },
  { note: "<p>Escalations go to the regional manager, never the store.</p>", visible: false },
];
const TRADE_NAMES = ["HVAC", "Plumbing", "Electrical", "Locksmith", "General Maintenance"];

/**
 * The customer side of the demo (issue 14): two contacts, two notes (one visible to the customer) and three
 * trades with rates per customer — a state-wide rate and one narrowed to a city and two ZIPs.
 */
export const seedCustomerExtras = async (
  tx: Tx,
  rng: Rng,
  opts: {
    customers: readonly { id: number; statecode: string; customername: string }[];
    tradeIds: ReadonlyMap<string, number>;
    author: Person;
  },
) => {
  const domainOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example.com`;
  const contacts: (typeof customerContacts.$inferInsert)[] = [];
  const notes: (typeof customerNotes.$inferInsert)[] = [];
  for (const c of opts.customers) {
    for (let i = 0; i < 2; i++) {
      const p = personName(rng);
      contacts.push({
        customerid: c.id,
        title: rng.pick(TITLES),
        isprimary: i === 0,
        firstname: p.first,
        lastname: p.last,
        emailaddress: `${p.first}.${p.last}@${domainOf(c.customername)}`.toLowerCase(),
        phone: phone(rng),
        mobilephone: rng.chance(0.6) ? phone(rng) : null,
      });
    }
    for (const n of [NOTES[rng.int(0, 1)], NOTES[rng.int(2, 3)]]) {
      if (!n) continue;
      notes.push({
        customerid: c.id,
        note: n.note,
        isvisibletocustomer: n.visible,
        createdby: opts.author.id,
        createdbyname: opts.author.name,
      });
    }
  }
  await tx.insert(customerContacts).values(contacts);
  await tx.insert(customerNotes).values(notes);

  // Trades, then their rates, then the metro rates' areas: four statements in all.
  const tradeRows: (typeof customerTrades.$inferInsert)[] = [];
  for (const c of opts.customers) {
    const names = [...TRADE_NAMES].sort(() => rng.next() - 0.5).slice(0, 3);
    for (const name of names) {
      const tradeid = opts.tradeIds.get(name);
      if (tradeid !== undefined) tradeRows.push({ customerid: c.id, tradeid });
    }
  }
  const cts = await tx.insert(customerTrades).values(tradeRows).returning();
  const tradeName = new Map([...opts.tradeIds].map(([n, id]) => [id, n]));
  const stateOf = new Map(opts.customers.map((c) => [c.id, c.statecode]));
  const rateRows: (typeof tradeRates.$inferInsert)[] = [];
  const metroPlaces: { statecode: string; places: typeof US_PLACES }[] = [];
  for (const ct of cts) {
    const name = tradeName.get(ct.tradeid) ?? "Trade";
    const statecode = stateOf.get(ct.customerid) ?? "TX";
    const base = rng.int(65, 110);
    rateRows.push({
      customertradeid: ct.id,
      name: `${name} standard`,
      statecodes: [statecode],
      regularrate: base.toFixed(2),
      overtimerate: (base * 1.5).toFixed(2),
      holidayrate: (base * 2).toFixed(2),
      tripcharge: rng.int(35, 85).toFixed(2),
      markupcharge: rng.pick(["10.00", "12.50", "15.00"]),
    });
    const places = US_PLACES.filter((p) => p.statecode === statecode);
    if (!places[0]) continue;
    rateRows.push({
      customertradeid: ct.id,
      name: `${name} ${places[0].city} metro`,
      statecodes: [statecode],
      regularrate: (base + 15).toFixed(2),
      overtimerate: ((base + 15) * 1.5).toFixed(2),
      tripcharge: "95.00",
    });
    metroPlaces.push({ statecode, places });
  }
  const rates = await tx
    .insert(tradeRates)
    .values(rateRows)
    .returning({ id: tradeRates.id, name: tradeRates.name });
  const metros = rates.filter((r) => r.name.endsWith(" metro"));
  const cities: (typeof tradeRateCities.$inferInsert)[] = [];
  const zips: (typeof tradeRateZips.$inferInsert)[] = [];
  metros.forEach((r, i) => {
    const m = metroPlaces[i];
    const first = m?.places[0];
    if (!m || !first) return;
    cities.push({ traderateid: r.id, city: first.city, statecode: m.statecode });
    for (const p of m.places.slice(0, 2))
      zips.push({ traderateid: r.id, zipcode: p.postalcode, statecode: m.statecode });
  });
  if (cities.length) await tx.insert(tradeRateCities).values(cities);
  if (zips.length) await tx.insert(tradeRateZips).values(zips);
  return { contacts: contacts.length, notes: notes.length };
};
