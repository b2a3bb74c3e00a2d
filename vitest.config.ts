import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** Files that replace a module with vi.mock: the module must be loaded afresh for them (docs/ci.md). */
const MOCKING_FILES = ["tests/security/password-reset.test.ts"];

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
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default (cores - 1) runs one file at a time on a two-core machine, leaving a core idle while the
    // main process only collects results: use at least two workers (docs/ci.md). --maxWorkers overrides it.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ["tests/support/database-template.ts"],
    projects: [
      // A worker keeps the modules it loaded from one file to the next: importing the app again for each of the
      // ~160 files cost more than a minute of CI (docs/ci.md). Every file still builds its own app and database.
      // (Each project names its own files: `extends` would add the root's list to the project's.)
      {
        extends: true,
        test: {
          name: "suite",
          include: ["src/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: MOCKING_FILES,
          isolate: false,
        },
      },
      { extends: true, test: { name: "mocking", include: MOCKING_FILES } },
    ],
  },
});
