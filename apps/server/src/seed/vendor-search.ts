import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { vendors, vendorTrades, vendorZips } from "../db/schema/index.ts";
import { lookupZip } from "../platform/geo/us-zips.ts";

const DAY = 86_400_000;
const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * Demo vendors of the vendor search and compliance marks (issue 15), near Denver (the hero vendor's city):
 * the e2e test finds the first by a 30-mile radius search from DEMO_SEARCH_ZIP and sees its mark on Select
 * Vendor; the second has expired general liability (refused on attach).
 */
export const DEMO_SEARCH_ZIP = "80202";
export const DEMO_COMPLIANCE_VENDORS = [
  {
    name: "Mile High Mechanical & Plumbing",
    zip: "80226",
    glDays: 12,
    wcDays: 21,
    address: "1450 S Wadsworth Blvd",
  },
  { name: "Flatirons Electric Co.", zip: "80302", glDays: -5, wcDays: 90, address: "2030 Pearl St" },
  { name: "Aurora Rooftop HVAC", zip: "80012", glDays: 200, wcDays: 26, address: "14200 E Alameda Ave" },
] as const;

/** Coverage ZIPs (Import Zips) of the demo vendors above and of the hero vendor: central Denver. */
const COVERAGE = ["80202", "80203", "80204", "80205", "80206", "80211", "80218"];

export const seedVendorSearch = async (tx: DbOrTx, opts: { now: Date; heroVendorId: number }) => {
  const allTrades = (await tx.execute(sql`select id from trades where isactive order by id`)) as unknown as {
    rows: { id: number }[];
  };
  const ids: number[] = [];
  for (const [i, v] of DEMO_COMPLIANCE_VENDORS.entries()) {
    const place = lookupZip(v.zip);
    if (!place) throw new Error(`demo ZIP ${v.zip} unknown`);
    const domain = `${v.name.toLowerCase().replace(/[^a-z]+/g, "")}.example.com`;
    const [row] = await tx
      .insert(vendors)
      .values({
        name: v.name,
        firstname: "Dana",
        lastname: ["Whitaker", "Okafor", "Lindqvist"][i] ?? "Lee",
        address: v.address,
        city: place.city,
        statecode: place.statecode,
        postalcode: v.zip,
        county: place.county,
        latitude: place.latitude,
        longitude: place.longitude,
        primaryphone: `+1 (303) 555-01${20 + i}`,
        primaryemail: `office@${domain}`,
        dispatchemail: `dispatch@${domain}`,
        glexpirationdate: isoDay(opts.now, v.glDays),
        wcexpirationdate: isoDay(opts.now, v.wcDays),
        w9date: isoDay(opts.now, 300),
        tierid: 2,
        termid: 30,
        vendorstatustypeid: 2,
        paperworkcomplete: true,
        isactive: true,
        ispreferredvendor: i === 0,
      })
      .returning({ id: vendors.id });
    if (!row) throw new Error("demo vendor not created");
    ids.push(row.id);
    await tx.insert(vendorTrades).values(allTrades.rows.map((t) => ({ vendorid: row.id, tradeid: t.id })));
  }
  const covering = [opts.heroVendorId, ...ids.slice(0, 1)];
  await tx
    .insert(vendorZips)
    .values(covering.flatMap((vendorid) => COVERAGE.map((zipcode) => ({ vendorid, zipcode }))))
    .onConflictDoNothing();
  return { vendors: ids.length, coverageZips: covering.length * COVERAGE.length };
};
