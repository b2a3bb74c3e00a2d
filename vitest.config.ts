import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and API tests. Each API test file boots its own app on its own database, a copy of the template the
// global setup migrates once per run (in-memory PGlite, or a database on DATABASE_URL), so files run in parallel.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src/client"),
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default (cores - 1) runs one file at a time on a two-core machine, leaving a core idle while the
    // main process only collects results: use at least two workers (docs/ci.md). --maxWorkers overrides it.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ["tests/support/database-template.ts"],
  },
});
