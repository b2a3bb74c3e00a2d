import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiPort = process.env.PORT ?? "5000";

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src/client"),
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
    },
  },
  // Decision 015: `vite build --ssr` bundles the prerenderer (src/client/entry-server.tsx) for Node.
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, "dist/ssr"),
        emptyOutDir: true,
        rollupOptions: { input: path.resolve(import.meta.dirname, "src/client/entry-server.tsx") },
      }
    : {
        outDir: path.resolve(import.meta.dirname, "dist/client"),
        emptyOutDir: true,
        // The shell (everything main.tsx loads before a route) is one chunk instead of some twenty small shared ones,
        // and chunk names are only their hash: both were kilobytes of the 120 KB initial-JS budget in import lines and
        // in the preload lists every lazy route carries (docs/performance.md, "Client bundle and LCP").
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] },
            chunkFileNames: "assets/[hash].js",
            entryFileNames: "assets/[hash].js",
          },
        },
      },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
}));
