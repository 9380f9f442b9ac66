import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core CI host, which leaves a
 * core idle. Test files are independent (the API's: own PGlite database per file, own PostgreSQL database
 * per worker), so two workers at least; FM_TEST_WORKERS overrides (e.g. 1 on a crowded machine).
 */
const workers = Number(process.env.FM_TEST_WORKERS) || Math.max(2, availableParallelism() - 1);

/**
 * Suites whose outcome does not depend on the engine (the route × role and state matrices, the fuzzers): they
 * run once per `npm test`, on PostgreSQL when TEST_DATABASE_URL names one, else on PGlite (decision 0049).
 */
const ENGINE_NEUTRAL = [
  "src/test/routes-matrix.test.ts",
  "src/test/state-matrix.test.ts",
  "src/test/fuzz.test.ts",
  "src/test/fuzz-control-chars.test.ts",
];
const onPostgresToo = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (name: string, db: "pglite" | "postgres") => ({
  test: {
    name,
    root: "./apps/server",
    include: ["src/**/*.test.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(db === "pglite" && onPostgresToo && !process.env.FM_ALL_ON_PGLITE ? ENGINE_NEUTRAL : []),
    ],
    environment: "node" as const,
    globalSetup: ["./src/test/global-setup.ts"],
    env: { FM_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files in one worker share the loaded modules (PGlite's WebAssembly, Fastify, drizzle): every file builds
    // its own app and database (createTestApp), so nothing is shared that a test relies on. Half the CPU time
    // of the suite (decision 0001, update 2026-11-26).
    isolate: false,
  },
});

/** Fault tests (kill -9, database and SMTP outages): short in npm test, full in npm run test:faults. */
const faultsProject = (name: string, full: boolean) => ({
  test: {
    name,
    root: "./apps/server",
    include: ["src/faults/**/*.fault-test.ts"],
    environment: "node" as const,
    globalSetup: ["./src/test/global-setup.ts"],
    env: { FM_TEST_DB: "pglite", FM_FAULTS: full ? "full" : "short" },
    testTimeout: full ? 600_000 : 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    maxWorkers: workers,
    // FM_VITEST_CACHE=1 keeps transformed modules between runs (node_modules/.experimental-vitest-cache; one
    // API file's rerun 6.9 → 4.6 s CPU). Opt-in: with it, an error thrown by a global setup is reported as
    // "code.charCodeAt is not a function" instead of itself (vitest 4.1.12). `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: process.env.FM_VITEST_CACHE === "1" },
    projects: [
      { test: { name: "domain", root: "./packages/domain", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "web",
          root: "./apps/web",
          // Pure tests (*.test.ts) in node; component tests (*.test.tsx) start with `// @vitest-environment jsdom`.
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          setupFiles: ["./src/test/dom-setup.ts"],
          // Mantine + jsdom renders are slow on a shared CI machine.
          testTimeout: 20_000,
        },
      },
      apiProject("api", "pglite"),
      apiProject("api-postgres", "postgres"),
      faultsProject("faults", false),
      faultsProject("faults-full", true),
      {
        test: {
          name: "e2e",
          root: "./e2e",
          // scripts/test-e2e.mjs names each shard's files exactly here: vitest's file filters match by substring
          // (e2e/billing.e2e.test.ts would also pick vendor-billing.e2e.test.ts into the other shard).
          include: process.env.FM_E2E_FILES ? process.env.FM_E2E_FILES.split(",") : ["**/*.e2e.test.ts"],
          globalSetup: ["./support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // expect.poll's own default (1 s) is shorter than a busy CI host takes to draw a grid after a click.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
