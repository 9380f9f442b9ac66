// The server as compiled JavaScript for `npm start` (docs/decisions/0021): one esbuild bundle of src/main.ts
// in dist/, with the workspace package @fm/domain compiled in and every other package left in node_modules.
// Beside it: the reader thread's worker and task (features/jobsites/sheet-rows.*), and the migrations that
// db/client.ts finds next to its module (dist/migrations). Tests and `npm run dev` run the TypeScript sources.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

/** The fenced parsers' module names (platform/file-parsing/parsers.ts PARSER_NAMES; a test keeps both equal). */
const PARSER_NAMES = ["sheet", "csv", "msg", "pdf-text", "pdf-check"];

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(serverDir, "dist");

/**
 * Packages the server loads on first use with import(): the start must not import them (a static import of
 * one in a module the entry reaches fails the build, so the server at rest stays small).
 */
const LOADED_ON_FIRST_USE = [
  "exceljs",
  "@e965/xlsx",
  "pdfmake",
  "docx",
  "@azure/storage-blob",
  "node-quickbooks",
  "intuit-oauth",
  "@kenjiuno/msgreader",
  "@kenjiuno/decompressrtf",
  "nodemailer",
];

/** Bare imports stay imports of node_modules, except the workspace's own TypeScript packages (@fm/…). */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@fm/") || args.path.startsWith("node:")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The packages a start-up imports: the static imports of the entry and of the chunks it imports statically. */
const startupPackages = (metafile, entry) => {
  const seen = new Set();
  const packages = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind !== "import-statement") continue;
      if (imp.external) packages.add(packageOf(imp.path));
      else visit(imp.path);
    }
  };
  visit(entry);
  return packages;
};

const started = performance.now();
fs.rmSync(dist, { recursive: true, force: true });
const { metafile } = await esbuild.build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: "src/main.ts",
    "jobsite-sheet.task": "src/features/jobsites/jobsite-sheet.task.ts",
    // every fenced parser of a user's file (platform/file-parsing/parsers.ts): fenced.ts starts <name>.parser.js
    ...Object.fromEntries(
      PARSER_NAMES.map((name) => [`${name}.parser`, `src/platform/file-parsing/${name}.parser.ts`]),
    ),
  },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [packagesExternal],
});

const eager = [...startupPackages(metafile, "dist/main.js")].filter((p) => LOADED_ON_FIRST_USE.includes(p));
if (eager.length) {
  console.error(
    `scripts/build.mjs: the server's start imports ${eager.join(", ")}; these are loaded on first use with ` +
      "import() (docs/decisions/0021).",
  );
  process.exit(1);
}

fs.cpSync(path.join(serverDir, "src/db/migrations"), path.join(dist, "migrations"), { recursive: true });
fs.copyFileSync(
  path.join(serverDir, "src/features/jobsites/sheet-rows.worker.mjs"),
  path.join(dist, "sheet-rows.worker.mjs"),
);
fs.copyFileSync(
  path.join(serverDir, "src/platform/file-parsing/fenced.worker.mjs"),
  path.join(dist, "fenced.worker.mjs"),
);
console.log(`Server built into apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
