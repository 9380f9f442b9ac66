import { isStaff } from "@fm/domain";
import type { JobStatus } from "@fm/domain/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth/auth-user.ts";
import { notFound } from "../../platform/errors.ts";
import { getJobRow, type JobRow, latestJobRow, presentJob } from "../../platform/jobs/job-store.ts";

/** Staff see every job (a colleague's running import included); a portal user only the jobs they started. */
const visible = (user: AuthUser, row: JobRow) => isStaff(user) || row.createdby === user.id;

export const readJob = async (db: Db, user: AuthUser, id: number): Promise<JobStatus> => {
  const row = await getJobRow(db, id);
  if (!row || !visible(user, row)) throw notFound("The job");
  return presentJob(row);
};

export const readLatestJob = async (db: Db, user: AuthUser, kind: string, key: string) => {
  const row = await latestJobRow(db, kind, key);
  return { job: row && visible(user, row) ? presentJob(row) : null };
};
