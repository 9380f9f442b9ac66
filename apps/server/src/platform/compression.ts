import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Replies above this many bytes are compressed (API JSON: the list pages, details, lookups). Below it the
 * bytes saved do not pay for the compressor's set-up; measured on the work-order list in bench/RESULTS.md
 * ("API compression") and docs/decisions/0011-compression-and-caching.md.
 */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/**
 * Dynamic compression of API responses: brotli at quality 4 (about gzip's speed, smaller output) or gzip
 * at level 6, per Accept-Encoding. Static files are precompressed at build time and sent by @fastify/static
 * with their own Content-Encoding, which this plugin leaves alone.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};
