// Bundles the server into dist/server/main.js; packages stay external (resolved from node_modules at run time).
import { build } from "esbuild";

await build({
  // The document analysis worker runs in its own threads (src/server/documents/analysis-pool.ts).
  // So does the public-page renderer (src/server/prerender/prerender-pool.ts).
  entryPoints: {
    main: "src/server/main.ts",
    "analysis-worker": "src/server/documents/analysis-worker.ts",
    "prerender-worker": "src/server/prerender/render-worker.ts",
    // Loaded with --import before main.js (package.json "start"): tracing patches modules before they load.
    tracing: "src/server/observability/tracing.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("server bundled to dist/server/main.js, analysis-worker.js and prerender-worker.js");
