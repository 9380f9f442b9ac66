import type { Tx } from "../db/client.ts";
import { jobSiteProcedures } from "../db/schema/index.ts";
import { createRng } from "./prng.ts";

const PROCEDURES = [
  "Check in with the store manager on arrival.",
  "Sign the vendor log at the service desk.",
  "Take photos before and after the work.",
  "No work in the sales area during store hours.",
  "Roof access key is at the customer service desk.",
  "Call the facilities line before leaving the site.",
];

/** Job-site procedures of the demo (spec 3 §3 procedures list): one to three on about half of the sites. */
export const seedJobSiteProcedures = async (tx: Tx, jobSiteIds: readonly number[]) => {
  // Its own random stream: the demo's main stream (and every row drawn from it after this) stays as it was.
  const rng = createRng(1414);
  const rows: (typeof jobSiteProcedures.$inferInsert)[] = [];
  for (const [i, jobsiteid] of jobSiteIds.entries()) {
    // Every other site always has some, so each customer's Job Sites tab shows procedures.
    if (i % 2 === 1 && !rng.chance(0.3)) continue;
    const picked = [...PROCEDURES].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 3));
    for (const [sortorder, procedure] of picked.entries()) rows.push({ jobsiteid, procedure, sortorder });
  }
  if (rows.length) await tx.insert(jobSiteProcedures).values(rows);
  return rows.length;
};
