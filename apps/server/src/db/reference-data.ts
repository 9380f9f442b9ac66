import { PORTAL_ATTACHMENT_TYPE_IDS, STATUS, WORK_ORDER_STATUSES } from "@fm/domain";
import { notInArray, sql } from "drizzle-orm";
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

/** Spec 2 §3 "Attachment types fixed list". */
const WORK_ORDER_ATTACHMENT_TYPES: ReadonlyArray<readonly [number, string]> = [
  [1, "Customer Work Request"],
  [2, "Vendor NTE Email"],
  [3, "Vendor Proposal"],
  [4, "Customer Proposal Approval"],
  [5, "Vendor Proposal Approval"],
  [6, "Vendor NTE Increase"],
  [7, "Vendor Invoice"],
  [8, "Vendor Sign Off"],
  [9, "Vendor Photo"],
  [10, "Other"],
  [31, "EDC Work Order Ticket"],
  [32, "EDC Sign Off Ticket"],
  [33, "Proposal Denied"],
  [34, "Customer Cancellation"],
  [35, "Wrong Invoice"],
];

/** customer-portal: the trades a customer may choose on the portal form (spec 2 §9), with their fixed ids. */
const PORTAL_TRADES = [
  { id: 20, tradename: "General Maintenance" },
  { id: 33, tradename: "Handyman Services" },
  { id: 34, tradename: "Emergency Repair" },
  { id: 50, tradename: "Other / Not Sure" },
];

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
  const portal = new Set(PORTAL_ATTACHMENT_TYPE_IDS);
  // Rows of earlier builds that are not on the list stop being offered for work orders (kept for history).
  await db
    .update(attachmentTypes)
    .set({ scope: "retired" })
    .where(
      notInArray(
        attachmentTypes.id,
        WORK_ORDER_ATTACHMENT_TYPES.map(([id]) => id),
      ),
    );
  for (const [id, name] of WORK_ORDER_ATTACHMENT_TYPES) {
    await db
      .insert(attachmentTypes)
      .values({ id, name, scope: "workorder", portal: portal.has(id) })
      .onConflictDoUpdate({
        target: attachmentTypes.id,
        set: { name, scope: "workorder", portal: portal.has(id) },
      });
  }
  // customer-portal: the portal form's trade ids (spec 2 §9: 20, 33, 34, 50) exist with those ids (first,
  // so General Maintenance is 20 on a new database); the sequence then moves past them so no trade collides.
  await db.insert(trades).values(PORTAL_TRADES).onConflictDoNothing();
  await db
    .insert(trades)
    .values(TRADE_NAMES.map((tradename) => ({ tradename })))
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('trades', 'id'), greatest((select max(id) from trades), 1))`,
  );
  await db
    .insert(states)
    .values(US_STATES.map(([statecode, statename]) => ({ statecode, statename })))
    .onConflictDoNothing();

  const [counts] = await db
    .select({
      divisions: sql<number>`(select count(*) from ${divisions})::int`,
      requestTypes: sql<number>`(select count(*) from ${requestTypes})::int`,
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
  // New default captions reach existing databases; captions an admin changed are kept.
  await db.insert(siteMeta).values(SITE_META).onConflictDoNothing();
};
