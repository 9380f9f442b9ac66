import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

const apiTarget = process.env.FM_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), precompress()],
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
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Decision 0011: two named chunks that every screen needs (React; the UI base). Everything else is split
        // by the bundler by who imports it, so /login loads just its form's libraries and the charts, editor,
        // PDF and map libraries travel with the lazy screens that use them.
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What every screen, /login included, runs: Mantine's styles system and hooks, TanStack Query and
            // the icon factory, as one request instead of a dozen small shared chunks.
            {
              name: "ui-base",
              test: /[\\/]node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/]core|hooks|store)|@tanstack[\\/](query-core|react-query)|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
