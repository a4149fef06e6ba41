import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest leaves one core free by default: one worker on a two-core machine. A worker keeps
    // about one core busy (PGlite runs in its process) or waits on the PostgreSQL server, so a
    // worker per core finishes sooner: measured on 2 cores, 7m20 → 5m20 on PGlite and 5m38 →
    // 2m50 on PostgreSQL.
    maxWorkers: availableParallelism(),
    // A worker runs its files in one process instead of a process per file, with our modules
    // loaded afresh for each (db/test-setup.ts): the ~200 files no longer load PGlite,
    // React Router and the rest again each. Measured on 2 cores, back to back: PGlite 6m14 →
    // 2m47, PostgreSQL about 4 min → 1m45, in shuffled file orders as well.
    isolate: false,
    setupFiles: ["db/test-setup.ts"],
    globalSetup: ["db/test-template.ts"],
  },
});
