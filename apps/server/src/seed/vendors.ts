import { isDispatchable } from "@fm/domain";
import type { dispatchVendors, vendors, vendorTrades } from "../db/schema/index.ts";
import { personName, phone, slug, streetAddress } from "./names.ts";
import type { Rng } from "./prng.ts";
import { US_PLACES } from "./us-places.ts";

type VendorRow = typeof vendors.$inferInsert & { id: number };
type VendorTradeRow = typeof vendorTrades.$inferInsert;
type DispatchVendorRow = typeof dispatchVendors.$inferInsert;

/** Words a vendor of a trade puts in its name, and trades it usually also does. */
const TRADE_STYLE: Record<string, { words: readonly string[]; related: readonly string[] }> = {
  HVAC: {
    words: ["Air", "Comfort Systems", "Heating & Cooling", "Mechanical"],
    related: ["Refrigeration", "Electrical"],
  },
  Plumbing: {
    words: ["Plumbing", "Pipe & Drain", "Rooter"],
    related: ["General Maintenance", "Concrete & Paving"],
  },
  Electrical: {
    words: ["Electric", "Power Services", "Electrical Contractors"],
    related: ["Signage", "Fire & Life Safety"],
  },
  Roofing: { words: ["Roofing", "Roof Systems"], related: ["Carpentry", "General Maintenance"] },
  Locksmith: {
    words: ["Lock & Key", "Security Locksmiths"],
    related: ["Doors & Hardware", "Glass & Glazing"],
  },
  Carpentry: { words: ["Carpentry", "Builders"], related: ["Painting", "Doors & Hardware", "Flooring"] },
  Painting: { words: ["Painting", "Coatings"], related: ["Carpentry", "General Maintenance"] },
  Flooring: { words: ["Floor Care", "Flooring"], related: ["Janitorial", "Carpentry"] },
  "Glass & Glazing": { words: ["Glass", "Glass & Mirror"], related: ["Doors & Hardware", "Locksmith"] },
  "Doors & Hardware": { words: ["Door Systems", "Overhead Door"], related: ["Locksmith", "Glass & Glazing"] },
  Landscaping: { words: ["Landscaping", "Grounds Care"], related: ["Snow Removal", "Concrete & Paving"] },
  "Snow Removal": { words: ["Snow & Ice", "Snow Services"], related: ["Landscaping"] },
  "Pest Control": { words: ["Pest Control", "Exterminating"], related: ["Janitorial"] },
  Janitorial: { words: ["Cleaning Services", "Janitorial"], related: ["Flooring", "Pest Control"] },
  "Appliance Repair": {
    words: ["Appliance Service", "Kitchen Equipment"],
    related: ["Refrigeration", "Electrical"],
  },
  Refrigeration: { words: ["Refrigeration", "Cold Systems"], related: ["HVAC", "Appliance Repair"] },
  "Fire & Life Safety": { words: ["Fire Protection", "Fire & Safety"], related: ["Electrical"] },
  Signage: { words: ["Sign Co.", "Signs & Lighting"], related: ["Electrical"] },
  "Concrete & Paving": { words: ["Paving", "Concrete"], related: ["Landscaping"] },
  "General Maintenance": {
    words: ["Facility Services", "Maintenance"],
    related: ["Carpentry", "Painting", "Plumbing"],
  },
};

const NAME_STARTS = [
  "Apex",
  "Allied",
  "Reliable",
  "Premier",
  "Pro",
  "Metro",
  "United",
  "Precision",
  "All-Star",
  "Patriot",
  "Blue Ribbon",
  "Frontier",
  "Keystone",
  "Superior",
  "Quality",
];
const SUFFIXES = ["LLC", "Inc.", "Co.", "Group", "& Sons", "Services LLC"];

/** The first vendor is the "hero" vendor that vendor@ and tech@example.com belong to. */
export const HERO_VENDOR_TRADES = [
  "HVAC",
  "Refrigeration",
  "Plumbing",
  "Electrical",
  "General Maintenance",
] as const;

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const daysFrom = (now: Date, days: number): string => isoDate(new Date(now.getTime() + days * 86_400_000));

export interface BuiltVendors {
  vendors: VendorRow[];
  vendorTrades: VendorTradeRow[];
  dispatchVendors: DispatchVendorRow[];
  /** Vendor ids per trade id, of vendors that may be dispatched (not tier 6, not Redlined, active). */
  dispatchableByTrade: Map<number, number[]>;
}

