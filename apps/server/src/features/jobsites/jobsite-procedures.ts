import type { JobSiteProceduresInput } from "@fm/domain/contracts";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { jobSiteProcedures } from "../../db/schema/index.ts";
import { badRequest } from "../../platform/errors.ts";

export type JobSiteProcedure = { id: number; procedure: string };

/** The procedures of these job sites, in order, by job site. */
export const proceduresOf = async (db: DbOrTx, jobsiteids: readonly number[]) => {
  const byJobSite = new Map<number, JobSiteProcedure[]>();
  if (!jobsiteids.length) return byJobSite;
  const rows = await db
    .select({
      id: jobSiteProcedures.id,
      jobsiteid: jobSiteProcedures.jobsiteid,
      procedure: jobSiteProcedures.procedure,
    })
    .from(jobSiteProcedures)
    .where(inArray(jobSiteProcedures.jobsiteid, [...jobsiteids]))
    .orderBy(asc(jobSiteProcedures.jobsiteid), asc(jobSiteProcedures.sortorder), asc(jobSiteProcedures.id));
  for (const { jobsiteid, ...p } of rows) {
    const list = byJobSite.get(jobsiteid) ?? [];
    list.push(p);
    byJobSite.set(jobsiteid, list);
  }
  return byJobSite;
};

/**
 * Stores a job site's whole list of procedures (inside the caller's transaction): sent ids keep their row (new
 * text and place), items without an id are added, stored ones not sent are removed. An id of another job
 * site's procedure is refused (400) and nothing is written.
 */
export const saveProcedures = async (tx: DbOrTx, jobsiteid: number, list: JobSiteProceduresInput) => {
  const stored = await tx
    .select({ id: jobSiteProcedures.id })
    .from(jobSiteProcedures)
    .where(eq(jobSiteProcedures.jobsiteid, jobsiteid));
  const storedIds = new Set(stored.map((r) => r.id));
  const fields: Record<string, string> = {};
  list.forEach((p, i) => {
    if (p.id !== undefined && !storedIds.has(p.id))
      fields[`procedures.${i}.id`] = `Procedure ${p.id} is not a procedure of this job site.`;
  });
  if (Object.keys(fields).length) throw badRequest("A procedure does not belong to this job site.", fields);
  const kept = list.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  await tx
    .delete(jobSiteProcedures)
    .where(
      kept.length
        ? and(eq(jobSiteProcedures.jobsiteid, jobsiteid), notInArray(jobSiteProcedures.id, kept))
        : eq(jobSiteProcedures.jobsiteid, jobsiteid),
    );
  for (const [sortorder, p] of list.entries()) {
    if (p.id === undefined) continue;
    await tx
      .update(jobSiteProcedures)
      .set({ procedure: p.procedure, sortorder })
      .where(eq(jobSiteProcedures.id, p.id));
  }
  const added = [...list.entries()].filter(([, p]) => p.id === undefined);
  if (added.length)
    await tx
      .insert(jobSiteProcedures)
      .values(added.map(([sortorder, p]) => ({ jobsiteid, procedure: p.procedure, sortorder })));
};
