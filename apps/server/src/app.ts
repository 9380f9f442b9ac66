import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerReadYourWrites } from "./db/read-your-writes.ts";
import { registerFeatures } from "./features/index.ts";
import { installAuditActor, registerAuditActor } from "./platform/audit/audit-context.ts";
import { registerAuthentication } from "./platform/auth/authenticate.ts";
import { fastifyTrustProxy } from "./platform/auth/trust-proxy.ts";
import { nowOf } from "./platform/clock.ts";
import { registerCompression } from "./platform/compression.ts";
import type { AppContext } from "./platform/context.ts";
import { registerErrorHandler } from "./platform/error-handler.ts";
import { installHtmlSanitizer } from "./platform/html/sanitize.ts";
import { registerIdempotency } from "./platform/idempotency/index.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import {
  createCompiledSerializerCompiler,
  type SerializerChoice,
} from "./platform/serializer/compiled-serializer.ts";
import { registerSpa } from "./platform/spa.ts";

export interface BuildAppOptions {
  ctx: AppContext;
  /** Folder of the built SPA; null to serve the API only (tests). */
  webDistDir?: string | null;
  logger?: boolean;
  /**
   * Check every compiled response against the zod serializer and fail on a difference (default: on under
   * vitest, so every API test proves the compiled serializer writes what zod would).
   */
  verifySerializer?: boolean;
  /** "zod" serialises every response through zod at run time (the fallback for all routes; benchmarks). */
  serializer?: "compiled" | "zod";
  /** Registered before the features (tests: a hook on real routes, e.g. one that adds an undeclared column). */
  beforeFeatures?: (app: FastifyInstance) => void | Promise<void>;
}

/** Which serializer each route × status got (compiled fast-json-stringify or the zod fallback), per app. */
export const serializerChoices = new WeakMap<FastifyInstance, SerializerChoice[]>();

export const buildApp = async ({
  ctx,
  webDistDir = null,
  logger,
  verifySerializer = process.env.VITEST !== undefined,
  beforeFeatures,
  serializer = "compiled",
}: BuildAppOptions): Promise<FastifyInstance> => {
  installHtmlSanitizer();
  const app = Fastify({
    logger: (logger ?? ctx.config.LOG_LEVEL !== "silent") ? { level: ctx.config.LOG_LEVEL } : false,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default), so a client
    // cannot pick its own address and escape the per-address limits.
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses: fast-json-stringify compiled from each zod response schema, zod where it cannot be compiled
  // faithfully (platform/serializer; docs/decisions/0010-compiled-serializer.md).
  if (serializer === "compiled") {
    const compiled = createCompiledSerializerCompiler({ verify: verifySerializer });
    app.setSerializerCompiler(compiled.compiler);
    serializerChoices.set(app, compiled.choices);
  } else {
    app.setSerializerCompiler(serializerCompiler);
  }
  registerErrorHandler(app);
  await registerSecurityHeaders(app, ctx.config);
  // Before compression: a write's answer is stored for its Idempotency-Key as the serialised JSON.
  registerIdempotency(app, ctx);
  await registerCompression(app);
  installAuditActor(ctx.database.db);
  registerAuditActor(app);
  registerAuthentication(app, { db: ctx.database.db, verifier: ctx.verifier, now: () => nowOf(ctx) });
  registerReadYourWrites(app, ctx.database);
  await registerOpenApi(app);
  await beforeFeatures?.(app);
  await registerFeatures(app, ctx);
  await registerSpa(app, webDistDir);
  await app.ready();
  return app;
};
