import { randomUUID } from "node:crypto";
import { defaultPermissionsFor, type Role, USER_TYPE } from "@fm/domain";
import type { DbOrTx } from "../db/client.ts";
import {
  customers,
  jobSites,
  users,
  vendorProposals,
  vendors,
  workOrders,
  workOrderVendors,
} from "../db/schema/index.ts";
import { hashPassword } from "../features/auth/passwords.ts";
import { startSession } from "../features/auth/sessions.service.ts";
import type { TestApp } from "./test-app.ts";

/** Factories: every test builds its own uniquely named rows, so tests never depend on each other. */
export const uid = () => randomUUID().slice(0, 8);

/**
 * A unique work-order number (unique index): 64 random bits. Eight hex digits (32 bits) collided once in a CI run
 * on a worker's database that holds tens of thousands of test orders (reports' hand-built data sets).
 */
export const workOrderNumber = () => `T-${randomUUID().replaceAll("-", "").slice(0, 16)}`;

export const makeCustomer = async (db: DbOrTx, over: Partial<typeof customers.$inferInsert> = {}) => {
  const [row] = await db
    .insert(customers)
    .values({
      customername: `Customer ${uid()}`,
      streetaddress: "1 Test Way",
      city: "Austin",
      statecode: "TX",
      postalcode: "78701",
      ...over,
    })
    .returning();
  if (!row) throw new Error("customer not created");
  return row;
};

export const makeJobSite = async (
  db: DbOrTx,
  customerid: number,
  over: Partial<typeof jobSites.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(jobSites)
    .values({
      customerid,
      jobsite: `Site ${uid()}`,
      jobsitedescription: "Test site",
      streetaddress: "2 Test Way",
      city: "Austin",
      statecode: "TX",
      postalcode: "78701",
      ...over,
    })
    .returning();
  if (!row) throw new Error("job site not created");
  return row;
};

export const makeVendor = async (db: DbOrTx, over: Partial<typeof vendors.$inferInsert> = {}) => {
  const [row] = await db
    .insert(vendors)
    .values({
      name: `Vendor ${uid()}`,
      address: "3 Test Way",
      city: "Austin",
      statecode: "TX",
      postalcode: "78704",
      tierid: 1,
      vendorstatustypeid: 2,
      dispatchemail: `dispatch-${uid()}@vendor.test`,
      ...over,
    })
    .returning();
  if (!row) throw new Error("vendor not created");
  return row;
};

export interface MakeUserOptions {
  roles?: Role[];
  permissions?: string[];
  password?: string;
  vendorid?: number | null;
  customerid?: number | null;
  isdispatcher?: boolean;
  isactive?: boolean;
  blocked?: boolean;
  passwordchangeddate?: Date;
}

const userTypeFor = (roles: Role[]) =>
  roles.includes("Customer")
    ? USER_TYPE.Customer
    : roles.includes("Vendor") || roles.includes("Tech")
      ? USER_TYPE.Vendor
      : USER_TYPE.Employee;

export const makeUser = async (db: DbOrTx, opts: MakeUserOptions = {}) => {
  const roles = opts.roles ?? ["Dispatchers"];
  const [row] = await db
    .insert(users)
    .values({
      // the full UUID: suites such as the fuzzers make tens of thousands of users, where 8 hex digits collide
      email: `user-${randomUUID()}@example.test`,
      passwordhash: opts.password ? await hashPassword(opts.password) : null,
      firstname: "Test",
      lastname: `User ${uid()}`,
      roles,
      permissions: opts.permissions ?? defaultPermissionsFor(roles),
      usertypeid: userTypeFor(roles),
      vendorid: opts.vendorid ?? null,
      customerid: opts.customerid ?? null,
      isdispatcher: opts.isdispatcher ?? roles.includes("Dispatchers"),
      isactive: opts.isactive ?? true,
      blocked: opts.blocked ?? false,
      passwordchangeddate: opts.passwordchangeddate ?? new Date(),
    })
    .returning();
  if (!row) throw new Error("user not created");
  return row;
};

/** A user signed in to the app's own identity provider: a server-side session and its tokens. */
export const signIn = async (t: TestApp, opts: MakeUserOptions = {}) => {
  const user = await makeUser(t.db, opts);
  const session = await startSession(t.db, t.ctx.identity, user, t.ctx.config.SESSION_TTL_SECONDS);
  return { user, token: session.accessToken, refreshToken: session.refreshToken };
};

export const makeWorkOrder = async (
  db: DbOrTx,
  refs: { customerid: number; jobsiteid: number },
  over: Partial<typeof workOrders.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(workOrders)
    .values({
      wonumber: workOrderNumber(),
      customerid: refs.customerid,
      jobsiteid: refs.jobsiteid,
      statusid: 1,
      priorityid: 3,
      briefdescription: "Test work order",
      ...over,
    })
    .returning();
  if (!row) throw new Error("work order not created");
  return row;
};

/** An order at a job site of a customer of its own (`over` on the order): the three rows. */
export const makeOrder = async (db: DbOrTx, over: Partial<typeof workOrders.$inferInsert> = {}) => {
  const customer = await makeCustomer(db);
  const site = await makeJobSite(db, customer.id);
  const wo = await makeWorkOrder(db, { customerid: customer.id, jobsiteid: site.id }, over);
  return { customer, site, wo };
};

/** A vendor line: `vendorid` attached to order `wo`. */
export const makeVendorLine = async (
  db: DbOrTx,
  wo: { id: number },
  vendorid: number,
  over: Partial<typeof workOrderVendors.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(workOrderVendors)
    .values({ workorderid: wo.id, vendorid, ...over })
    .returning();
  if (!row) throw new Error("vendor line not created");
  return row;
};

/** A vendor's proposal on its line (submitted, status 2, unless `over` says otherwise). */
export const makeVendorProposal = async (
  db: DbOrTx,
  line: { id: number; workorderid: number; vendorid: number },
  over: Partial<typeof vendorProposals.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(vendorProposals)
    .values({
      workorderid: line.workorderid,
      vendorid: line.vendorid,
      workordervendorid: line.id,
      proposalnumber: `VP-${uid()}`,
      proposalstatusid: 2,
      ...over,
    })
    .returning();
  if (!row) throw new Error("vendor proposal not created");
  return row;
};

/**
 * A vendor's history of dispatches on a trade, one past order each (the scorecard rollup follows by trigger):
 * `accepted` accepted ones, then `declined` declined ones.
 */
export const makeDispatchHistory = async (
  db: DbOrTx,
  refs: { customerid: number; jobsiteid: number },
  line: { vendorid: number; tradeid: number },
  accepted: number,
  declined: number,
) => {
  for (let i = 0; i < accepted + declined; i++) {
    const past = await makeWorkOrder(db, refs);
    await db.insert(workOrderVendors).values({
      workorderid: past.id,
      ...line,
      quotedamount: "0",
      ...(i < accepted ? { acceptedat: new Date() } : { declinedat: new Date(), declinereason: "Busy" }),
    });
  }
};
