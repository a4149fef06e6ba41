import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../../db/client.server";
import * as schema from "../../../db/schema";
import { appSecrets } from "../../../db/schema";
import { createTestDatabase } from "../../../db/testing";
import { decodeProductId, encodeProductId } from "./signed-links.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Another handle on the same database, as a second instance of the shop would have. */
function otherHandle(handle: DatabaseHandle): Database {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  return handle.kind === "pglite"
    ? drizzlePglite(client as PGlite, { schema })
    : drizzleNodePg(client as pg.Pool, { schema });
}

describe("signed add-to-cart ids", () => {
  it("creates the key on first use, concurrently, and both handles agree on it", async () => {
    const first = database.db;
    const second = otherHandle(database);
    const [a, b] = await Promise.all([encodeProductId(first, 4321), encodeProductId(second, 4321)]);
    expect(a).toBe(b);
    const rows = await first
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, "add-to-cart-link"));
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.value, "base64url")).toHaveLength(32);
    expect(await decodeProductId(otherHandle(database), a)).toBe(4321);
  });

  it("round-trips ids into short, URL-safe text", async () => {
    const { db } = database;
    for (const id of [1, 35, 36, 91_858, 2_147_483_647]) {
      const encId = await encodeProductId(db, id);
      expect(encId).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
      expect(encId.length).toBeLessThanOrEqual(30);
      expect(await decodeProductId(db, encId)).toBe(id);
    }
  });

  it("rejects a changed id or a changed MAC", async () => {
    const { db } = database;
    const encId = await encodeProductId(db, 91_858);
    const [idText = "", mac = ""] = encId.split(".");
    const otherId = (91_859).toString(36);
    expect(await decodeProductId(db, `${otherId}.${mac}`)).toBeNull();
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    expect(await decodeProductId(db, `${idText}.${flipped}`)).toBeNull();
    // The same id with a leading zero is another spelling, not another valid link.
    expect(await decodeProductId(db, `0${idText}.${mac}`)).toBeNull();
    // A MAC made for one id does not fit another.
    const forOther = await encodeProductId(db, 91_859);
    expect(await decodeProductId(db, `${idText}.${forOther.split(".")[1]}`)).toBeNull();
  });

  it("rejects garbage without throwing", async () => {
    const { db } = database;
    const valid = await encodeProductId(db, 7);
    for (const garbage of [
      "",
      ".",
      "7",
      "7.",
      `.${valid.split(".")[1]}`,
      `${valid}.x`,
      `${valid}=`,
      valid.toUpperCase(),
      "0.AAAAAAAAAAAAAAAAAAAAAA",
      "zzzzzzz.AAAAAAAAAAAAAAAAAAAAAA",
      "-1.AAAAAAAAAAAAAAAAAAAAAA",
      "7.AAAAAAAAAAAAAAAAAAAAA!",
      "7.AAAAAAAAAAAAAAAAAAAAAB",
      `${"1".repeat(101)}`,
      `${valid}${"A".repeat(100)}`,
      "%00.%00",
      "ș.ț",
    ]) {
      await expect(decodeProductId(db, garbage)).resolves.toBeNull();
    }
    await expect(decodeProductId(db, null as unknown as string)).resolves.toBeNull();
  });

  it("refuses to sign something that is not a product id", async () => {
    const { db } = database;
    for (const id of [0, -1, 1.5, Number.NaN, 2_147_483_648]) {
      await expect(encodeProductId(db, id)).rejects.toThrow(RangeError);
    }
  });
});
