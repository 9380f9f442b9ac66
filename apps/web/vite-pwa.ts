import { VitePWA } from "vite-plugin-pwa";
import { BRAND_COLOR } from "./src/app/brand.ts";

/**
 * Installable PWA (issue 31): the web manifest and a Workbox service worker (generateSW) that precaches the
 * built app shell and static files and answers every navigation with the precached index.html (the app opens
 * offline; Today's data then comes from the phone's IndexedDB, features/field/offline). It caches no /api answer
 * (no runtime caching at all), and a navigation to /api, /.well-known or a file name is never answered with the
 * cached index.html. Registered by src/app/pwa/register-sw.ts
 * (signed-in layout) in production builds only; the server serves sw.js and the manifest with no-cache (apps/server/src/platform/spa.ts).
 */
export const pwa = () =>
  VitePWA({
    injectRegister: false,
    registerType: "autoUpdate",
    manifest: {
      name: "FM Dispatch",
      short_name: "FM Dispatch",
      description: "Facilities-maintenance work-order dispatch",
      theme_color: BRAND_COLOR,
      background_color: "#ffffff",
      start_url: "/",
      scope: "/",
      display: "standalone",
      icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,ico,woff2}"],
      // Source maps are never served, precompressed copies are the server's business.
      globIgnores: ["**/*.map", "**/*.br", "**/*.gz"],
      // A new worker takes over at once and controls the page that registered it (registerType autoUpdate;
      // with injectRegister false the plugin does not set these itself).
      skipWaiting: true,
      clientsClaim: true,
      // The SPA's document from the precache for every client route: a technician reopens Today offline, and a
      // repeat visit gets the document from the worker (e2e/pwa.e2e.test.ts).
      navigateFallback: "/index.html",
      // As the server (platform/spa.ts isClientRoute): /api, /.well-known and file names are never the app's HTML.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/\.well-known\//, /\.[A-Za-z0-9]{1,8}$/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      sourcemap: false,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
