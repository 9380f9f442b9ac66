import path from "node:path";
import { build, type Plugin } from "vite";
import { XS_QUERY } from "./src/app/breakpoints.ts";
import { SESSION_STORAGE_KEY } from "./src/auth/session.ts";

/** What the plugin reads of a bundle's chunk (rolldown's OutputChunk). */
interface ChunkInfo {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  exports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetInfo {
  type: "asset";
  fileName: string;
  names?: string[];
}
type BundleItem = ChunkInfo | AssetInfo;

const ASSET_NAME = "route-preload.js";
const PAINT_ASSET_NAME = "route-paint.js";

const CSS_ID = /\.css($|\?)/;

/** The chunks (and their CSS) that `roots` need beyond what the entry's own closure loads, in load order. */
const closureOf = (bundle: Record<string, BundleItem>, roots: string[]): string[] => {
  const chunks = Object.values(bundle).filter((b): b is ChunkInfo => b.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const walk = (files: string[], seen: Set<string>) => {
    for (const f of files) {
      if (seen.has(f)) continue;
      seen.add(f);
      walk(byFile.get(f)?.imports ?? [], seen);
    }
    return seen;
  };
  const loaded = walk(
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    new Set(),
  );
  const wanted = new Set<string>();
  for (const root of roots) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.split("?")[0] === root));
    if (!chunk) throw new Error(`route-preload: no chunk holds ${root}`);
    walk([chunk.fileName], wanted);
  }
  const files = [...wanted].filter((f) => !loaded.has(f));
  const css = files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
  // A chunk of CSS alone (a component's stylesheet) is still in the bundle here, and Vite removes it after this
  // hook, its importers taking its CSS: its file would be a 404 (the Anchor chunk was, until 2026-11-28).
  const isCssOnly = (f: string) => {
    const c = byFile.get(f);
    return (
      !!c && c.exports.length === 0 && c.moduleIds.length > 0 && c.moduleIds.every((id) => CSS_ID.test(id))
    );
  };
  return [...new Set([...files.filter((f) => !isCssOnly(f)), ...css])];
};

/**
 * A route: the source modules it draws first; a module whose `startFromHead(storage)` starts its request and
 * says whether it did; and a module whose `start()` draws the screen's first paint, loaded as a file of its own
 * once the request has started (decision 0054).
 */
export interface PreloadRoute {
  modules: string[];
  early?: string;
  paint?: string;
}

/** `module` and what it imports as one IIFE (its own copies: the head script runs before the app's chunks). */
const bundleEarly = async (root: string, module: string, name = "fmEarly"): Promise<string> => {
  const out = await build({
    configFile: false,
    root,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      lib: { entry: path.resolve(root, module), formats: ["iife"], name },
    },
  });
  const first = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  const chunk = first.output.find((o) => o.type === "chunk");
  if (!chunk?.code) throw new Error(`route-preload: no code bundled for ${module}`);
  return chunk.code;
};

/** The classic script: on a phone with a stored session, the opened route's request and chunks. */
const script = (
  routes: Record<string, string[]>,
  early: Record<string, string>,
  paints: Record<string, string>,
) => `(function () {
  try {
    if (!window.matchMedia || !window.matchMedia(${JSON.stringify(XS_QUERY)}).matches) return;
    if (!window.localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})) return;
    var route = window.location.pathname.toLowerCase().replace(/\\/+$/, "");
    var starters = {${Object.entries(early)
      .map(([r, code]) => `${JSON.stringify(r)}: function () { ${code}; return fmEarly; }`)
      .join(", ")}};
    var paints = ${JSON.stringify(paints)};
    if (starters[route]) {
      try {
        if (starters[route]().startFromHead(window.localStorage) && paints[route]) {
          var paint = document.createElement("script");
          paint.src = "/" + paints[route];
          paint.async = true;
          document.head.appendChild(paint);
        }
      } catch (e) {}
    }
    var files = (${JSON.stringify(routes)})[route];
    if (!files) return;
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement("link");
      if (/\\.css$/.test(files[i])) {
        link.rel = "preload";
        link.as = "style";
      } else link.rel = "modulepreload";
      // As Vite's own loader asks for them (one cache entry, not two).
      link.crossOrigin = "";
      link.href = "/" + files[i];
      document.head.appendChild(link);
    }
  } catch (e) {}
})();
`;

/**
 * Issue 31: a page load that opens a phone screen asks for that screen's chunks at once, beside the entry's,
 * instead of once the entry has run and its dynamic imports name them (a second wave of ~17 small files at
 * 150 ms RTT). `routes` maps a route to the source modules it draws first (relative to apps/web); the build
 * writes their chunk closure, less the entry's, into a small hashed classic script in the page's head (a file
 * of our origin, as the Content-Security-Policy wants), with the route's `early` module bundled in: its first
 * request leaves from the head too (api/early-get.ts hands it to the app). Decision 0052.
 */
export const routePreload = (routes: Record<string, PreloadRoute>): Plugin => {
  let root = process.cwd();
  return {
    name: "fm-route-preload",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const items = bundle as unknown as Record<string, BundleItem>;
      const table = Object.fromEntries(
        Object.entries(routes).map(([route, r]) => [
          route,
          closureOf(
            items,
            r.modules.map((m) => path.resolve(root, m)),
          ),
        ]),
      );
      const early: Record<string, string> = {};
      const paints: Record<string, string> = {};
      for (const [route, r] of Object.entries(routes)) {
        if (r.early) early[route] = await bundleEarly(root, r.early);
        if (r.paint) {
          const code = `${await bundleEarly(root, r.paint, "fmPaint")};fmPaint.start();`;
          paints[route] = this.getFileName(
            this.emitFile({ type: "asset", name: PAINT_ASSET_NAME, source: code }),
          );
        }
      }
      this.emitFile({ type: "asset", name: ASSET_NAME, source: script(table, early, paints) });
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const asset = Object.values((ctx.bundle ?? {}) as Record<string, BundleItem>).find(
          (b) => b.type === "asset" && (b.names ?? []).includes(ASSET_NAME),
        );
        if (!asset) return [];
        return [
          { tag: "script", attrs: { src: `/${asset.fileName}`, async: true }, injectTo: "head-prepend" },
        ];
      },
    },
  };
};
