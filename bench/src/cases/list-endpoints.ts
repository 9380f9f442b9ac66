import {
  CustomerGridQuery,
  CustomerOpenWorkOrdersQuery,
  HomePopupQuery,
  PortalListQuery,
  VendorOpenWorkOrdersQuery,
  WorkOrderListQuery,
} from "@fm/domain/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../apps/server/src/db/client.ts";
import { listCustomerGrid } from "../../../apps/server/src/features/customers/customer-list.service.ts";
import {
  customerOpenWorkOrders,
  quickActionWorkOrders,
  vendorOpenWorkOrders,
} from "../../../apps/server/src/features/home/home-lists.service.ts";
import { listPortalWorkOrders } from "../../../apps/server/src/features/portals/portal-lists.service.ts";
import { listWorkOrders } from "../../../apps/server/src/features/workorders/workorder-list.service.ts";
import type { AuthUser } from "../../../apps/server/src/platform/auth/auth-user.ts";
import type { BenchCase } from "./types.ts";
import { CUSTOMER_USER, DISPATCHER_USER, externalUser, VENDOR_USER } from "./users.ts";

/*
 * Issue 19: "every list endpoint ≤ 1.3× its bare SQL at p50 with one connection". One case per list the
 * issue names that had none yet (work orders' plain status page, home popups, portal lists, customers; the
 * dashboard is getalerts in workorder-list.ts, vendors in vendor-list.ts). Each bare twin is the route's own
 * service function called straight against the database with the parsed querystring, so it runs the same
 * statements the same way (the display and child statements prepared, as the endpoint prepares them); what
 * the endpoint adds is HTTP, the auth hook's session check, querystring parsing and serialisation.
 */

/** Issue 19: a list endpoint within 1.3× of its own SQL at p50 (issue 34 §5: every list). */
export const LIST_RATIO = 1.3;

/** `?a=b&…` as the route's querystring schema parses it. */
const queryOf = (path: string) => Object.fromEntries(new URLSearchParams(path.split("?")[1] ?? ""));

const dispatcher: AuthUser = {
  id: 0,
  email: "",
  name: "",
  vendorid: null,
  customerid: null,
  roles: ["Dispatchers"],
  permissions: [],
};

// --- the PostGraphile peer's page: status 9 (Dispatched), dispatch date ↓, 100 rows, total ---------------

/** The page bench/src/peer.ts asks PostGraphile for; keep the two in step. */
export const STATUS9_PAGE_PATH = `/api/workorder/getworkorders?${new URLSearchParams({
  pageSize: "100",
  status: "9",
  sort: JSON.stringify([{ column: "dispatchdate", desc: true }]),
}).toString()}`;

export const getWorkOrdersStatus9: BenchCase = {
  name: "GET /api/workorder/getworkorders status=9 sort=dispatchdate desc (plain, page 1 of 100)",
  method: "GET",
  path: STATUS9_PAGE_PATH,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 20, maxRatio: LIST_RATIO },
  bareSql: (db) => listWorkOrders(db, dispatcher, WorkOrderListQuery.parse(queryOf(STATUS9_PAGE_PATH))),
};

// --- home popups (spec 1 §2, §7): the orders behind a count ---------------------------------------------

const quickActionPath = "/api/workorder/getquickactionworkorders?statusid=9&page=1&pageSize=20";

export const quickActionPopup: BenchCase = {
  name: "GET /api/workorder/getquickactionworkorders statusid=9 (home popup, 20 rows)",
  method: "GET",
  path: quickActionPath,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50, maxRatio: LIST_RATIO },
  bareSql: (db) => quickActionWorkOrders(db, dispatcher, HomePopupQuery.parse(queryOf(quickActionPath))),
};

/** The demo vendor's / customer's id, looked up once: the staff popups narrow to it. */
const linkedIds = { vendorid: 0, customerid: 0 };
const lookUpLinkedIds = async (db: Db): Promise<void> => {
  const result = (await db.execute(
    sql`select (select vendorid from users where lower(email) = lower(${VENDOR_USER.email})) as vendorid,
               (select customerid from users where lower(email) = lower(${CUSTOMER_USER.email})) as customerid`,
  )) as unknown as { rows: { vendorid: number | null; customerid: number | null }[] };
  const row = result.rows[0];
  if (!row?.vendorid || !row.customerid) throw new Error("demo vendor/customer user without its link");
  linkedIds.vendorid = row.vendorid;
  linkedIds.customerid = row.customerid;
};

const vendorPopupPath = () =>
  `/api/vendor/getopenworkorders?vendorid=${linkedIds.vendorid}&page=1&pageSize=20`;
const customerPopupPath = () =>
  `/api/customer/getopenworkorders?customerid=${linkedIds.customerid}&page=1&pageSize=20`;

export const vendorOpenPopup: BenchCase = {
  name: "GET /api/vendor/getopenworkorders?vendorid (staff popup, 20 rows)",
  method: "GET",
  get path() {
    return vendorPopupPath();
  },
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50, maxRatio: LIST_RATIO },
  setup: lookUpLinkedIds,
  bareSql: (db) => {
    const { vendorid, ...q } = VendorOpenWorkOrdersQuery.parse(queryOf(vendorPopupPath()));
    return vendorOpenWorkOrders(db, dispatcher, q, vendorid);
  },
};

export const customerOpenPopup: BenchCase = {
  name: "GET /api/customer/getopenworkorders?customerid (staff popup, 20 rows)",
  method: "GET",
  get path() {
    return customerPopupPath();
  },
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50, maxRatio: LIST_RATIO },
  setup: lookUpLinkedIds,
  bareSql: (db) => {
    const { customerid, ...q } = CustomerOpenWorkOrdersQuery.parse(queryOf(customerPopupPath()));
    return customerOpenWorkOrders(db, dispatcher, q, customerid);
  },
};

// --- portal lists ("My Work Orders", open, first page of 100) ---------------------------------------------

const portalCase = (who: "Vendor" | "Customer"): BenchCase => {
  const user = externalUser(who === "Vendor" ? VENDOR_USER : CUSTOMER_USER, who);
  const path = `/api/${who === "Vendor" ? "vendorprofile" : "customerprofile"}/getworkorders/open?page=1&pageSize=100`;
  return {
    name: `GET ${path.split("?")[0]} (${who} portal, 100 rows)`,
    method: "GET",
    path,
    auth: true,
    user: who === "Vendor" ? VENDOR_USER : CUSTOMER_USER,
    target: { p95Ms: 50, maxRatio: LIST_RATIO },
    setup: user.setup,
    bareSql: (db) => listPortalWorkOrders(db, user.get(), "open", PortalListQuery.parse(queryOf(path))),
  };
};

export const vendorPortalList = portalCase("Vendor");
export const customerPortalList = portalCase("Customer");

// --- Customers list (/customer) ---------------------------------------------------------------------------

const customersPath = "/api/customer/grid?page=1&pageSize=100";

export const customersGrid: BenchCase = {
  name: "GET /api/customer/grid (first page of 100)",
  method: "GET",
  path: customersPath,
  auth: true,
  user: DISPATCHER_USER,
  target: { p95Ms: 50, maxRatio: LIST_RATIO },
  bareSql: (db) => listCustomerGrid(db, CustomerGridQuery.parse(queryOf(customersPath))),
};
