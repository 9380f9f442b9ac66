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
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          // Keep each group to its own modules, so the chart libraries stay in a chunk only Home loads.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "charts",
              test: /[\\/]node_modules[\\/](@mantine[\\/]charts|recharts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|decimal\.js-light|eventemitter3|internmap)[\\/]/,
            },
            // Heavy libraries of single screens, so they load with those screens only.
            {
              name: "editor",
              test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|@mantine[\\/]tiptap|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it)[\\/]/,
            },
            {
              name: "pdf",
              test: /[\\/]node_modules[\\/](pdfmake|jspdf|html2canvas|fflate|canvg|dompurify)[\\/]/,
            },
            // Map reports (issue 17): Leaflet and its plugins load with the three map screens only.
            {
              name: "maps",
              test: /[\\/]node_modules[\\/](leaflet|leaflet\.heat|leaflet\.markercluster|react-leaflet|@react-leaflet|topojson-client)[\\/]/,
            },
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Kept (decision 0011): without these catch-all groups the charts group, which takes only its own
            // modules, imported recharts' dependencies from chunks that import it back and failed at start-up.
            { name: "mantine", test: /[\\/]node_modules[\\/]@mantine[\\/]/ },
            { name: "vendor", test: /[\\/]node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
