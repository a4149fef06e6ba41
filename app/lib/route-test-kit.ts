// For tests that call a route's action directly: the load context the server gives it, and a form
// posted as a browser posts it.
import pino from "pino";
import type { Database } from "../../db/client.server";
import { parseEnv, publicStore } from "./env.server";

/** The context server/app.ts gives loaders and actions, for requests from `clientAddress`. */
export function routeContext(db: Database, clientAddress = "10.0.0.1") {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress,
  };
}

/**
 * Posts `fields` as a form to `action` at `path`, with `cookie`; answers what it returned or threw
 * (a redirect is a thrown or returned Response, a refusal React Router's data() object).
 */
export function postForm(
  action: (args: never) => unknown,
  path: string,
  input: {
    cookie: string;
    fields: Record<string, string>;
    context: ReturnType<typeof routeContext>;
  },
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
