// A fresh, migrated database for each test file: PGlite in memory, or a throw-away database on
// the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways). Each starts as
// a copy of the run's migrated template (db/test-template.ts, vitest's global setup), then
// applies any migration the template lacks (none, unless run without that setup).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "./client.server";
import { adminQuery, type TestDatabaseTemplate } from "./test-template";

let pgliteDump: { file: string; blob: Blob } | undefined;

/** The template's dump, read once per test process. */
function pgliteTemplate(file: string): Blob {
  if (pgliteDump?.file !== file) pgliteDump = { file, blob: new Blob([readFileSync(file)]) };
  return pgliteDump.blob;
}

function provided(): TestDatabaseTemplate {
  try {
    return inject("testDatabaseTemplate") ?? null;
  } catch {
    // Outside vitest's runner (nothing provided): start from an empty database.
    return null;
  }
}

export async function createTestDatabase(): Promise<DatabaseHandle & { url: string | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = provided();
  if (!serverUrl) {
    const handle = await openDatabase({
      dataDir: "memory://",
      ...(template?.kind === "pglite" ? { template: pgliteTemplate(template.file) } : {}),
    });
    await handle.migrate();
    return { ...handle, url: null };
  }
  const name = `coperta_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const from = template?.kind === "postgres" ? ` template ${template.name}` : "";
  await adminQuery(serverUrl, `create database ${name}${from}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: "unused",
    poolSize: 4,
  });
  await handle.migrate();
  return {
    ...handle,
    /** For tests that open more pools on the same database (several instances). */
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A database a child process can open too (an operator's command run as a shop would run it):
 * a throw-away PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in `dir`, which the
 * test must close before the child opens it (PGlite allows one process). `env` names it for the
 * child.
 */
export async function createSharedTestDatabase(
  dir: string,
): Promise<DatabaseHandle & { env: Record<string, string> }> {
  if (process.env.TEST_DATABASE_URL) {
    const handle = await createTestDatabase();
    return { ...handle, env: { DATABASE_URL: handle.url ?? "" } };
  }
  const template = provided();
  const handle = await openDatabase({
    dataDir: dir,
    ...(template?.kind === "pglite" ? { template: pgliteTemplate(template.file) } : {}),
  });
  await handle.migrate();
  return { ...handle, env: { DATA_DIR: dir, DATABASE_URL: "" } };
}

/**
 * More server instances on the test database (PostgreSQL only): each its own pool, as several
 * processes behind a load balancer would be. Close them before the database.
 */
export async function openInstances(
  database: { url: string | null },
  count: number,
  poolSize = 10,
): Promise<DatabaseHandle[]> {
  if (!database.url) throw new Error("openInstances needs TEST_DATABASE_URL (PostgreSQL)");
  const instances: DatabaseHandle[] = [];
  for (let i = 0; i < count; i++) {
    instances.push(await openDatabase({ databaseUrl: database.url, dataDir: "unused", poolSize }));
  }
  return instances;
}

/**
 * For a describe block that races several instances (PostgreSQL only): the test database and
 * `count` more pools on it, opened before its tests and closed after them. `on(n)` is the
 * instance the nth caller goes through, in turn.
 */
export function racingInstances(count: number) {
  const race = {
    main: undefined as unknown as DatabaseHandle & { url: string | null },
    instances: [] as DatabaseHandle[],
    on: (n: number): Database => race.instances[n % count]?.db ?? race.main.db,
  };
  beforeAll(async () => {
    race.main = await createTestDatabase();
    race.instances = await openInstances(race.main, count);
  });
  afterAll(async () => {
    for (const instance of race.instances) await instance.close();
    await race.main?.close();
  });
  return race;
}
