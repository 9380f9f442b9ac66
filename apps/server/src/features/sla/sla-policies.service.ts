import type {
  SaveSlaHolidayBody,
  SaveSlaPolicyBody,
  SaveSlaSettingsBody,
  SlaPolicies,
  VersionedIdBody,
} from "@fm/domain/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { customers, priorities, slaHolidays, slaPolicies, slaSettings } from "../../db/schema/index.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { assertVersion, badRequest, duplicate, notFound } from "../../platform/errors.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { assertAllowed } from "../../platform/policy/assert-allowed.ts";
import { slaSettingsOf } from "./sla-clocks.ts";
import { enqueueSlaRefresh } from "./sla-refresh.job.ts";

/*
 * Admin SLA screen: policies per customer (null = company default) × priority, holidays, settings. A policy
 * change applies to orders whose clocks are computed after it (their next write or the escalation scan);
 * orders already running keep their stored due times until then (decision 0045-s32sla).
 */

export const listSlaPolicies = async (db: DbOrTx): Promise<SlaPolicies> => {
  const policies = await db
    .select({
      id: slaPolicies.id,
      customerid: slaPolicies.customerid,
      customername: customers.customername,
      priorityid: slaPolicies.priorityid,
      priority: priorities.name,
      respondminutes: slaPolicies.respondminutes,
      onsiteminutes: slaPolicies.onsiteminutes,
      completeminutes: slaPolicies.completeminutes,
      twentyfourseven: slaPolicies.twentyfourseven,
      weekhours: slaPolicies.weekhours,
      version: slaPolicies.version,
    })
    .from(slaPolicies)
    .innerJoin(priorities, eq(priorities.id, slaPolicies.priorityid))
    .leftJoin(customers, eq(customers.id, slaPolicies.customerid))
    .orderBy(sql`${customers.customername} nulls first`, asc(priorities.sortorder));
  const holidays = await db
    .select({
      id: slaHolidays.id,
      customerid: slaHolidays.customerid,
      customername: customers.customername,
      holidaydate: sql<string>`${slaHolidays.holidaydate}::text`,
      name: slaHolidays.name,
      version: slaHolidays.version,
    })
    .from(slaHolidays)
    .leftJoin(customers, eq(customers.id, slaHolidays.customerid))
    .orderBy(asc(slaHolidays.holidaydate));
  const s = await slaSettingsOf(db);
  const priorityRows = await db
    .select({ id: priorities.id, name: priorities.name })
    .from(priorities)
    .orderBy(asc(priorities.sortorder));
  return {
    priorities: priorityRows,
    policies: policies.map((p) => ({ ...p, customername: p.customername ?? null })),
    holidays: holidays.map((h) => ({ ...h, customername: h.customername ?? null })),
    settings: {
      atriskminutes: s.atriskminutes,
      warnminutes: s.warnminutes,
      notifyvendor: s.notifyvendor,
      version: s.version,
    },
  };
};

const requireRefs = async (tx: DbOrTx, customerid: number | null, priorityid?: number) => {
  if (customerid !== null) {
    const [c] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerid));
    if (!c) throw badRequest("Customer was not found.", { customerid: "Customer was not found." });
  }
  if (priorityid !== undefined) {
    const [p] = await tx.select({ id: priorities.id }).from(priorities).where(eq(priorities.id, priorityid));
    if (!p) throw badRequest("Priority was not found.", { priorityid: "Priority was not found." });
  }
};

const DUPLICATE_POLICY = "A policy for this customer and priority already exists.";

export const saveSlaPolicy = (db: Db, jobs: JobRunner, user: AuthUser, body: SaveSlaPolicyBody) => {
  assertAllowed(user, "saveSlaPolicy", {});
  return db.transaction(async (tx) => {
    const { id, version, ...values } = body;
    await enqueueSlaRefresh(jobs, tx, values.customerid);
    await requireRefs(tx, values.customerid, values.priorityid);
    const clash = await tx
      .select({ id: slaPolicies.id })
      .from(slaPolicies)
      .where(
        sql`${slaPolicies.priorityid} = ${values.priorityid} and ${slaPolicies.customerid} is not distinct from ${values.customerid}`,
      );
    if (clash.some((c) => c.id !== id)) throw duplicate(DUPLICATE_POLICY, { priorityid: DUPLICATE_POLICY });
    const row = { ...values, modifiedby: user.id, modifieddate: new Date() };
    if (id === undefined) {
      const [created] = await tx
        .insert(slaPolicies)
        .values(row)
        .returning({ id: slaPolicies.id, version: slaPolicies.version });
      if (!created) throw new Error("policy not inserted");
      return created;
    }
    if (version === undefined) throw badRequest("version is required.", { version: "version is required." });
    const [stored] = await tx.select().from(slaPolicies).where(eq(slaPolicies.id, id)).for("update");
    if (!stored) throw notFound("SLA policy");
    assertVersion(stored.version, version, "SLA policy");
    // A policy moved to another customer (or to the default) also changes the previous customer's orders.
    if (stored.customerid !== values.customerid) await enqueueSlaRefresh(jobs, tx, stored.customerid);
    const [saved] = await tx
      .update(slaPolicies)
      .set({ ...row, version: sql`${slaPolicies.version} + 1` })
      .where(eq(slaPolicies.id, id))
      .returning({ id: slaPolicies.id, version: slaPolicies.version });
    if (!saved) throw notFound("SLA policy");
    return saved;
  });
};

