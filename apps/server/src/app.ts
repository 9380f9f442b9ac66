import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerFeatures } from "./features/index.ts";
import { registerAuthentication } from "./platform/auth/authenticate.ts";
import { fastifyTrustProxy } from "./platform/auth/trust-proxy.ts";
import type { AppContext } from "./platform/context.ts";
import { registerErrorHandler } from "./platform/error-handler.ts";
import { installHtmlSanitizer } from "./platform/html/sanitize.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import { registerSpa } from "./platform/spa.ts";

export interface BuildAppOptions {
  ctx: AppContext;
  /** Folder of the built SPA; null to serve the API only (tests). */
  webDistDir?: string | null;
  logger?: boolean;
}

export const buildApp = async ({
  ctx,
  webDistDir = null,
  logger,
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
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, ctx.config);
  registerAuthentication(app, { db: ctx.database.db, verifier: ctx.verifier });
  await registerOpenApi(app);
  await registerFeatures(app, ctx);
  await registerSpa(app, webDistDir);
  await app.ready();
  return app;
};
