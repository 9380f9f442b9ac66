import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import { liveEvents } from "../../db/schema/index.ts";
import { defineJob } from "../../platform/jobs/job-definition.ts";

/** Events older than this are only a catch-up's past; a reconnect later than that reloads its screen. */
export const LIVE_EVENTS_RETENTION_HOURS = 24;

export const liveEventsRetentionJob = defineJob({
  kind: "live-events-retention",
  payload: z.object({}),
  run: async (job) => {
    const deleted = await job.db
      .delete(liveEvents)
      .where(lt(liveEvents.at, sql`now() - make_interval(hours => ${LIVE_EVENTS_RETENTION_HOURS})`))
      .returning({ id: liveEvents.id });
    await job.progress(deleted.length, deleted.length, `${deleted.length} live event(s) removed`);
    return { deleted: deleted.length };
  },
});
