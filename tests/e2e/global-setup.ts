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
  const [started, launched] = await Promise.allSettled([
    spawnServer({
      SEED_BOOKS: String(E2E_SEED_BOOKS),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
    }),
    chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  ]);
  const stop = async () => {
    if (launched.status === "fulfilled") await launched.value.close();
    if (started.status === "fulfilled") await started.value.dispose();
  };
  try {
    if (started.status === "rejected") throw started.reason;
    if (launched.status === "rejected") throw launched.reason;
    await started.value.healthy();
    project.provide("baseURL", started.value.url);
    project.provide("dataDir", started.value.dataDir);
    project.provide("browserEndpoint", launched.value.wsEndpoint());
  } catch (error) {
    // Neither is left running when the other, or the shop's start, failed.
    await stop();
    throw error;
  }
  return stop;
}
