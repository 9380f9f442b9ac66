import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { nowOf } from "../clock.ts";
import type { AppContext } from "../context.ts";
import { AppError, conflict, validation } from "../errors.ts";
import { defineJob } from "../jobs/job-definition.ts";

/** The request header (RFC draft "The Idempotency-Key HTTP Header Field") and the replay marker. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its server: the key may be used again. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;
export const IDEMPOTENCY_CLEANUP_KIND = "idempotency.cleanup";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** 1–255 printable ASCII characters (space … tilde). */
const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/;
/** Answers worth replaying: final ones. A 5xx, 401, 408 or 429 says "try again", so the key is freed. */
const kept = (status: number) => status < 500 && status !== 401 && status !== 408 && status !== 429;

interface Claim {
  subject: string;
  key: string;
}
const claims = new WeakMap<FastifyRequest, Claim>();

/** sha-256 of the body as the route parsed it (multipart bodies are read by the handler: hashed as empty). */
const bodyHash = (body: unknown) =>
  createHash("sha256")
    .update(body === undefined || body === null ? "" : typeof body === "string" ? body : JSON.stringify(body))
    .digest("hex");

const headerKey = (req: FastifyRequest): string | null => {
  const raw = req.headers["idempotency-key"];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw.join(",") : raw;
  if (!KEY_SHAPE.test(value)) {
    const message = `${IDEMPOTENCY_HEADER} must be 1 to 255 printable characters.`;
    throw validation(message, { [IDEMPOTENCY_HEADER]: message });
  }
  return value;
};

const mismatch = () => {
  const message = `This ${IDEMPOTENCY_HEADER} was already used for a different request.`;
  return new AppError("idempotency_mismatch", 422, message, { [IDEMPOTENCY_HEADER]: message });
};

/** Replays the stored answer of the first request and ends this one (the handler does not run). */
const replay = (reply: FastifyReply, row: typeof idempotencyKeys.$inferSelect, status: number) => {
  reply.code(status).header(REPLAYED_HEADER, "true");
  if (row.contenttype) reply.header("content-type", row.contenttype);
  return reply.send(row.responsebody ?? "");
};

/**
 * Every POST/PUT/PATCH/DELETE under /api may carry an `Idempotency-Key` (docs/api-idempotency.md): the first
 * request with a key claims it (a row with no status), runs, and its answer is stored; a repeat by the same
 * user with the same method, path and body within 24 h gets that answer back without running the handler; a
 * different request under the key is 422 `idempotency_mismatch`; a repeat while the first still runs is 409.
 * Register before compression: the answer is stored as the serialised JSON, before it is compressed.
 */
export const registerIdempotency = (app: FastifyInstance, ctx: AppContext) => {
  const db = ctx.database.db;

  app.addHook("preHandler", async (req, reply) => {
    if (!WRITES.has(req.method) || !req.url.startsWith("/api/")) return;
    const key = headerKey(req);
    // Public writes (sign-in) have no caller to keep keys apart: the header is ignored there.
    if (key === null || !req.user) return;
    const subject = `user:${req.user.id}`;
    const now = nowOf(ctx);
    const request = { method: req.method, path: req.url, bodyhash: bodyHash(req.body) };
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ key, subject, ...request, createdat: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.subject, idempotencyKeys.key],
        set: { ...request, status: null, contenttype: null, responsebody: null, createdat: now },
        // An expired key, or a first request that never finished, is taken over.
        setWhere: or(
          lt(idempotencyKeys.createdat, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
          and(
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdat, new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS)),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      claims.set(req, { subject, key });
      return;
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.subject, subject), eq(idempotencyKeys.key, key)));
    // Removed between the two statements (the cleanup job): the caller may simply send it again.
    if (!row) throw conflict(`This ${IDEMPOTENCY_HEADER} is being reused. Send the request again.`);
    if (row.method !== request.method || row.path !== request.path || row.bodyhash !== request.bodyhash)
      throw mismatch();
    if (row.status === null)
      throw conflict(`A request with this ${IDEMPOTENCY_HEADER} is still being processed.`);
    return replay(reply, row, row.status);
  });

  app.addHook("onSend", async (req, reply, payload) => {
    const claim = claims.get(req);
    if (!claim) return payload;
    claims.delete(req);
    const where = and(eq(idempotencyKeys.subject, claim.subject), eq(idempotencyKeys.key, claim.key));
    try {
      if (kept(reply.statusCode) && (typeof payload === "string" || payload === null)) {
        const type = reply.getHeader("content-type");
        await db
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            contenttype: typeof type === "string" ? type : null,
            responsebody: payload ?? "",
          })
          .where(where);
      } else {
        // Not final, or not a stored kind of answer (a file stream): the key is freed for a retry.
        await db.delete(idempotencyKeys).where(where);
      }
    } catch (err) {
      req.log.error({ err }, "idempotency key not recorded");
    }
    return payload;
  });

  ctx.jobs.daily(idempotencyCleanupJob(ctx), (day) => ({ day }));
};

/** The daily removal of keys past their 24 hours (the runner adds one run per UTC day). */
export const idempotencyCleanupJob = (ctx: AppContext) =>
  defineJob({
    kind: IDEMPOTENCY_CLEANUP_KIND,
    payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    run: async (job) => {
      const cutoff = new Date(nowOf(ctx).getTime() - IDEMPOTENCY_TTL_MS);
      const removed = await job.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdat, cutoff))
        .returning({ key: idempotencyKeys.key });
      await job.progress(removed.length, removed.length, `${removed.length} expired key(s) removed`);
      return { removed: removed.length };
    },
  });
