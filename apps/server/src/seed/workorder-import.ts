import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { customers, jobSites, users } from "../db/schema/index.ts";

/**
 * Work-order import demo (issue 18): the two customers whose own work-order files the import reads — Gabe's
 * (PDF) and Sprouts Farmers Market (Outlook .msg) — with the stores the sample files name, so a newcomer can
 * import apps/server/src/features/workorder-import/fixtures/sprouts-work-order.msg (or a Gabes PDF) after
 * `npm start`. ServiceChannel POs of Summit Outfitters and BrightMart come from the demo stand-in
 * (features/workorder-import/servicechannel-demo.ts).
 */
const SITES = {
  "Gabe's": {
    prefix: "GAB",
    hq: ["55 Gabe's Way", "Morgantown", "WV", "26505"],
    stores: [
      ["0412", "1200 Commerce Drive", "Morgantown", "WV", "26505"],
      ["0388", "410 Mall Road", "Barboursville", "WV", "25504"],
    ],
  },
  "Sprouts Farmers Market": {
    prefix: "SPR",
    hq: ["5455 E High St", "Phoenix", "AZ", "85054"],
    stores: [
      ["0245", "55 Elm Street", "Mesa", "AZ", "85201"],
      ["0312", "2940 W Ray Rd", "Chandler", "AZ", "85224"],
    ],
  },
} as const;

export const seedImportCustomers = async (tx: DbOrTx): Promise<number> => {
  const [dispatcher] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isdispatcher, true))
    .orderBy(asc(users.id))
    .limit(1);
  let sites = 0;
  for (const [name, c] of Object.entries(SITES)) {
    const [street, city, statecode, postalcode] = c.hq;
    const [customer] = await tx
      .insert(customers)
      .values({
        customername: name,
        customerprefix: c.prefix,
        dispatcherid: dispatcher?.id ?? null,
        streetaddress: street,
        city,
        statecode,
        postalcode,
        contactemail: `facilities@${c.prefix.toLowerCase()}.example.com`,
        termid: 30,
        nte: "1000.00",
      })
      .returning({ id: customers.id });
    if (!customer) continue;
    for (const [store, s, sc, st, zip] of c.stores) {
      await tx.insert(jobSites).values({
        customerid: customer.id,
        jobsite: `Store #${store}`,
        jobsitedescription: `${name} - ${sc}, ${st}`,
        streetaddress: s,
        city: sc,
        statecode: st,
        postalcode: zip,
      });
      sites++;
    }
  }
  return sites;
};
