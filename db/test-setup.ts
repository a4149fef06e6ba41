// Vitest setup file, run before each test file.
import { vi } from "vitest";

// The files of a worker share one process (`isolate: false` in vitest.config.ts), so our modules
// are evaluated afresh for every file and no module state (a browser store's fallback value, a
// counter) leaks from one file into the next. Packages under node_modules are loaded by Node
// itself and stay shared: that is what makes a shared process fast (PGlite's WebAssembly, React,
// Drizzle load once per worker).
vi.resetModules();

// Queries sent at once on one connection (Promise.all inside a transaction): node-postgres only
// warns, once per process, and pg@9 refuses them. On PostgreSQL the run fails instead
// (db/independent-queries.ts runs such reads one after another).
const GUARD = Symbol.for("coperta.test.queryOverlapGuard");
const marked = globalThis as { [GUARD]?: true };
if (!marked[GUARD]) {
  marked[GUARD] = true;
  process.on("warning", (warning) => {
    if (/already executing a query/.test(warning.message)) {
      throw new Error(`Two queries at once on one connection: ${warning.message}`);
    }
  });
}
