import type {
  AddJobSiteBody,
  JobSitesQuery,
  SpecialProceduresBody,
  UpdateJobSiteBody,
} from "@fm/domain/contracts";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, jobSites } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, impossible, notFound } from "../../platform/errors.ts";
import { compileGrid, type GridColumns } from "../../platform/grid/grid-sql.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { requireCustomer } from "../customers/index.ts";
import { refreshSlaClocksOfSite } from "../sla/index.ts";
import { jobSiteColumns } from "./jobsite-columns.ts";
import { proceduresOf, saveProcedures } from "./jobsite-procedures.ts";

const selection = {
  id: jobSites.id,
  version: jobSites.version,
  customerid: jobSites.customerid,
  customername: customers.customername,
  jobsite: jobSites.jobsite,
  jobsitedescription: jobSites.jobsitedescription,
  streetaddress: jobSites.streetaddress,
  streetaddress2: jobSites.streetaddress2,
  city: jobSites.city,
  statecode: jobSites.statecode,
  postalcode: jobSites.postalcode,
  phone: jobSites.phone,
  contactperson: jobSites.contactperson,
  email: jobSites.email,
  specialprocedure: jobSites.specialprocedure,
  latitude: jobSites.latitude,
  longitude: jobSites.longitude,
  isactive: jobSites.isactive,
  timezone: jobSites.timezone,
};
/** Rows of `selection` with their lists of procedures (one query for the lot). */
const withProcedures = async <T extends { id: number }>(db: DbOrTx, rows: T[]) => {
  const procedures = await proceduresOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, procedures: procedures.get(r.id) ?? [] }));
};

/** The columns the job-site grids may filter, sort and search on. */
export const JOB_SITE_COLUMNS: GridColumns = {
  id: { expr: sql`${jobSites.id}`, type: "number" },
  customername: { expr: sql`${customers.customername}`, type: "text", searchable: true },
  jobsite: { expr: sql`${jobSites.jobsite}`, type: "text", searchable: true },
  jobsitedescription: { expr: sql`${jobSites.jobsitedescription}`, type: "text", searchable: true },
  streetaddress: { expr: sql`${jobSites.streetaddress}`, type: "text", searchable: true },
  city: { expr: sql`${jobSites.city}`, type: "text", searchable: true },
  statecode: { expr: sql`${jobSites.statecode}`, type: "text" },
  postalcode: { expr: sql`${jobSites.postalcode}`, type: "text", searchable: true },
  phone: { expr: sql`${jobSites.phone}`, type: "text" },
  contactperson: { expr: sql`${jobSites.contactperson}`, type: "text", searchable: true },
  email: { expr: sql`${jobSites.email}`, type: "text" },
  specialprocedure: { expr: sql`${jobSites.specialprocedure}`, type: "text" },
  isactive: { expr: sql`${jobSites.isactive}`, type: "boolean" },
};

/** GET /api/jobsites/getjobsites: one page of one customer's job sites, or of every customer (Show All). */
export const listJobSites = async (db: Db, q: JobSitesQuery) => {
  const grid = compileGrid(JOB_SITE_COLUMNS, q, {
    defaultSort: [{ column: "jobsite", desc: false }],
    tieBreaker: sql`${jobSites.id} asc`,
    extraWhere: [
      q.customerid ? eq(jobSites.customerid, q.customerid) : undefined,
      q.inactive ? undefined : eq(jobSites.isactive, true),
    ],
  });
  const [rows, counted] = await Promise.all([
    db
      .select(selection)
      .from(jobSites)
      .innerJoin(customers, eq(customers.id, jobSites.customerid))
      .where(grid.where)
      .orderBy(...grid.orderBy)
      .limit(grid.limit)
      .offset(grid.offset),
    db
      .select({ total: count() })
      .from(jobSites)
      .innerJoin(customers, eq(customers.id, jobSites.customerid))
      .where(grid.where),
  ]);
  return {
    rows: await withProcedures(db, rows),
    total: counted[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
};

/** GET /api/jobsites/getjobsite. */
export const getJobSite = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(selection)
    .from(jobSites)
    .innerJoin(customers, eq(customers.id, jobSites.customerid))
    .where(eq(jobSites.id, id));
  if (!row) throw notFound(`Job site ${id}`);
  const [site] = await withProcedures(db, [row]);
  if (!site) throw impossible("job site vanished");
  return site;
};

/** The stored columns of a job-site form, with latitude/longitude from its ZIP (Select Vendor's distances). */
/** POST /api/customer/addjobsite. */
export const addJobSite = (db: Db, user: AuthUser, body: AddJobSiteBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "addJobSite", {});
    await requireCustomer(tx, body.customerid);
    const [row] = await tx
      .insert(jobSites)
      .values({ customerid: body.customerid, ...jobSiteColumns(body) })
      .returning({ id: jobSites.id });
    if (!row) throw impossible("job site insert returned no row");
    await saveProcedures(tx, row.id, body.procedures);
    return getJobSite(tx, row.id);
  });

/** PUT /api/customer/updatejobsite: versioned; the coordinates follow the ZIP. */
export const updateJobSite = (db: Db, user: AuthUser, body: UpdateJobSiteBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "editJobSite", {});
    const [stored] = await tx.select().from(jobSites).where(eq(jobSites.id, body.id)).for("update");
    if (!stored) throw notFound(`Job site ${body.id}`);
    assertVersion(stored.version, body.version, "job site");
    const [updated] = await tx
      .update(jobSites)
      .set({ ...jobSiteColumns(body), isactive: body.isactive, version: sql`${jobSites.version} + 1` })
      .where(eq(jobSites.id, body.id))
      .returning({ timezone: jobSites.timezone });
    // The site's time zone places its orders' business hours: their running clocks follow in this write.
    if (updated?.timezone !== stored.timezone) await refreshSlaClocksOfSite(tx, body.id);
    await saveProcedures(tx, body.id, body.procedures);
    return getJobSite(tx, body.id);
  });

/** POST /api/jobsites/updateallspecialprocedures: one text on every job site of the customer, one statement. */
export const updateAllSpecialProcedures = (db: Db, user: AuthUser, body: SpecialProceduresBody) =>
  db.transaction(async (tx) => {
    assertAllowed(user, "editSpecialProcedures", {});
    await requireCustomer(tx, body.customerid);
    const changed = await tx
      .update(jobSites)
      .set({ specialprocedure: body.specialprocedure, version: sql`${jobSites.version} + 1` })
      .where(and(eq(jobSites.customerid, body.customerid)))
      .returning({ id: jobSites.id });
    return { updated: changed.length };
  });
