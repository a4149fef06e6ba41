import { defineConfig } from "vitest/config";

// End-to-end: the real production server on a seeded embedded database, driven in Chromium.
export default defineConfig({
  // The operator commands' e2e imports the commands, and with them the app's `~/` imports.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one for the server, one for Chromium and the tests.
    fileParallelism: false,
  },
});
