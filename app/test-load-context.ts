// What the server hands loaders and actions (load-context.ts), for tests that call them directly:
// the test's database, the default settings, a silent logger, and a client address to vary; and a
// form posted to an action as a browser posts it.

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

/**
 * Posts `fields` as a form to `action` at `path`, with `cookie`; answers what it returned or threw
 * (a redirect is a thrown or returned Response, a refusal React Router's data() object).
 */
export function postForm(
  action: (args: never) => unknown,
  path: string,
  input: { cookie: string; fields: Record<string, string>; context: AppLoadContext },
): Promise<unknown> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Cookie: input.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(input.fields),
  });
  return Promise.resolve()
    .then(() =>
      (action as (args: unknown) => unknown)({ request, params: {}, context: input.context }),
    )
    .catch((thrown: unknown) => thrown);
}
