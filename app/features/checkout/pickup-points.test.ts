import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { pickupPoints } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { findPickupPoint, listAllPickupPoints, listPickupPoints } from "./pickup-points.server";

let database: DatabaseHandle;
/** Ids of the inserted points, by name. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(pickupPoints)
    .values(
      [
        { county: "SJ", locality: "Zalău", name: "easybox – Zalău" },
        { county: "IS", locality: "Iași", name: "FANbox – Copou" },
        { county: "IS", locality: "Iași", name: "Punct închis", isActive: false },
        { county: "IS", locality: "Pașcani", name: "easybox – Pașcani" },
        { county: "IS", locality: "Iași", name: "easybox – Gară" },
        { county: "B", locality: "București", name: "Locker Coperta – Piața Unirii" },
      ].map((point) => ({ courier: "Sameday easybox", address: "Str. Gării nr. 6", ...point })),
    )
    .returning({ id: pickupPoints.id, name: pickupPoints.name });
  for (const row of rows) ids[row.name] = row.id;
});

afterAll(async () => {
  await database.close();
});

describe("pickup points", () => {
  it("lists a county's active points by locality (Romanian order), then in entry order", async () => {
    const points = await listPickupPoints(database.db, "IS");
    expect(points.map((point) => point.id)).toEqual([
      ids["FANbox – Copou"],
      ids["easybox – Gară"],
      ids["easybox – Pașcani"],
    ]);
    expect(points[0]).toEqual({
      id: ids["FANbox – Copou"],
      county: "IS",
      locality: "Iași",
      name: "FANbox – Copou",
      address: "Str. Gării nr. 6",
      courier: "Sameday easybox",
    });
  });

  it("lists nothing for a county without points or an unknown code", async () => {
    expect(await listPickupPoints(database.db, "CJ")).toEqual([]);
    expect(await listPickupPoints(database.db, "XX")).toEqual([]);
  });

  it("lists every active point by county in display order, București first", async () => {
    const points = await listAllPickupPoints(database.db);
    expect(points.map((point) => point.county)).toEqual(["B", "IS", "IS", "IS", "SJ"]);
    expect(points.map((point) => point.id)).not.toContain(ids["Punct închis"]);
  });

  it("finds an active point and not a closed or unknown one", async () => {
    expect(await findPickupPoint(database.db, ids["easybox – Zalău"]!)).toEqual({
      id: ids["easybox – Zalău"],
      county: "SJ",
      locality: "Zalău",
      name: "easybox – Zalău",
      address: "Str. Gării nr. 6",
      courier: "Sameday easybox",
    });
    expect(await findPickupPoint(database.db, ids["Punct închis"]!)).toBeNull();
    expect(await findPickupPoint(database.db, 999_999)).toBeNull();
  });
});
