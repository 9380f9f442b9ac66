import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { dropDocumentHeaders } from "./security-headers.ts";

/** Vite's content-hashed output (assets/<name>-<hash>.<ext>): a new build gets new names. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

/** Source maps carry the SPA's whole source: never served (issue 29), whether or not a build left them. */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/** The PWA's service worker and manifest (apps/web/vite-pwa.ts): always revalidated, so a new build's worker is found. */
const PWA_ENTRY = /(^|[\\/])(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;
/** Workbox's runtime beside sw.js, content-hashed like assets/ (workbox-<8 hex>.js). */
const WORKBOX_RUNTIME = /(^|[\\/])workbox-[0-9a-f]{8}\.js(\.br|\.gz)?$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * The few unhashed files of public/ (favicon.svg, csp-boot.js): a day without revalidation, so a second
 * visit asks only for index.html and the API (issue 19); a changed one reaches a browser within a day.
 */
export const PUBLIC_FILE = "public, max-age=86400";

/** Hashed assets are cached for a year, public/'s other files a day; index.html, sw.js, the manifest always revalidate. */
export const spaCacheControl = (filePath: string): string => {
  if (HASHED_ASSET.test(filePath) || WORKBOX_RUNTIME.test(filePath)) return IMMUTABLE;
  return /\.html?(\.br|\.gz)?$/.test(filePath) || PWA_ENTRY.test(filePath) ? "no-cache" : PUBLIC_FILE;
};

/**
 * A path the SPA's router may answer: not a file name (robots.txt, favicon.ico, sitemap.xml, a missing asset)
 * and not a well-known path (/.well-known/…). Those answer a real 404 when there is no such file, never the
 * app's HTML under a file's name.
 */
export const isClientRoute = (urlPath: string): boolean =>
  !urlPath.startsWith("/.well-known/") && !/\.[A-Za-z0-9]{1,16}$/.test(urlPath);

/**
 * Serves the built SPA; client-side routes fall back to index.html, unknown /api paths answer a JSON 404.
 * The build writes a .br and a .gz beside every text asset (apps/web/vite.config.ts): they are sent as-is
 * with Content-Encoding when the browser accepts it (preCompressed), so assets cost no CPU per request.
 */
export const registerSpa = async (app: FastifyInstance, distDir: string | null) => {
  const hasSpa = distDir !== null && fs.existsSync(path.join(distDir, "index.html"));
  if (hasSpa) {
    // wildcard: files are looked up per request, so a rebuilt SPA is served without a restart.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ["index.html"],
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName: string) => !SOURCE_MAP.test(pathName),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const cacheControl = spaCacheControl(filePath);
        reply.header("cache-control", cacheControl);
        if (cacheControl === IMMUTABLE) dropDocumentHeaders(reply, filePath);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split("?")[0] ?? "/";
    const isApi = urlPath.startsWith("/api/") || urlPath === "/api";
    if (
      hasSpa &&
      !isApi &&
      !SOURCE_MAP.test(urlPath) &&
      isClientRoute(urlPath) &&
      (req.method === "GET" || req.method === "HEAD")
    ) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ error: "not_found", message: `No route ${req.method} ${urlPath}.` });
  });
};