const deleteVersioned = async (
  db: Db,
  jobs: JobRunner,
  table: typeof slaPolicies | typeof slaHolidays,
  body: VersionedIdBody,
  what: string,
) =>
  db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ version: table.version, customerid: table.customerid })
      .from(table)
      .where(eq(table.id, body.id))
      .for("update");
    if (!stored) throw notFound(what);
    assertVersion(stored.version, body.version, what);
    await tx.delete(table).where(eq(table.id, body.id));
    await enqueueSlaRefresh(jobs, tx, stored.customerid);
    return { id: body.id, version: body.version };
  });

export const deleteSlaPolicy = (db: Db, jobs: JobRunner, user: AuthUser, body: VersionedIdBody) => {
  assertAllowed(user, "deleteSlaPolicy", {});
  return deleteVersioned(db, jobs, slaPolicies, body, "SLA policy");
};

export const saveSlaHoliday = (db: Db, jobs: JobRunner, user: AuthUser, body: SaveSlaHolidayBody) => {
  assertAllowed(user, "saveSlaHoliday", {});
  return db.transaction(async (tx) => {
    const { id, version, ...values } = body;
    await requireRefs(tx, values.customerid);
    await enqueueSlaRefresh(jobs, tx, values.customerid);
    if (id === undefined) {
      const [created] = await tx
        .insert(slaHolidays)
        .values(values)
        .returning({ id: slaHolidays.id, version: slaHolidays.version });
      if (!created) throw new Error("holiday not inserted");
      return created;
    }
    if (version === undefined) throw badRequest("version is required.", { version: "version is required." });
    const [stored] = await tx.select().from(slaHolidays).where(eq(slaHolidays.id, id)).for("update");
    if (!stored) throw notFound("Holiday");
    assertVersion(stored.version, version, "Holiday");
    const [saved] = await tx
      .update(slaHolidays)
      .set({ ...values, version: sql`${slaHolidays.version} + 1` })
      .where(eq(slaHolidays.id, id))
      .returning({ id: slaHolidays.id, version: slaHolidays.version });
    if (!saved) throw notFound("Holiday");
    return saved;
  });
};

export const deleteSlaHoliday = (db: Db, jobs: JobRunner, user: AuthUser, body: VersionedIdBody) => {
  assertAllowed(user, "deleteSlaHoliday", {});
  return deleteVersioned(db, jobs, slaHolidays, body, "Holiday");
};

export const saveSlaSettings = (db: Db, user: AuthUser, body: SaveSlaSettingsBody) => {
  assertAllowed(user, "saveSlaSettings", {});
  return db.transaction(async (tx) => {
    await tx.insert(slaSettings).values({ id: 1 }).onConflictDoNothing();
    const [stored] = await tx.select().from(slaSettings).where(eq(slaSettings.id, 1)).for("update");
    if (!stored) throw new Error("slasettings row missing");
    assertVersion(stored.version, body.version, "SLA settings");
    const { version: _v, ...values } = body;
    const [saved] = await tx
      .update(slaSettings)
      .set({ ...values, version: sql`${slaSettings.version} + 1` })
      .where(eq(slaSettings.id, 1))
      .returning({ id: slaSettings.id, version: slaSettings.version });
    if (!saved) throw new Error("slasettings row missing");
    // escalatedue of an order whose warning was sent holds due + the old lead: back to the lower bound (the
    // next due time), each such order is looked at once by the next scan (nothing sent twice).
    if (values.warnminutes !== stored.warnminutes)
      await tx.execute(sql`
        update workorderslas s set escalatedue = w.sladueat from workorders w
         where w.id = s.workorderid and s.escalatedue is not null and s.escalatedue is distinct from w.sladueat`);
    return saved;
  });
};
