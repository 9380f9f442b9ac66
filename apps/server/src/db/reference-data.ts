import { STATUS, WORK_ORDER_STATUSES } from "@fm/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";
import {
  attachmentTypes,
  divisions,
  priorities,
  requestTypes,
  siteMeta,
  states,
  terms,
  trades,
  vendorStatusTypes,
  vendorTiers,
  workOrderStatuses,
} from "./schema/index.ts";
import { SITE_META } from "./site-meta-data.ts";
import { US_STATES } from "./us-states.ts";

export const TRADE_NAMES = [
  "HVAC",
  "Plumbing",
  "Electrical",
  "Roofing",
  "Locksmith",
  "Carpentry",
  "Painting",
  "Flooring",
  "Glass & Glazing",
  "Doors & Hardware",
  "Landscaping",
  "Snow Removal",
  "Pest Control",
  "Janitorial",
  "Appliance Repair",
  "Refrigeration",
  "Fire & Life Safety",
  "Signage",
  "Concrete & Paving",
  "General Maintenance",
] as const;

/**
 * Lookup rows every installation needs (statuses with the spec's fixed ids, priorities, trades, states…).
 * Idempotent: runs after every migration, inserts only what is missing, never touches demo data.
 */
export const ensureReferenceData = async (db: DbOrTx): Promise<void> => {
  await db
    .insert(workOrderStatuses)
    .values(WORK_ORDER_STATUSES.map((s) => ({ ...s, isdefaultonnew: s.id === STATUS.Received })))
    .onConflictDoNothing();
  await db
    .insert(priorities)
    .values([
      { id: 1, name: "P1 - Emergency", responsehours: 4, sortorder: 1 },
      { id: 2, name: "P2 - Urgent", responsehours: 24, sortorder: 2 },
      { id: 3, name: "P3 - Routine", responsehours: 72, sortorder: 3 },
      { id: 4, name: "P4 - Scheduled", responsehours: 168, sortorder: 4 },
    ])
    .onConflictDoNothing();
  await db
    .insert(terms)
    .values([10, 15, 30, 45, 60, 75, 90].map((d) => ({ id: d, termdescription: `Net ${d}`, days: d })))
    .onConflictDoNothing();
  await db
    .insert(vendorStatusTypes)
    .values([
      { id: 1, type: "Incomplete" },
      { id: 2, type: "Complete" },
      { id: 3, type: "Supplier" },
      { id: 4, type: "Redlined" },
    ])
    .onConflictDoNothing();
  await db
    .insert(vendorTiers)
    .values(
      [1, 2, 3, 4, 5, 6].map((id) => ({ id, description: id === 6 ? "Tier 6 - Do Not Use" : `Tier ${id}` })),
    )
    .onConflictDoNothing();
  await db
    .insert(attachmentTypes)
    .values([
      { id: 1, name: "Work Order", scope: "workorder" },
      { id: 2, name: "Sign Off", scope: "workorder" },
      { id: 3, name: "Vendor Invoice", scope: "workorder" },
      { id: 4, name: "Photo - Before", scope: "workorder" },
      { id: 5, name: "Photo - After", scope: "workorder" },
      { id: 6, name: "Proposal", scope: "workorder" },
      { id: 11, name: "Other", scope: "any" },
      { id: 12, name: "Vendor Profile", scope: "vendor" },
      { id: 13, name: "COI", scope: "vendor" },
      { id: 14, name: "W9", scope: "vendor" },
      { id: 15, name: "WC", scope: "vendor" },
      { id: 23, name: "ACH", scope: "vendor" },
      { id: 27, name: "Client Onboarding Doc", scope: "customer" },
      { id: 28, name: "Customer Rates", scope: "customer" },
      { id: 29, name: "Jobsite List", scope: "customer" },
      { id: 30, name: "MSA Agreement", scope: "customer" },
      { id: 31, name: "Territory Map", scope: "customer" },
    ])
    .onConflictDoNothing();
  await db
    .insert(trades)
    .values(TRADE_NAMES.map((tradename) => ({ tradename })))
    .onConflictDoNothing();
  await db
    .insert(states)
    .values(US_STATES.map(([statecode, statename]) => ({ statecode, statename })))
    .onConflictDoNothing();

  const [counts] = await db
    .select({
      divisions: sql<number>`(select count(*) from ${divisions})::int`,
      requestTypes: sql<number>`(select count(*) from ${requestTypes})::int`,
      siteMeta: sql<number>`(select count(*) from ${siteMeta})::int`,
    })
    .from(sql`(select 1) as one`);
  if (!counts?.divisions) {
    await db
      .insert(divisions)
      .values([{ name: "Facilities", isdefaultonnew: true }, { name: "Retail" }, { name: "Construction" }]);
  }
  if (!counts?.requestTypes) {
    await db
      .insert(requestTypes)
      .values([
        { name: "Repair", isdefaultonnew: true },
        { name: "Preventive Maintenance" },
        { name: "Installation" },
        { name: "Inspection" },
        { name: "Quote Request" },
      ]);
  }
  if (!counts?.siteMeta) await db.insert(siteMeta).values(SITE_META);
};
