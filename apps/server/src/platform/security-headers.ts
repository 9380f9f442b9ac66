import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppConfig } from "../config.ts";

/**
 * The Content-Security-Policy of the SPA and the API (issue 11 #6). Scripts only from our own origin (Vite
 * emits no inline script); styles also inline, because Mantine and the tiptap editor inject <style> elements;
 * images and frames also from blob: and data: for attachment previews and generated PDFs.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", "blob:"],
  workerSrc: ["'self'", "blob:"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/**
 * Security headers on every response, JSON included: CSP, X-Content-Type-Options nosniff, X-Frame-Options
 * DENY, Referrer-Policy no-referrer, and Strict-Transport-Security only when HSTS_MAX_AGE_SECONDS is set
 * (TLS is terminated in front of the app; on plain HTTP it would lock browsers out).
 */
export const registerSecurityHeaders = async (app: FastifyInstance, config: AppConfig) => {
  const tls = config.HSTS_MAX_AGE_SECONDS > 0;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CSP_DIRECTIVES,
        // admin (issue 16): the SPA talks to an external identity provider (discovery, token, JWKS).
        connectSrc: [
          ...CSP_DIRECTIVES.connectSrc,
          ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : []),
        ],
        ...(tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    hsts: tls ? { maxAge: config.HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    noSniff: true,
    // Same-origin only: files and PDFs are fetched by the SPA itself, never embedded by other sites.
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
};

/**
 * Headers that only mean something on a document (a page the browser renders or frames): a hashed script or
 * stylesheet of the SPA does not need them, and ~650 bytes on each of ~20 assets is 13 KB of a first load
 * (issue 19). nosniff and Cross-Origin-Resource-Policy stay. A worker script takes its CSP from its own
 * response, so assets named *worker* keep every header.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

export const dropDocumentHeaders = (reply: FastifyReply, filePath: string) => {
  if (/worker/i.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
};
