// `npm run order` as an operator runs it, on a test's database: the moves and the history it
// prints.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomerOrder } from "../app/features/account/order-test-factory";
import type { DatabaseHandle } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { command as orderStatusCommand } from "./order-status";
import { runOperatorCommand } from "./run-operator-command";

let database: DatabaseHandle;
let orderNumber = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const { order } = await createCustomerOrder(database.db, null, { status: "shipped" });
  orderNumber = order.number;
});

afterAll(async () => {
  await database.close();
});

describe("npm run order", () => {
  it("moves an order by the one named with --by NAME or --by=NAME, and prints its history in the shop's time", async () => {
    const run = await runOperatorCommand(
      orderStatusCommand,
      [String(orderNumber), "delivered", "--by=ana", "--note", "Sunat la ușă"],
      database,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Order ${orderNumber}: shipped → delivered (by ana).\n`);
    expect(run.stdout).toMatch(
      /^ {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}status shipped → delivered {2}by ana \(Sunat la ușă\)$/m,
    );
    // Minutes in Bucharest, as the other commands print them; not UTC ISO.
    expect(run.stdout).not.toMatch(/\d\dT\d\d:\d\d/);
  });
});
