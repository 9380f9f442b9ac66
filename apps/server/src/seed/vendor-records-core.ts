import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import {
  states,
  vendorContacts,
  vendorNotes,
  vendorRatings,
  vendorServiceStates,
  vendors,
} from "../db/schema/index.ts";
import { personName, phone } from "./names.ts";
import type { Rng } from "./prng.ts";
import type { Person } from "./work-orders.ts";

const TITLES = ["Owner", "Office Manager", "Dispatcher", "Accounts Receivable"];
const NOTES = [
  {
    note: "<p>Answers the phone <strong>24/7</strong>; after-hours rate applies after 6 pm.</p>",
    vendor: true,
  },
  { note: "<p>Sent the updated W9 and COI in January.</p>", vendor: true },
  { note: "<p>Slow to send invoices: chase after 10 days.</p>", vendor: false },
  { note: "<p>Preferred for the <em>Texas</em> grocery stores.</p>", vendor: false },
];
const NEIGHBOURS: Record<string, string[]> = {
  TX: ["OK", "LA", "NM"],
  CA: ["NV", "AZ", "OR"],
  FL: ["GA", "AL"],
  NY: ["NJ", "CT", "PA"],
  IL: ["IN", "WI"],
};
const RATINGS = [5, 4.5, 4, 3.5, 3, 2.5];

/**
 * The vendor-management side of the demo (issue 15, vcore): for the first 30 vendors (the hero vendor among
 * them) States Serviced, one or two contacts, two notes (one the vendor may see), two to four ratings in half
 * steps, and a tax id (last four digits only: the demo has no encryption key when it seeds) on three.
 */
export const seedVendorRecordsCore = async (tx: Tx, rng: Rng, author: Person) => {
  const picked = await tx
    .select({ id: vendors.id, statecode: vendors.statecode, name: vendors.name })
    .from(vendors)
    .orderBy(asc(vendors.id))
    .limit(30);
  const stateRows = await tx.select({ id: states.id, statecode: states.statecode }).from(states);
  const stateId = new Map(stateRows.map((s) => [s.statecode, s.id]));
  let contacts = 0;
  let notes = 0;
  let ratings = 0;
  for (const [i, v] of picked.entries()) {
    const served = [v.statecode, ...(NEIGHBOURS[v.statecode] ?? [])]
      .map((c) => stateId.get(c))
      .filter((id): id is number => id !== undefined);
    if (served.length)
      await tx
        .insert(vendorServiceStates)
        .values(served.map((stateid) => ({ vendorid: v.id, stateid })))
        .onConflictDoNothing();
    for (let c = 0; c < 1 + (i % 2); c++) {
      const p = personName(rng);
      await tx.insert(vendorContacts).values({
        vendorid: v.id,
        title: TITLES[(i + c) % TITLES.length] ?? null,
        isprimary: c === 0,
        firstname: p.first,
        lastname: p.last,
        emailaddress: `${p.first}.${p.last}@vendor${v.id}.example.com`.toLowerCase(),
        phone: phone(rng),
      });
      contacts++;
    }
    for (let n = 0; n < 2; n++) {
      const pick = NOTES[(i + n) % NOTES.length];
      if (!pick) continue;
      await tx.insert(vendorNotes).values({
        vendorid: v.id,
        note: pick.note,
        canvendorsee: pick.vendor,
        createdby: author.id,
        createdbyname: author.name,
        createddate: new Date(Date.now() - (n + 1) * 86_400_000 * (i + 2)),
      });
      notes++;
    }
    const given = Array.from({ length: 2 + (i % 3) }, (_, k) => RATINGS[(i + k * 2) % RATINGS.length] ?? 4);
    await tx
      .insert(vendorRatings)
      .values(given.map((rating) => ({ vendorid: v.id, rating: rating.toFixed(1), createdby: author.id })));
    // The average of these vendors is exactly their rating rows (replacing the base seed's aggregate).
    await tx
      .update(vendors)
      .set({ ratingsum: given.reduce((a, b) => a + b, 0).toFixed(1), numberofratings: given.length })
      .where(eq(vendors.id, v.id));
    ratings += given.length;
  }
  const taxIds = picked.slice(0, 3).map((v) => v.id);
  if (taxIds.length)
    await tx
      .update(vendors)
      .set({ ssnlast4: sql`lpad((${vendors.id} * 37 % 10000)::text, 4, '0')` })
      .where(inArray(vendors.id, taxIds));
  return { vendors: picked.length, contacts, notes, ratings };
};
