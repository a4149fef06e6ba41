import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { careerDepartments, careerPositions } from "../../../db/schema-content";
import { buildCareers } from "../../../db/seed/data/careers";
import { insertRows, syncIdSequences } from "../../../db/seed/insert";
import { createTestDatabase } from "../../../db/testing";
import { applicationChannel, findPosition, listDepartments } from "./positions.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = buildCareers();
  await insertRows(database.db, careerDepartments, rows.careerDepartments);
  await insertRows(database.db, careerPositions, rows.careerPositions);
  await syncIdSequences(database.db, [careerDepartments, careerPositions]);
});

afterAll(async () => {
  await database?.close();
});

describe("the seeded careers", () => {
  it("list the spec's seven departments in order, each with its positions", async () => {
    const departments = await listDepartments(database.db);
    expect(departments.map((department) => department.name)).toEqual([
      "Marketing",
      "IT",
      "Editorial",
      "Grafică",
      "Contabilitate",
      "Relații cu clienții",
      "Depozit",
    ]);
    for (const department of departments) expect(department.positions.length).toBeGreaterThan(0);
    const editorial = departments.find((department) => department.slug === "editorial");
    expect(editorial?.positions.map((position) => [position.name, position.open])).toEqual([
      ["Project Manager Editorial", true],
      ["Corector (colaborare)", false],
    ]);
    const warehouse = departments.find((department) => department.slug === "depozit");
    expect(warehouse?.positions[0]?.name).toBe("Sortator Produse");
  });

  it("show a position with its objectives and responsibilities", async () => {
    const manager = await findPosition(database.db, "project-manager-editorial");
    expect(manager).toMatchObject({
      name: "Project Manager Editorial",
      department: { slug: "editorial", name: "Editorial" },
      objectivesTitle: "Obiective",
      responsibilitiesTitle: "Responsabilități",
      externalFormUrl: null,
    });
    // The spec's career note: manuscripts go to print at least 7 working days before publication.
    expect(manager?.description).toContain(
      "cel puțin 7 zile lucrătoare înainte de data publicării",
    );
    expect(manager?.objectives.length).toBeGreaterThan(1);
    expect(manager?.responsibilities.length).toBeGreaterThan(1);
    expect(applicationChannel(manager!)).toBe("form");
    expect(await findPosition(database.db, "nu-exista")).toBeUndefined();
  });

  it("send a position with an outside form there, and take none for a closed one", async () => {
    const developer = await findPosition(database.db, "dezvoltator-full-stack");
    expect(developer?.externalFormUrl).toMatch(/^https:\/\//);
    expect(applicationChannel(developer!)).toBe("external");
    const closed = await findPosition(database.db, "corector-colaborator");
    expect(applicationChannel(closed!)).toBe("closed");
  });

  it("never link out to anything but http(s), whatever was typed in the database", async () => {
    const [department] = await database.db.select().from(careerDepartments).limit(1);
    await database.db.insert(careerPositions).values({
      departmentId: department!.id,
      slug: "legatura-stricata",
      name: "Test",
      description: "Test",
      externalFormUrl: "javascript:alert(1)",
      objectives: ["ok", 3, ""] as unknown as string[],
    });
    const position = await findPosition(database.db, "legatura-stricata");
    expect(position?.externalFormUrl).toBeNull();
    expect(position?.objectives).toEqual(["ok"]);
  });
});
