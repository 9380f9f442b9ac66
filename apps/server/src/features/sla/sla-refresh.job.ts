import { WORK_DONE_STATUS_IDS } from "@fm/domain";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { refreshSlaClocksFor } from "./sla-clocks.ts";

export const SLA_REFRESH_KIND = "sla.refresh";
const BATCH = 500;

const Payload = z.object({
  /** The customer whose policy or holiday changed; null: a company-wide one (every open order). */
  customerid: z.number().int().nullable(),
});

const doneList = sql.raw(WORK_DONE_STATUS_IDS.join(", "));

/**
 * After a policy or holiday save / delete: recomputes the stored clocks of the open orders it can affect, in
 * keyset batches of 500 ids, one short transaction each (idempotent: a retry recomputes the same values).
 */
export const slaRefreshJob = defineJob({
  kind: SLA_REFRESH_KIND,
  payload: Payload,
  maxAttempts: 5,
  run: async (job) => {
    const { customerid } = job.payload;
    let after = 0;
    let refreshed = 0;
    for (;;) {
      const res = await job.db.execute(sql`
        select id from workorders
         where id > ${after} and statusid not in (${doneList})
           ${customerid === null ? sql`` : sql`and customerid = ${customerid}`}
         order by id limit ${BATCH}`);
      const ids = (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
      if (!ids.length) break;
      await job.db.transaction((tx) => refreshSlaClocksFor(tx, ids));
      refreshed += ids.length;
      after = ids[ids.length - 1] as number;
      await job.progress(refreshed, refreshed, `${refreshed} order(s) refreshed`);
    }
    return { refreshed };
  },
});

/** Enqueues the refresh in the saving transaction (runs once it commits). */
export const enqueueSlaRefresh = (jobs: JobRunner, tx: DbOrTx, customerid: number | null) =>
  jobs.enqueue(tx, slaRefreshJob, { customerid });
