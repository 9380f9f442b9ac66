import { asc, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import {
  customers,
  dispatchVendors,
  divisions,
  jobSites,
  managementProviders,
  requestTypes,
  trades,
  users,
  vendors,
  vendorTrades,
  workOrderEvents,
  workOrderNotes,
  workOrders,
  workOrderTrades,
  workOrderVendors,
} from "../db/schema/index.ts";
import { hashPassword } from "../features/auth/passwords.ts";
import { markSeededHistoryEscalated } from "../features/sla/index.ts";
// accounting (issue 16)
import { seedAccounting } from "./accounting.ts";
import { seedAdminDemoUsers } from "./admin-users.ts";
import { allocateIds, chunk, stopwatch } from "./batch.ts";
import { seedCustomerExtras } from "./customer-extras.ts";
import { seedCustomerPortal } from "./customer-portal.ts";
import { buildCustomers, CHAINS, JOB_SITE_COUNT, MANAGEMENT_PROVIDERS } from "./customers.ts";
import { type DemoFileStores, seedCustomerDemoFiles } from "./customers-demo-files.ts";
import { seedJobSiteProcedures } from "./customers-procedures.ts";
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser, demoUserPermissions } from "./demo-users.ts";
// technician in the field (issue 31)
import { seedField } from "./field.ts";
// API tokens (issue 33)
import { seedIntegrations } from "./integrations.ts";
import { seedPageViews } from "./pageviews.ts";
import { createRng } from "./prng.ts";
// reports (issue 17)
import { seedReports } from "./reports.ts";
// vendor scorecards and recalls (issue 32, s32score)
import { seedScorecards } from "./scorecards.ts";
// work-order import (issue 18)
import { seedServiceChannelSync } from "./servicechannel-sync.ts";
// SLA policies and clocks (issue 32, s32sla)
import { seedSla } from "./sla.ts";
import { STAFF_USERS } from "./staff.ts";
import { seedVendorAcceptance } from "./vendor-acceptance.ts";
import { seedVendorBilling } from "./vendor-billing.ts";
import { seedVendorPortal } from "./vendor-portal.ts";
import { seedVendorProposals } from "./vendor-proposals.ts";
// vendor records (issue 15, vrec): rates on vendor trades, attachments, payments
import { seedVendorRecords } from "./vendor-records.ts";
// vendors management core (issue 15, vcore)
import { seedVendorRecordsCore } from "./vendor-records-core.ts";
// vendor search, coverage ZIPs, compliance marks (issue 15, vsearch)
import { seedVendorSearch } from "./vendor-search.ts";
import { buildVendors, HERO_VENDOR_TRADES } from "./vendors.ts";
import { buildWorkOrders, type Person } from "./work-orders.ts";
import { seedImportCustomers } from "./workorder-import.ts";

export const DEMO_SEED = 20240601;
export const DEMO_VENDOR_COUNT = 120;
export const DEMO_WORK_ORDER_COUNT = 2000;

export interface DemoOptions {
  workOrders?: number;
  vendors?: number;
  seed?: number;
  /** "Now" for the 90-day window; defaults to the current time. */
  now?: Date;
  log?: (line: string) => void;
  /** Blob store and secret box (the app context): customer attachments and sealed provider passwords. */
  files?: DemoFileStores;
}

export interface DemoSummary {
  customers: number;
  jobSites: number;
  vendors: number;
  users: number;
  workOrders: number;
  vendorLines: number;
  notes: number;
  events: number;
  vendorProposals: number;
  /** customer-portal: proposals seeded for the two customer logins, and the second customer. */
  customerProposals: number;
  secondCustomerId: number;
  heroVendorId: number;
  heroCustomerId: number;
  seconds: number;
}

export const hasDemoData = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
};

/** Inserts rows in chunks sized so no statement passes PostgreSQL's bind-parameter limit. */
const insertAll = async <T extends Record<string, unknown>>(
  tx: Tx,
  table: Parameters<Tx["insert"]>[0],
  rows: readonly T[],
): Promise<void> => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  for (const part of chunk(rows, Math.max(1, Math.floor(30_000 / columns)))) {
    await tx.insert(table).values(part as never);
  }
};

const fullName = (u: { firstname: string; lastname: string }): string => `${u.firstname} ${u.lastname}`;

