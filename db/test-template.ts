// Vitest global setup: one migrated database per test run, which every test file's database
// starts as a copy of (db/testing.ts). Creating a PGlite database runs initdb (about 3 s here)
// and the migrations another second or more; loading a dump of a migrated one takes under one.
// On PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`, a file copy instead of the migrations.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "./client.server";

export type TestDatabaseTemplate =
  | { kind: "pglite"; file: string }
  | { kind: "postgres"; name: string }
  | null;

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** One statement on the server's maintenance database (create and drop databases). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheFolder = path.join(root, "node_modules/.cache/coperta-test-template");

/** Names the migrated state: every migration file's name and bytes, and PGlite's version. */
function templateKey(): string {
  const hash = createHash("sha256");
  // The dump is PGlite's own file format: another version gets its own.
  hash.update(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const name of files) {
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A dump of a migrated PGlite database, kept between runs while the migrations are the same. */
async function pgliteTemplate(): Promise<{ template: TestDatabaseTemplate; dispose(): void }> {
  const file = path.join(cacheFolder, `${templateKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      await handle.migrate();
      if (!handle.dumpDataDir) throw new Error("a PGlite handle dumps its data directory");
      const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
      mkdirSync(cacheFolder, { recursive: true });
      // Written aside and renamed, so a run started meanwhile never reads half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      for (const old of readdirSync(cacheFolder)) {
        if (old.endsWith(".tar") && path.join(cacheFolder, old) !== file) {
          rmSync(path.join(cacheFolder, old), { force: true });
        }
      }
    } finally {
      await handle.close();
    }
  }
  return { template: { kind: "pglite", file }, dispose: () => {} };
}

async function postgresTemplate(
  serverUrl: string,
): Promise<{ template: TestDatabaseTemplate; dispose(): Promise<void> }> {
  const name = `coperta_test_template_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: "unused",
    // Two: the migration lock holds one connection while the migrations run on the other.
    poolSize: 2,
  });
  try {
    await handle.migrate();
  } finally {
    // A template must have no connection open while databases are copied from it.
    await handle.close();
  }
  return {
    template: { kind: "postgres", name },
    dispose: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const made = serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate();
  project.provide("testDatabaseTemplate", made.template);
  return () => made.dispose();
}
