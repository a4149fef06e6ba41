// Server-side keys kept in app_secrets: made on first use (random), shared by every instance and
// restart, never sent to the browser. This process only caches them.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { appSecrets } from "../../db/schema";

const caches = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/** The key named `name` (at least `bytes` long), created by the first instance that asks. */
export function appSecretKey(db: Database, name: string, bytes = 32): Promise<Buffer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let key = cache.get(name);
  if (!key) {
    key = loadOrCreate(db, name, bytes);
    cache.set(name, key);
    // A failed read (database down) must be retried next time, not remembered.
    key.catch(() => cache.delete(name));
  }
  return key;
}

async function read(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}

async function loadOrCreate(db: Database, name: string, bytes: number): Promise<Buffer> {
  let value = await read(db, name);
  if (value === undefined) {
    // Instances starting together may all get here: the first insert wins, all read that one.
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(bytes).toString("base64url") })
      .onConflictDoNothing();
    value = await read(db, name);
  }
  const key = Buffer.from(value ?? "", "base64url");
  if (key.length < bytes) {
    throw new Error(`app_secrets "${name}" must hold at least ${bytes} bytes, base64url`);
  }
  return key;
}
