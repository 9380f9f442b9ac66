import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { pushApproved } from "./push.service.ts";
import type { QboRuntime } from "./qbo/qbo-runtime.ts";

export const QBO_PUSH_KIND = "qbo-push";
/** One push at a time: the runner refuses a second active job of this key (409 with BUSY_MESSAGE). */
export const QBO_PUSH_KEY = "qbo-push";
export const BUSY_MESSAGE = "A QuickBooks push is already uploading. Wait for it to finish.";

export const PushJobPayload = z.object({ vendorIds: z.array(z.number().int().positive()).max(5000) });

/** The QuickBooks push as a job of the one runner; a retried attempt skips what an earlier one sent. */
export const qboPushJob = (
  runtime: QboRuntime,
  /** Runs after a push (the vendor-payments pull is queued here); its failure never fails the push. */
  afterPush: (db: Db, createdBy: number | null) => Promise<void> = async () => undefined,
) =>
  defineJob({
    kind: QBO_PUSH_KIND,
    payload: PushJobPayload,
    maxAttempts: 3,
    leaseSeconds: 300,
    run: async (job) => {
      const client = await runtime.client();
      await job.progress(0, 0, "Connecting to QuickBooks");
      const summary = await pushApproved(
        job.db,
        client,
        { vendorIds: job.payload.vendorIds, startedBy: job.createdBy },
        (p) => job.progress(p.done, p.total, `${p.done} of ${p.total} rows sent`),
      );
      await afterPush(job.db, job.createdBy).catch(() => undefined);
      return summary;
    },
  });

/** GET /accounting/getuploadingstatus: a push is queued or running. */
export const isUploading = async (db: DbOrTx): Promise<boolean> => {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, QBO_PUSH_KIND), inArray(jobs.state, ["queued", "running"])))
    .limit(1);
  return row !== undefined;
};
