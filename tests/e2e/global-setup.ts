// Starts `npm start`'s server on a free port with a fresh embedded database seeded with a small
// demo catalogue, and stops it after the run.
import type { TestProject } from "vitest/node";
import { spawnServer } from "./spawn-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The shared server's DATA_DIR: its e-mails are .eml files in `${dataDir}/outbox`. */
    dataDir: string;
  }
}

export const E2E_SEED_BOOKS = 600;

export default async function setup(project: TestProject) {
  const server = await spawnServer({
    SEED_BOOKS: String(E2E_SEED_BOOKS),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "error",
  });
  await server.healthy();
  project.provide("baseURL", server.url);
  project.provide("dataDir", server.dataDir);
  return () => server.dispose();
}