/**
 * Builds the demo data set: management providers, customers with job sites in real US places, vendors
 * with trades and compliance dates, the demo logins plus staff, and work orders over the last 90 days
 * in every status with trades, vendor lines, notes and notices. Deterministic for a given seed and "now".
 */
export const seedDemoData = async (db: Db, options: DemoOptions = {}): Promise<DemoSummary> => {
  const log = options.log ?? (() => {});
  const timer = stopwatch(log);
  const rng = createRng(options.seed ?? DEMO_SEED);
  const now = options.now ?? new Date();
  const woCount = options.workOrders ?? DEMO_WORK_ORDER_COUNT;
  const vendorCount = Math.max(1, options.vendors ?? DEMO_VENDOR_COUNT);
  const passwordhash = await hashPassword(DEMO_PASSWORD);
  timer.step("password hash");

  const summary = await db.transaction(async (tx) => {
    const tradeRows = await tx
      .select({ id: trades.id, name: trades.tradename })
      .from(trades)
      .orderBy(asc(trades.id));
    const tradeIds = new Map(tradeRows.map((t) => [t.name, t.id]));
    const divisionIds = (await tx.select({ id: divisions.id }).from(divisions)).map((r) => r.id);
    const requestTypeIds = (await tx.select({ id: requestTypes.id }).from(requestTypes)).map((r) => r.id);

    const providerIds = (
      await tx
        .insert(managementProviders)
        .values(MANAGEMENT_PROVIDERS)
        .returning({ id: managementProviders.id })
    ).map((r) => r.id);

    // Vendors first: the vendor users point at the hero vendor.
    const builtVendors = buildVendors(rng, {
      vendorIds: await allocateIds(tx, "vendors", vendorCount),
      tradeIds,
      now,
    });
    await insertAll(tx, vendors, builtVendors.vendors);
    await insertAll(tx, vendorTrades, builtVendors.vendorTrades);
    await insertAll(tx, dispatchVendors, builtVendors.dispatchVendors);
    const heroVendor = builtVendors.vendors[0];
    if (!heroVendor) throw new Error("no vendors built");
    // vendor-portal: the second vendor's users (vendor2@, tech2@); the last vendor when only one is built.
    const secondVendor = builtVendors.vendors[1] ?? heroVendor;
    timer.step(`vendors (${builtVendors.vendors.length})`);

    // Users: ids first, so customers can name their dispatcher and sales rep.
    const allUsers: DemoUser[] = [...DEMO_USERS, ...STAFF_USERS];
    const userIds = await allocateIds(tx, "users", allUsers.length);
    const userId = (email: string): number => {
      const id = userIds[allUsers.findIndex((u) => u.email === email)];
      if (id === undefined) throw new Error(`no user ${email}`);
      return id;
    };
    const people = (pred: (u: DemoUser) => boolean): Person[] =>
      allUsers.filter(pred).map((u) => ({ id: userId(u.email), name: fullName(u) }));
    const dispatchers = people((u) => u.isdispatcher);
    const salesReps = people((u) => STAFF_USERS.some((s) => s.email === u.email && s.issalesrep));
    const accounting = people((u) => u.roles.includes("AccountingAdmin"));

    const builtCustomers = buildCustomers(rng, {
      customerIds: await allocateIds(tx, "customers", CHAINS.length),
      jobSiteIds: await allocateIds(tx, "customerjobsites", JOB_SITE_COUNT),
      managementProviderIds: providerIds,
      dispatcherIds: dispatchers.map((d) => d.id),
      salesRepIds: salesReps.map((d) => d.id),
    });
    const heroCustomer = builtCustomers.customers[0];
    if (!heroCustomer) throw new Error("no customers built");
    const secondCustomer = builtCustomers.customers[1];
    if (!secondCustomer) throw new Error("no second customer built");
    await insertAll(tx, customers, builtCustomers.customers);
    await insertAll(tx, jobSites, builtCustomers.jobSites);
    timer.step(
      `customers (${builtCustomers.customers.length}), job sites (${builtCustomers.jobSites.length})`,
    );

    await insertAll(
      tx,
      users,
      allUsers.map((u, i) => ({
        id: userIds[i],
        email: u.email,
        passwordhash,
        firstname: u.firstname,
        lastname: u.lastname,
        roles: u.roles,
        permissions: demoUserPermissions(u),
        usertypeid: u.usertypeid,
        isdispatcher: u.isdispatcher,
        issalesrep: STAFF_USERS.some((s) => s.email === u.email && s.issalesrep),
        vendorid: u.link === "vendor" ? heroVendor.id : u.link === "vendor2" ? secondVendor.id : null,
        customerid:
          u.link === "customer" ? heroCustomer.id : u.link === "customer2" ? secondCustomer.id : null,
        passwordchangeddate: now,
        createddate: new Date(now.getTime() - 200 * 86_400_000),
      })),
    );
    timer.step(`users (${allUsers.length})`);
    // admin (issue 16): blocked, inactive and invited users for the Admin page
    const adminUsers = await seedAdminDemoUsers(tx, {
      passwordhash,
      now,
      adminId: userId("admin@example.com"),
      adminName: "Alex Admin",
    });
    timer.step(`admin page users (${adminUsers})`);

    // customers, job sites, contracts and rates (issue 14): contacts, notes, trades with rates
    const extras = await seedCustomerExtras(tx, rng, {
      customers: builtCustomers.customers.map((c) => ({
        id: c.id,
        statecode: c.statecode,
        customername: c.customername,
      })),
      tradeIds,
      author: { id: userId("admin@example.com"), name: "Admin" },
    });
    timer.step(`customer contacts (${extras.contacts}), notes (${extras.notes}), trades and rates`);
    // issue 14: job-site procedures; with the app's stores, customer files and sealed provider passwords.
    const procedures = await seedJobSiteProcedures(
      tx,
      builtCustomers.jobSites.map((s) => s.id),
    );
    const files = options.files
      ? await seedCustomerDemoFiles(tx, options.files, {
          providerIds,
          customers: builtCustomers.customers,
          jobSites: builtCustomers.jobSites,
          author: { id: userId("admin@example.com"), name: "Admin" },
          now,
        })
      : null;
    timer.step(`job-site procedures (${procedures}), customer files (${files?.attachments ?? 0})`);
    // vendors management core (issue 15, vcore): service states, contacts, notes, ratings, tax ids
    const vendorCore = await seedVendorRecordsCore(tx, rng, {
      id: userId("admin@example.com"),
      name: "Admin",
    });
    timer.step(
      `vendor contacts (${vendorCore.contacts}), notes (${vendorCore.notes}), ratings (${vendorCore.ratings})`,
    );

    const jobSitesByCustomer = new Map<number, number[]>();
    for (const s of builtCustomers.jobSites) {
      jobSitesByCustomer.set(s.customerid, [...(jobSitesByCustomer.get(s.customerid) ?? []), s.id]);
    }
    const heroTradeIds = HERO_VENDOR_TRADES.map((t) => tradeIds.get(t)).filter(
      (t): t is number => t !== undefined,
    );
    const built = buildWorkOrders({
      rng,
      now,
      count: woCount,
      workOrderIds: await allocateIds(tx, "workorders", woCount),
      customers: builtCustomers.customers.map((c) => ({
        id: c.id,
        prefix: c.customerprefix ?? "WO",
        nte: c.nte ?? null,
        dispatcherid: c.dispatcherid ?? null,
      })),
      jobSitesByCustomer,
      heroCustomerId: heroCustomer.id,
      heroVendorId: heroVendor.id,
      heroVendorTradeIds: heroTradeIds,
      tradeIds,
      dispatchableByTrade: builtVendors.dispatchableByTrade,
      dispatchers,
      accounting,
      heroVendorUsers: people((u) => u.link === "vendor"),
      customerUser: people((u) => u.link === "customer")[0] ?? {
        id: userId("admin@example.com"),
        name: "Admin",
      },
      divisionIds,
      requestTypeIds,
    });
    timer.step("work orders built in memory");
    await insertAll(tx, workOrders, built.workOrders);
    await insertAll(tx, workOrderTrades, built.trades);
    const lineIds = await allocateIds(tx, "workordervendors", built.lines.length);
    await insertAll(
      tx,
      workOrderVendors,
      built.lines.map((l, i) => ({ ...l, id: lineIds[i] })),
    );
    await insertAll(tx, workOrderNotes, built.notes);
    await insertAll(
      tx,
      workOrderEvents,
      built.events.map(({ lineIndex, ...e }) => ({ ...e, workordervendorid: lineIds[lineIndex] ?? null })),
    );
    timer.step(`work orders (${built.workOrders.length}) + lines, notes, events`);
    const vendorProposals = await seedVendorProposals(tx);
    // accounting (issue 16): pending bills and invoices, transmission logs, one unmatched vendor
    const accountingRows = await seedAccounting(tx);
    timer.step(`accounting (${accountingRows.invoices} invoices, ${accountingRows.logs} log entries)`);
    // The hero vendor's portal proposals and invoices in every state (vbilling).
    await seedVendorBilling(tx, heroVendor.id);
    await seedVendorPortal(tx, { heroVendorId: heroVendor.id, secondVendorId: secondVendor.id, now });
    await seedField(tx, { heroVendorId: heroVendor.id, now });
    await seedVendorSearch(tx, { now, heroVendorId: heroVendor.id });
    // vendor acceptance and automatic dispatch (issue 32, s32accept): after the coverage ZIPs its ranking reads
    await seedVendorAcceptance(tx, {
      heroVendorId: heroVendor.id,
      // Not the second demo vendor: the portals' isolation journeys expect the two demo vendors to share no order.
      declinedVendorId: (builtVendors.vendors[2] ?? secondVendor).id,
      avoidVendorIds: [secondVendor.id],
      heroCustomerId: heroCustomer.id,
      now,
    });
    // vendor records (issue 15, vrec): the two demo vendors and the first ten of the list
    const vendorPayments = await seedVendorRecords(tx, {
      vendorIds: [heroVendor.id, secondVendor.id, ...builtVendors.vendors.slice(0, 10).map((v) => v.id)]
        .filter((id): id is number => typeof id === "number")
        .filter((id, i, all) => all.indexOf(id) === i),
      now,
    });
    timer.step(`vendor records (${vendorPayments} vendor payments)`);
    // customer-portal: proposals, invoices and notes for the two customer logins.
    const customerProposals = await seedCustomerPortal(tx, [heroCustomer.id, secondCustomer.id]);
    timer.step(`customer portal (${customerProposals} proposals)`);
    // work-order import (issue 18): the Gabes and Sprouts customers and their stores
    await seedImportCustomers(tx);
    timer.step(`page views (${await seedPageViews(tx, now)})`); // issue 20: "Viewed by" trails
    // reports (issue 17): invoices on Invoiced orders, vendor payments, report lists of view:reports users
    const reportRows = await seedReports(tx);
    timer.step(`reports (${reportRows.invoices} invoices, ${reportRows.payments} vendor payments)`);
    // SLA policies and clocks (issue 32, s32sla): defaults per priority, holidays, orders at risk
    timer.step(`SLA clocks (${await seedSla(tx, { heroCustomerId: heroCustomer.id, now })})`);
    // API tokens (issue 33, o33api): Admin → API Tokens shows a token in use and a revoked one
    await seedIntegrations(tx, now);
    // ServiceChannel both ways (issue 33 §6): a linked order with one sent and one failed push
    timer.step(`ServiceChannel sync (order ${(await seedServiceChannelSync(tx, now)) ?? "none"})`);
    // vendor scorecards and recalls (issue 32, s32score): acceptances, submitted amounts, recall links
    await seedScorecards(tx, { heroVendorId: heroVendor.id });
    timer.step("scorecards");
    // Last: the SLA stages the demo's past orders already reached count as escalated (no note, no mail), so the
    // first escalation scan does not mail a breach per old order; what becomes due after the seed escalates.
    const history = await markSeededHistoryEscalated(tx, now);
    timer.step(`SLA history marked escalated (${history.scanned} orders)`);
    return {
      customers: builtCustomers.customers.length,
      jobSites: builtCustomers.jobSites.length,
      vendors: builtVendors.vendors.length,
      users: allUsers.length,
      workOrders: built.workOrders.length,
      vendorLines: built.lines.length,
      notes: built.notes.length,
      events: built.events.length,
      vendorProposals,
      customerProposals,
      secondCustomerId: secondCustomer.id,
      heroVendorId: heroVendor.id,
      heroCustomerId: heroCustomer.id,
    };
  });
  return { ...summary, seconds: timer.total() };
};
