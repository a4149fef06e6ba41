// `npm run voucher` as an operator runs it, on a test's database: its output, its refusals and
// its exit codes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "../app/features/account/test-factories";
import type { DatabaseHandle } from "../db/client.server";
import { createVoucherRow } from "../db/factories";
import { createTestDatabase } from "../db/testing";
import { runOperatorCommand } from "./run-operator-command";
import { command as voucherCommand } from "./voucher";

let database: DatabaseHandle;
let accountId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  accountId = (await createCustomer(database.db, { email: "ana.marin@example.ro" })).id;
  // A later campaign's code, made ahead.
  await createVoucherRow(database.db, {
    code: "CRACIUN-2099",
    startsAt: new Date("2099-12-01T00:00:00+02:00"),
  });
});

afterAll(async () => {
  await database.close();
});

const voucher = (...args: string[]) => runOperatorCommand(voucherCommand, args, database);

describe("npm run voucher", () => {
  it("creates a code for a customer and prints its terms, then ends it", async () => {
    const created = await voucher(
      ...["Reclamatie-1042", "--create", "--lei", "20", "--min", "100", "--until", "2099-12-31"],
      ...["--uses", "1", "--for", "Ana.Marin@example.ro", "--note", "Colet întârziat"],
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toBe(
      [
        `Created Reclamatie-1042, listed among the vouchers of account #${accountId}.`,
        "",
        "Reclamatie-1042: 20,00 lei reducere (amount) · in force until 2099-12-31 23:59",
        "Terms: from an order of 100,00 lei · not on campaign prices · given to ana.marin@example.ro",
        "Used by 0 orders of 1",
        "Note: Colet întârziat",
        "No orders took it.",
        "",
      ].join("\n"),
    );

    const ended = await voucher("reclamatie-1042", "--end");
    expect(ended.code).toBe(0);
    expect(ended.stdout).toMatch(
      /^Ended reclamatie-1042 now: checkouts holding it are told at the order\.\n\nReclamatie-1042: 20,00 lei reducere \(amount\) · ended \d{4}-\d\d-\d\d \d\d:\d\d\n/,
    );
  });

  it("refuses terms it cannot read (exit 2) and a code that exists or does not (exit 1)", async () => {
    // A refused argument is refused before the database is opened: it runs beside the others.
    const [badPercent, unknown] = await Promise.all([
      voucher("VARA10", "--create", "--percent", "110"),
      voucher("NU-EXISTA", "--end"),
    ]);
    expect(badPercent.code).toBe(2);
    expect(badPercent.stderr).toMatch(/^--percent takes 1 to 100\.\n\nUsage: npm run voucher/);
    expect(unknown).toMatchObject({ code: 1, stdout: "", stderr: "No code NU-EXISTA.\n" });
    const taken = await voucher("RECLAMATIE-1042", "--create", "--free-shipping");
    expect(taken).toMatchObject({
      code: 1,
      stderr: "A code RECLAMATIE-1042 exists already (codes ignore case).\n",
    });
  });

  it("says a code ended before its start ended, not that it starts", async () => {
    const ended = await voucher("CRACIUN-2099", "--end");
    expect(ended.code).toBe(0);
    expect(ended.stdout).toMatch(
      /^Ended CRACIUN-2099 now: .*\n\nCRACIUN-2099: .* · ended \d{4}-\d\d-\d\d \d\d:\d\d, before its start\n/,
    );
    const shown = await voucher("CRACIUN-2099");
    expect(shown.stdout).toMatch(
      /^CRACIUN-2099: .* · ended \d{4}-\d\d-\d\d \d\d:\d\d, before its start\n/,
    );
    expect(shown.stdout).not.toContain("starts");
  });
});