export const buildVendors = (
  rng: Rng,
  opts: { vendorIds: readonly number[]; tradeIds: ReadonlyMap<string, number>; now: Date },
): BuiltVendors => {
  const tradeNames = [...opts.tradeIds.keys()];
  const tradeId = (name: string): number => {
    const id = opts.tradeIds.get(name);
    if (id === undefined) throw new Error(`unknown trade ${name}`);
    return id;
  };
  const vendorRows: VendorRow[] = [];
  const vendorTradeRows: VendorTradeRow[] = [];
  const dispatchableByTrade = new Map<number, number[]>();
  const usedNames = new Set<string>();

  opts.vendorIds.forEach((id, i) => {
    const hero = i === 0;
    const primary = hero ? "HVAC" : (tradeNames[(i - 1) % tradeNames.length] ?? "General Maintenance");
    const style = TRADE_STYLE[primary] ?? { words: ["Services"], related: [] };
    const place = hero ? (US_PLACES.find((p) => p.city === "Denver") ?? US_PLACES[0]) : rng.pick(US_PLACES);
    if (!place) throw new Error("no places");
    let name = hero ? "Apex Facility Services LLC" : "";
    while (!name || usedNames.has(name)) {
      const start = rng.chance(0.5) ? place.city : rng.pick(NAME_STARTS);
      name = `${start} ${rng.pick(style.words)} ${rng.pick(SUFFIXES)}`;
    }
    usedNames.add(name);
    const owner = personName(rng);
    const domain = `${slug(name)}.example.com`;
    const tier = hero
      ? 1
      : rng.weighted<number>([
          [1, 22],
          [2, 26],
          [3, 20],
          [4, 12],
          [5, 10],
          [6, 10],
        ]);
    const status = hero
      ? 2
      : rng.weighted<number>([
          [2, 62],
          [1, 18],
          [3, 8],
          [4, 12],
        ]);
    const paperwork = hero || (status === 2 ? rng.chance(0.85) : rng.chance(0.2));
    const ratings = rng.int(0, 40);
    const avg = 2.5 + rng.next() * 2.5;
    const wcexempt = !hero && rng.chance(0.1);
    vendorRows.push({
      id,
      name,
      firstname: owner.first,
      lastname: owner.last,
      address: streetAddress(rng),
      city: place.city,
      statecode: place.statecode,
      postalcode: place.postalcode,
      county: place.county,
      country: "US",
      latitude: Number((place.latitude + (rng.next() - 0.5) * 0.04).toFixed(6)),
      longitude: Number((place.longitude + (rng.next() - 0.5) * 0.04).toFixed(6)),
      primaryphone: phone(rng),
      primaryext: rng.chance(0.15) ? String(rng.int(100, 999)) : null,
      secondaryphone: rng.chance(0.5) ? phone(rng) : null,
      primaryemail: `${owner.first.toLowerCase()}@${domain}`,
      secondaryemail: rng.chance(0.3) ? `office@${domain}` : null,
      dispatchemail: `dispatch@${domain}`,
      // Most insurance is current; about one in six has lapsed.
      glexpirationdate: daysFrom(
        opts.now,
        hero ? 240 : rng.chance(0.16) ? -rng.int(1, 120) : rng.int(10, 365),
      ),
      wcexpirationdate: wcexempt
        ? null
        : daysFrom(opts.now, hero ? 200 : rng.chance(0.14) ? -rng.int(1, 120) : rng.int(10, 365)),
      wcexempt,
      w9date: rng.chance(0.92) ? daysFrom(opts.now, -rng.int(30, 1100)) : null,
      profiledate: daysFrom(opts.now, -rng.int(30, 1500)),
      minnte: rng.chance(0.4) ? `${rng.pick([150, 250, 350, 500])}.00` : null,
      tierid: tier,
      termid: rng.pick([15, 30, 30, 45]),
      vendorstatustypeid: status,
      paperworkcomplete: paperwork,
      backgroundchecksrun: rng.chance(0.5),
      allowlogin: hero || rng.chance(0.35),
      billingvendorid: `V${String(10000 + i).padStart(6, "0")}`,
      isactive: hero || rng.chance(0.95),
      autoattachenabled: rng.chance(0.2),
      isnationwide: hero || rng.chance(0.04),
      isstatewide: rng.chance(0.12),
      isbadgerequired: rng.chance(0.08),
      isquoteonly: !hero && rng.chance(0.05),
      ispreferredvendor: hero || rng.chance(0.15),
      ratingsum: (Math.round(avg * ratings * 10) / 10).toFixed(1),
      numberofratings: ratings,
      createddate: new Date(opts.now.getTime() - rng.int(120, 1500) * 86_400_000),
    });
    const tradesOfVendor = hero
      ? [...HERO_VENDOR_TRADES]
      : [primary, ...rng.sample(style.related, rng.int(0, style.related.length))];
    const dispatchable =
      isDispatchable({ tierid: tier, vendorstatustypeid: status }) &&
      vendorRows[vendorRows.length - 1]?.isactive !== false;
    for (const t of tradesOfVendor) {
      const tid = tradeId(t);
      vendorTradeRows.push({ vendorid: id, tradeid: tid });
      if (dispatchable) dispatchableByTrade.set(tid, [...(dispatchableByTrade.get(tid) ?? []), id]);
    }
  });

  const dispatchVendorRows: DispatchVendorRow[] = [];
  for (const [tid, ids] of dispatchableByTrade) {
    ids.slice(0, 3).forEach((vendorid, n) => {
      dispatchVendorRows.push({ tradeid: tid, vendorid, priority: n + 1 });
    });
  }
  return {
    vendors: vendorRows,
    vendorTrades: vendorTradeRows,
    dispatchVendors: dispatchVendorRows,
    dispatchableByTrade,
  };
};
