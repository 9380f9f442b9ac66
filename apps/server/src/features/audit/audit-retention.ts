import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import { auditLog } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";

/** Deletes audit rows older than `days` (AUDIT_RETENTION_DAYS, default 400): the trail's only delete. */
export const auditRetentionJob = defineJob({
  kind: "audit-retention",
  payload: z.object({ days: z.number().int().min(1) }),
  run: async (job) => {
    const deleted = await job.db.transaction(async (tx) => {
      // The append-only trigger lets a delete through only with this transaction-local setting.
      await tx.execute(sql`select set_config('fm.audit_retention', 'on', true)`);
      const rows = await tx
        .delete(auditLog)
        .where(lt(auditLog.at, sql`now() - make_interval(days => ${job.payload.days})`))
        .returning({ id: auditLog.id });
      return rows.length;
    });
    await job.progress(
      deleted,
      deleted,
      `${deleted} audit row(s) older than ${job.payload.days} days removed`,
    );
    return { deleted };
  },
});
