// Migration 0019: returns stored their reason's Romanian label until then, and restocking
// compared labels. The migration turns every stored label into its code, and the database
// refuses anything but a code from then on.
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { returnRequests } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { returnKit } from "./return-test-kit";
import { RETURN_REASONS } from "./returns";
import { createCustomer } from "./test-factories";

const MIGRATION = new URL("../../../db/migrations/0019_return_reason_code.sql", import.meta.url);
const [CONVERT, CONSTRAIN] = readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint");

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function aReturn(reason: string) {
  const { db } = database;
  const customer = await createCustomer(db);
  const kit = returnKit(db);
  return kit.askReturn(customer.id, await kit.deliveredOrder(customer.id, 2), 1, reason);
}

const storedReason = async (id: number) =>
  (
    await database.db
      .select({ reason: returnRequests.reason })
      .from(returnRequests)
      .where(eq(returnRequests.id, id))
  )[0]?.reason;

describe("a return's reason as stored", () => {
  it("is the reason's code, and the database refuses a label", async () => {
    const id = await aReturn("nu-mai-vreau");
    expect(await storedReason(id)).toBe("nu-mai-vreau");
    await expect(
      database.db.execute(
        sql`update return_requests set reason = ${RETURN_REASONS["nu-mai-vreau"]} where id = ${id}`,
      ),
    ).rejects.toThrow();
  });

  it("turns the labels stored before migration 0019 into their codes, and anything else into „altul”", async () => {
    const { db } = database;
    // Copied, not read from RETURN_REASONS: the migration converts the wording stored until
    // then, whatever the labels become later.
    const labelled = {
      "nu-mai-vreau": "M-am răzgândit",
      deteriorat: "Produsul a ajuns deteriorat",
      gresit: "Am primit alt produs decât cel comandat",
      defect: "Defect de tipar sau de legătură",
      altul: "Alt motiv",
    } as const;
    const ids: Record<string, number> = {};
    for (const code of Object.keys(labelled)) ids[code] = await aReturn(code);
    const unknown = await aReturn("altul");
    const kept = await aReturn("defect");
    // The table as it was before the migration: labels, no constraint.
    await db.execute(sql`alter table return_requests drop constraint return_requests_reason_check`);
    for (const [code, label] of Object.entries(labelled)) {
      await db.execute(sql`update return_requests set reason = ${label} where id = ${ids[code]}`);
    }
    await db.execute(
      sql`update return_requests set reason = 'Un motiv de demult' where id = ${unknown}`,
    );

    await db.execute(sql.raw(CONVERT ?? ""));
    await db.execute(sql.raw(CONSTRAIN ?? ""));

    for (const code of Object.keys(labelled)) expect(await storedReason(ids[code] ?? 0)).toBe(code);
    expect(await storedReason(unknown)).toBe("altul");
    expect(await storedReason(kept)).toBe("defect");
  });
});
