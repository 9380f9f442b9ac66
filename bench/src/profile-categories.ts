import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A V8 CPU profile's self time per source package: the built SPA's hidden source maps (`sourcemap: "hidden"`,
 * apps/web/vite.config.ts) name the module of each sampled function (bench/src/home-profile.ts,
 * bench/src/phone-profile.ts).
 */

export interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
  functionName: string;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// --- source maps (a minimal VLQ reader: generated line/column → source index) -----------------------------

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Per generated line: [column, source index] pairs in column order. */
type LineMap = [number, number][][];

const decodeMappings = (mappings: string): LineMap => {
  const lines: LineMap = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const seg of line.split(",")) {
      if (!seg) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_INDEX.get(ch) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
};

interface SourceMap {
  sources: string[];
  lines: LineMap;
}
const maps = new Map<string, SourceMap | null>();
const mapOf = (dist: string, file: string): SourceMap | null => {
  const key = join(dist, "assets", `${file}.map`);
  if (!maps.has(key)) {
    try {
      const raw = JSON.parse(readFileSync(key, "utf8")) as {
        sources: string[];
        mappings: string;
      };
      maps.set(key, { sources: raw.sources, lines: decodeMappings(raw.mappings) });
    } catch {
      maps.set(key, null);
    }
  }
  return maps.get(key) ?? null;
};

const sourceAt = (map: SourceMap, line: number, column: number): string | undefined => {
  const segs = map.lines[line] ?? [];
  let found: number | undefined;
  for (const [col, src] of segs) {
    if (col > column) break;
    found = src;
  }
  if (found === undefined) found = segs[0]?.[1];
  return found === undefined ? undefined : map.sources[found];
};

/** A source path as a category: a package of node_modules (Mantine by component group), else the app's folder. */
const categoryOf = (source: string): string => {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = source.slice(nm + "node_modules/".length).split("/");
    const pkg = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? "?");
    if (pkg === "@mantine/core") {
      const i = rest.indexOf("components");
      return i >= 0 ? `@mantine/core ${rest[i + 1]}` : "@mantine/core (styles system)";
    }
    if (pkg === "react-dom" || pkg === "react" || pkg === "scheduler") return "react + react-dom";
    return pkg;
  }
  const app = source.match(/(?:^|\/)src\/(.*)$/);
  if (app?.[1]) {
    const parts = app[1].split("/");
    return `app: ${parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/")}`;
  }
  const dom = source.match(/packages\/([^/]+)\//);
  return dom ? `packages/${dom[1]}` : source;
};

/** A call frame's category: its package (through the built chunk's hidden source map) or the runtime's own. */
export const categoryOfFrame = (frame: CallFrame, dist: string): string => {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url) return functionName.startsWith("(") ? functionName : `native ${functionName}`;
  const file = url.match(/\/assets\/([^/?#]+\.js)/)?.[1];
  const map = file ? mapOf(dist, file) : null;
  const source = map ? sourceAt(map, lineNumber, columnNumber) : undefined;
  return source ? categoryOf(source) : file ? `chunk ${file}` : new URL(url).pathname;
};

/** Self time (ms) per category of a CPU profile, `dist` the built SPA whose hidden source maps name the modules. */
export const selfTimeByPackage = (profile: CpuProfile, dist: string): Map<string, number> => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const category = categoryOfFrame(node.callFrame, dist);
    self.set(category, (self.get(category) ?? 0) + ms);
  });
  return self;
};

/** Self time (ms) per function of a CPU profile: "name (file:line:column)", largest first, `top` of them. */
export const selfTimeByFunction = (profile: CpuProfile, top: number): [string, number][] => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url ? (frame.url.match(/[^/]+$/)?.[0] ?? frame.url) : "native";
    const key = `${frame.functionName || "(anonymous)"} (${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1})`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
};
