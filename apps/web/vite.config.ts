import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";
import { pwa } from "./vite-pwa.ts";
import { routePreload } from "./vite-route-preload.ts";

const apiTarget = process.env.FM_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    pwa(),
    // The phone's Today (issue 31): its layout, page and data code, as preloadOpenedScreen starts them.
    routePreload({
      "/vendorprofile/today": {
        modules: [
          "src/app/field-shell/field-shell.ts",
          "src/features/field/TodayPage.tsx",
          "src/app/screen-data.ts",
          "src/features/field/today-query.ts",
        ],
        early: "src/app/early-today.ts",
        paint: "src/app/today-first-paint-entry.ts",
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/.well-known": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Issue 29: maps are written for developers (symbolicating a logged stack) but not referenced from the
    // bundles, and the server never serves a .map file (platform/spa.ts).
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        // Decision 0011: two named chunks that every screen needs (React; the UI base). Everything else is split
        // by the bundler by who imports it, so /login loads just its form's libraries and the charts, editor,
        // PDF and map libraries travel with the lazy screens that use them.
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What every screen, /login included, runs: Mantine's styles system and hooks, TanStack Query, the icon
            // factory and the few Mantine components that the sign-in form and the app frame draw (left to the
            // bundler, those became ~10 chunks of 1–4 KB, each a request with its own headers).
            {
              name: "ui-base",
              test: /[\\/]node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/]core[\\/]|core[\\/]esm[\\/]components[\\/](UnstyledButton|Transition|Loader|Center|Overlay|Input|InputBase|ActionIcon|Paper|Text|Group|Box|Button|Alert)[\\/]|hooks[\\/]|store[\\/])|@tanstack[\\/](query-core|react-query)[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$)/,
            },
            // The app's own modules that the entry and the lazy screens share (API client, session, access rules,
            // the loading panel): one chunk instead of six small ones.
            {
              name: "app-shell",
              test: /([\\/]apps[\\/]web[\\/]src[\\/](api[\\/](instance|client|api-error|content-disposition|download|dev-contract)|auth[\\/](session|session-store|refresh-session|session-refresh|oidc-client|login-messages)|app[\\/]navigation|components[\\/]LoadPanel)\.tsx?$|[\\/]packages[\\/]domain[\\/]src[\\/](roles|access|errors)\.ts$|preload-helper)/,
            },
          ],
        },
      },
    },
  },
});
