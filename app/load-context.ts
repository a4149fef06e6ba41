// What the Node server hands every loader and action (see server/app.ts).
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import type { Env } from "./lib/env.server";
import type { PublicStore } from "./lib/store";

export interface CopertaLoadContext {
  db: Database;
  env: Env;
  store: PublicStore;
  logger: Logger;
  requestId: string;
  /** The shopper's IP address (behind trusted proxies: the forwarded one), for throttles. */
  clientAddress: string;
}

declare module "react-router" {
  interface AppLoadContext extends CopertaLoadContext {}
}
