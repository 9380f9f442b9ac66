import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

// Not source maps: the server never sends them (issue 29), and brotli at maximum quality over their 11 MB was
// two thirds of this step's time.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|ico)$/;
/** Files smaller than this are sent as they are: a compressed copy would save less than its headers. */
const MIN_BYTES = 1024;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside every text file of the
 * build, once, so the server sends them with Content-Encoding at no CPU cost per request (@fastify/static
 * `preCompressed`, apps/server/src/platform/spa.ts).
 */
export const precompress = (): Plugin => {
  let outDir = "dist";
  return {
    name: "fm-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      let files = 0;
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gz = zlib.gzipSync(body, { level: 9 });
        if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
        files++;
      }
      this.info?.(`precompressed ${files} files (br + gz)`);
    },
  };
};
