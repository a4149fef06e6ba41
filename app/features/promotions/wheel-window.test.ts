// The wheel's window that /api/settings reports: the running wheel, else the nearest upcoming one,
// else the last one that ended.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { campaigns } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { wheelWindow } from "./campaigns.server";

const NOW = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function wheel(slug: string, from: number, to: number) {
  await database.db
    .insert(campaigns)
    .values({ slug, type: "wheel", name: slug, startsAt: at(from), endsAt: at(to) });
}

describe("the wheel's window", () => {
  it("is the running wheel's, else the nearest upcoming, else the last past one", async () => {
    const { db } = database;
    await wheel("trecuta", -20, -10);
    await wheel("acum", -1, 1);
    await wheel("curand", 5, 10);
    await wheel("mai-tarziu", 30, 40);
    expect(await wheelWindow(db, NOW)).toEqual({ startsAt: at(-1), endsAt: at(1) });
    await db.delete(campaigns).where(eq(campaigns.slug, "acum"));
    expect(await wheelWindow(db, NOW)).toEqual({ startsAt: at(5), endsAt: at(10) });
    await db.delete(campaigns).where(eq(campaigns.slug, "curand"));
    await db.delete(campaigns).where(eq(campaigns.slug, "mai-tarziu"));
    expect(await wheelWindow(db, NOW)).toEqual({ startsAt: at(-20), endsAt: at(-10) });
  });
});
