export {
  IDEMPOTENCY_CLEANUP_KIND,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_TTL_MS,
  idempotencyCleanupJob,
  REPLAYED_HEADER,
  registerIdempotency,
} from "./idempotency.ts";
