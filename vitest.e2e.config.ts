import { defineConfig } from "vitest/config";

// Browser tests: one built server, Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ["e2e/**/*.spec.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ["e2e/support/global-setup.ts"],
    fileParallelism: false,
  },
});
