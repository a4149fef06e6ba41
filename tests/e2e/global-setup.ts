// Starts `npm start`'s server on a free port with a fresh embedded database seeded with a small
// demo catalogue, and one Chromium that every test file connects to (a launch per file cost
// about a second each); stops both after the run.
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";
import { spawnServer } from "./spawn-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The shared server's DATA_DIR: its e-mails are .eml files in `${dataDir}/outbox`. */
    dataDir: string;
    /** Where the shared Chromium listens for the test files' connections. */
    browserEndpoint: string;
  }
}

export const E2E_SEED_BOOKS = 600;

export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([
    spawnServer({
      SEED_BOOKS: String(E2E_SEED_BOOKS),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
    }),
    chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  ]);
  await server.healthy();
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.dispose();
  };
}
