import {
  DEFAULT_AT_RISK_MINUTES,
  INACTIVE_STATUS_IDS,
  WORK_DONE_STATUS_IDS,
  workOrderListAbilities,
  workOrderRowAbilities,
} from "@fm/domain";
import type { WorkOrderListQuery } from "@fm/domain/contracts";
import { and, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import {
  customers,
  jobSites,
  managementProviders,
  priorities,
  workOrderStatuses,
  workOrders,
} from "../../db/schema/index.ts";
import { compileGrid, escapeLike } from "../../platform/grid/grid-sql.ts";
import {
  attachedToVendor,
  audienceOf,
  presentForUser,
  readerScope,
  type WorkOrderReader,
} from "../../platform/workorder-core/index.ts";
import {
  customerDispatcherName,
  customerDispatcherUser,
  dispatcherName,
  dispatcherUser,
  workOrderColumnsFor,
} from "./workorder-list.columns.ts";
import {
  countAllFromCounters,
  countCustomerFromCounters,
  countVendorFromLines,
  joinLookups,
  lookupsUsed,
  vendorNewestPageIds,
} from "./workorder-list.queries.ts";
import { presentWorkOrderListRows } from "./workorder-list.rows.ts";

/** All Active as a literal, so PostgreSQL matches the partial indexes on `statusid NOT IN (10, 6)`. */
export const ACTIVE_CONDITION = sql.raw(`"workorders"."statusid" not in (${INACTIVE_STATUS_IDS.join(", ")})`);

/**
 * The list's search box: the trigram-indexed text of the work order (number, PO, brief description), or a
 * job site / customer whose name matches. Matching sites and customers are looked up first (small tables),
 * so a term that names none of them leaves one indexable condition for the planner.
 */
export const workOrderSearchFor = async (db: DbOrTx, term: string): Promise<(t: string) => SQL> => {
  const p = `%${escapeLike(term.trim().toLowerCase())}%`;
  const [sites, custs] = await Promise.all([
    db
      .select({ id: jobSites.id })
      .from(jobSites)
      .where(
        sql`lower(${jobSites.jobsite} || ' ' || ${jobSites.streetaddress} || ' ' || ${jobSites.city}) like ${p}`,
      )
      .limit(5000),
    db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.customername}) like ${p}`)
      .limit(5000),
  ]);
  const text = sql`${sql.raw('"workorders"."searchtext"')} like ${p}`;
  const parts = [
    text,
    sites.length
      ? inArray(
          workOrders.jobsiteid,
          sites.map((r) => r.id),
        )
      : undefined,
    custs.length
      ? inArray(
          workOrders.customerid,
          custs.map((r) => r.id),
        )
      : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return () => (parts.length === 1 ? text : sql`(${sql.join(parts, sql` or `)})`);
};

/** Conditions of the list's quick filters: status (active/all/id), Flagged Orders, My Work Orders. */
export const overdueP1Condition = () =>
  and(
    eq(workOrders.priorityid, 1),
    lt(workOrders.duedate, sql`now()`),
    isNull(workOrders.completedate),
    notInArray(workOrders.statusid, [...WORK_DONE_STATUS_IDS]),
  );

/** `userid`: the reader's id for My Work Orders (null for the system reader, which has no orders of its own). */
export const quickFilterConditions = (
  q: Pick<WorkOrderListQuery, "status" | "flagged" | "mine"> & { overdue?: boolean },
  userid: number | null,
): (SQL | undefined)[] => [
  q.status === "active"
    ? ACTIVE_CONDITION
    : q.status === "all"
      ? undefined
      : eq(workOrders.statusid, q.status),
  q.flagged ? eq(workOrders.flagged, true) : undefined,
  q.mine
    ? userid === null
      ? sql`false`
      : or(eq(workOrders.dispatcherid, userid), eq(workOrders.customerdispatcherid, userid))
    : undefined,
  q.overdue ? overdueP1Condition() : undefined,
];

/** Issue 32's clock filter: the next running clock breaches within the hour (at risk) or has (breached). */
export const slaFilterCondition = (sla: WorkOrderListQuery["sla"], now: Date): SQL | undefined => {
  if (!sla) return undefined;
  const at = now.toISOString();
  return sla === "breached"
    ? sql`${workOrders.sladueat} <= ${at}::timestamptz`
    : sql`${workOrders.sladueat} > ${at}::timestamptz and ${workOrders.sladueat} <= ${new Date(now.getTime() + DEFAULT_AT_RISK_MINUTES * 60_000).toISOString()}::timestamptz`;
};

/**
 * The work-order list's page in two statements (docs/decisions/0003-list-page-query.md):
 * 1. the page's ids — `workorders` alone, joined only to the lookup tables the filters and sorts read, so
 *    PostgreSQL plans a one- or two-table query in well under a millisecond and walks a sort index;
 * 2. the display columns of those ids — one fixed statement, prepared once per connection (a named
 *    statement), so the 9-table join is not planned again on every request.
 * customerid, jobsiteid and statusid are NOT NULL foreign keys, so leaving their (inner) joins out of the id
 * and count queries never changes which rows match; the other lookups are left joins.
 */

interface PageSpec {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** Step 1: the ids of one page, in the page's order. */
const pageIds = async (db: DbOrTx, page: PageSpec): Promise<number[]> => {
  const used = lookupsUsed([page.where, ...page.orderBy]);
  const rows = await joinLookups(db.select({ id: workOrders.id }).from(workOrders).$dynamic(), used)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
};

const displaySelect = (db: DbOrTx) =>
  db
    .select({
      wo: workOrders,
      customername: customers.customername,
      jobsite: jobSites.jobsite,
      streetaddress: jobSites.streetaddress,
      city: jobSites.city,
      statecode: jobSites.statecode,
      postalcode: jobSites.postalcode,
      priority: priorities.name,
      status: workOrderStatuses.name,
      statuscolor: workOrderStatuses.color,
      dispatcher: dispatcherName,
      customerdispatcher: customerDispatcherName,
      managementprovider: managementProviders.managementprovider,
    })
    .from(workOrders)
    .innerJoin(customers, eq(customers.id, workOrders.customerid))
    .innerJoin(jobSites, eq(jobSites.id, workOrders.jobsiteid))
    .innerJoin(workOrderStatuses, eq(workOrderStatuses.id, workOrders.statusid))
    .leftJoin(priorities, eq(priorities.id, workOrders.priorityid))
    .leftJoin(dispatcherUser, eq(dispatcherUser.id, workOrders.dispatcherid))
    .leftJoin(customerDispatcherUser, eq(customerDispatcherUser.id, workOrders.customerdispatcherid))
    .leftJoin(managementProviders, eq(managementProviders.id, customers.managementproviderid))
    .where(sql`${workOrders.id} = any(${sql.placeholder("ids")}::int[])`);

/** The statement's name: a change of its text must change the name (a connection keeps the old one). */
const DISPLAY_STATEMENT = "fm_workorder_list_rows_v1";

const displayStatement = preparedPer((db) => displaySelect(db).prepare(DISPLAY_STATEMENT));

export type DisplayRow = Awaited<ReturnType<ReturnType<typeof displaySelect>["execute"]>>[number];

/** Step 2: the display columns of the page's rows, returned in the order of `ids`. */
const pageRows = async (db: DbOrTx, ids: readonly number[]): Promise<DisplayRow[]> => {
  if (!ids.length) return [];
  const rows = await displayStatement(db).execute({ ids: [...ids] });
  const byId = new Map(rows.map((r) => [r.wo.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
};

/** Totals above this are reported as "more than" (counting every match of a broad filter costs a full scan). */
export const TOTAL_CAP = 10_000;
/**
 * A search's total stops lower: a trigram match is only known after the heap recheck, so counting 10,000 of
 * them costs more than the page (decision 0019s); the grid shows "of 1,000+" and pages on.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** The count of the rows matching `where`, stopping at cap + 1; joined only where the filters read. */
const countCapped = async (db: DbOrTx, where: SQL | undefined, cap: number) => {
  const capped = joinLookups(
    db
      .select({ one: sql<number>`1`.as("one") })
      .from(workOrders)
      .$dynamic(),
    lookupsUsed([where]),
  )
    .where(where)
    .limit(cap + 1)
    .as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
};

/**
 * Exact totals of a bare status filter from counters kept by triggers, when the reader's scope is all that
 * narrows the rows: the global counters for a reader who sees every order, the per-customer counters for a
 * customer, the vendor's lines for a vendor or tech. null: count the matching rows instead.
 */
const countersFor = (
  db: DbOrTx,
  reader: WorkOrderReader,
  status: WorkOrderListQuery["status"],
  narrowed: boolean,
  party: PartyNarrowing | undefined,
): (() => Promise<number>) | null => {
  if (narrowed) return null;
  if (readerScope(reader) === undefined) {
    // A staff popup of one party's orders counts that party's counters, as the party's own portal does.
    if (party && "vendorid" in party) return () => countVendorFromLines(db, party.vendorid, status);
    if (party) return () => countCustomerFromCounters(db, party.customerid, status);
    return () => countAllFromCounters(db, status);
  }
  if (party) return null;
  if ("system" in reader) return null;
  const audience = audienceOf(reader);
  const { customerid, vendorid } = reader;
  if (audience === "customer" && customerid) return () => countCustomerFromCounters(db, customerid, status);
  if (audience === "vendor" && vendorid) return () => countVendorFromLines(db, vendorid, status);
  return null;
};

/** One vendor's or one customer's orders (the staff popups of a vendor's or a customer's open orders). */
export type PartyNarrowing = { vendorid: number } | { customerid: number };

const partyCondition = (party: PartyNarrowing): SQL =>
  "vendorid" in party ? attachedToVendor(party.vendorid) : eq(workOrders.customerid, party.customerid);

export interface ListOptions {
  /** Narrows the reader's rows further (the dashboard's ETA window, the SLA due window). */
  narrow?: (SQL | undefined)[];
  /** Narrows to one party's orders; unlike `narrow`, the total still comes from the counters. */
  party?: PartyNarrowing;
  /** false: skip the count (export batches). */
  withTotal?: boolean;
  /** The injectable clock's now (late / no-show, issue 31); the system clock when absent. */
  now?: Date;
}

/**
 * One page of work-order list rows with its total (spec 1 §2, §3) — the one reader of list rows. It always
 * applies the reader's row scope, refuses filters/sorts on columns hidden from the reader, and presents each
 * row for the reader (presentForUser), so no caller can forget either.
 */
export const listWorkOrders = async (
  db: DbOrTx,
  reader: WorkOrderReader,
  q: WorkOrderListQuery,
  opts: ListOptions = {},
) => {
  const scope = readerScope(reader);
  const narrow = [scope, ...(opts.narrow ?? []), opts.party && partyCondition(opts.party)];
  const grid = compileGrid(workOrderColumnsFor(reader), q, {
    defaultSort: [{ column: "createddate", desc: true }],
    tieBreaker: sql`${workOrders.id} desc`,
    extraWhere: [
      ...quickFilterConditions(q, "system" in reader ? null : reader.id),
      slaFilterCondition(q.sla, opts.now ?? new Date()),
      ...narrow,
    ],
    search: q.search.trim() ? await workOrderSearchFor(db, q.search) : undefined,
  });
  const cap = q.search.trim() ? SEARCH_TOTAL_CAP : TOTAL_CAP;
  const counted =
    grid.isPlain && !q.flagged && !q.mine && !q.overdue && !q.sla
      ? countersFor(
          db,
          reader,
          q.status,
          (opts.narrow ?? []).some((w) => w !== undefined),
          opts.party,
        )
      : null;
  // A vendor's plain list in the default order is read off its own lines (issue 34: 13,000 probes → 100 rows).
  const newestOfVendor =
    counted && q.sort.length === 0 && !opts.party && audienceOf(reader) === "vendor" && !("system" in reader)
      ? reader.vendorid
      : null;
  const [ids, total] = await Promise.all([
    newestOfVendor
      ? vendorNewestPageIds(db, newestOfVendor, q.status, grid.limit, grid.offset)
      : pageIds(db, grid),
    opts.withTotal === false ? Promise.resolve(0) : counted ? counted() : countCapped(db, grid.where, cap),
  ]);
  const page = await pageRows(db, ids);
  // Abilities (issue 28): what the caller may do from the list and each row's menu, from the policies.
  const user = "system" in reader ? null : reader;
  const staff = user && audienceOf(reader) === "staff" ? user : null;
  return {
    rows: (await presentWorkOrderListRows(db, page, opts.now)).map((r) => {
      const shown = presentForUser(r, reader);
      return staff ? { ...shown, abilities: workOrderRowAbilities(staff, r) } : shown;
    }),
    total: counted ? total : Math.min(total, cap),
    totalcapped: !counted && total > cap,
    page: q.page,
    pageSize: q.pageSize,
    ...(user ? { abilities: workOrderListAbilities(user) } : {}),
  };
};
