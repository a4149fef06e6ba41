// What the server hands loaders and actions (load-context.ts), for tests that call them directly:
// the test's database, the default settings, a silent logger, and a client address to vary.

import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import type { Database } from "../db/client.server";
import { parseEnv, publicStore } from "./lib/env.server";

export function testLoadContext(
  db: Database,
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress: "198.51.100.1",
    ...overrides,
  };
}
