import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves the built SPA; client-side routes fall back to index.html, unknown /api paths answer a JSON 404. */
export const registerSpa = async (app: FastifyInstance, distDir: string | null) => {
  const hasSpa = distDir !== null && fs.existsSync(path.join(distDir, "index.html"));
  if (hasSpa) {
    // wildcard: files are looked up per request, so a rebuilt SPA is served without a restart.
    await app.register(fastifyStatic, { root: distDir, wildcard: true, index: ["index.html"] });
  }
  app.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split("?")[0] ?? "/";
    const isApi = urlPath.startsWith("/api/") || urlPath === "/api";
    if (hasSpa && !isApi && (req.method === "GET" || req.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ error: "not_found", message: `No route ${req.method} ${urlPath}.` });
  });
};
