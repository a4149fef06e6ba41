// `npm run order` as an operator runs it: a separate process on the shop's database, the moves
// and the history it prints.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomerOrder } from "../app/features/account/order-test-factory";
import type { DatabaseHandle } from "../db/client.server";
import { createSharedTestDatabase } from "../db/testing";
import { runOperatorCommand } from "./run-operator-command";

let dir = "";
let database: DatabaseHandle & { env: Record<string, string> };
let orderNumber = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "coperta-order-"));
  database = await createSharedTestDatabase(dir);
  const { order } = await createCustomerOrder(database.db, null, { status: "shipped" });
  orderNumber = order.number;
  if (database.kind === "pglite") await database.close();
});

afterAll(async () => {
  if (database.kind !== "pglite") await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run order", () => {
  it("moves an order by the one named with --by NAME or --by=NAME, and prints its history in the shop's time", async () => {
    const run = await runOperatorCommand(
      "order-status",
      [String(orderNumber), "delivered", "--by=ana", "--note", "Sunat la ușă"],
      database.env,
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
