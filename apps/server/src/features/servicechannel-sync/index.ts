/** What the ServiceChannel sync offers (issue 33 §6): the one way a write queues a push, and its routes. */

export { pollServiceChannel, SC_POLL_KIND } from "./poll.job.ts";
export { serviceChannelSyncRoutes } from "./sync.routes.ts";
export { queueServiceChannelSync } from "./sync-outbox.ts";
