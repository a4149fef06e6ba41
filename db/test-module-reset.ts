// Vitest setup file, run before each test file: the files of a worker share one process
// (`isolate: false` in vitest.config.ts), so our modules are evaluated afresh for every file and
// no module state (a browser store's fallback value, a counter) leaks from one file into the
// next. Packages under node_modules are loaded by Node itself and stay shared: that is what makes
// a shared process fast (PGlite's WebAssembly, React, Drizzle load once per worker).
import { vi } from "vitest";

vi.resetModules();
