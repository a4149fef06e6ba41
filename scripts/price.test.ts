// `npm run price` as an operator runs it, on a test's database: its output, its refusals and its
// exit codes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createBook, createPriceRule } from "../db/factories";
import { books } from "../db/schema";
import { bookPromotions } from "../db/schema-promotions";
import { createTestDatabase } from "../db/testing";
import { command as priceCommand } from "./price";
import { runOperatorCommand } from "./run-operator-command";

const ISBN = "9786068000308";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const book = await createBook(database.db, { price: 5000, isbn13: ISBN, title: "Ion" });
  // A campaign the shop has not applied yet (seeded, never served): the command applies it.
  await createPriceRule(database.db, { bookId: book.id, percent: 20, label: "Black Friday" });
});

afterAll(async () => {
  await database.close();
});

const price = (...args: string[]) => runOperatorCommand(priceCommand, args, database);

describe("npm run price", () => {
  it("sets the regular price under a running campaign: the campaign price follows and the report says so", async () => {
    const run = await price("978-606-8000-30-8", "--set", "60", "--prp", "75,5");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      [
        "Changed:",
        "  Regular price: 50,00 lei → 60,00 lei",
        "  PRP: none → 75,50 lei",
        "  Shoppers pay: 40,00 lei → 48,00 lei",
      ].join("\n"),
    );
    expect(run.stdout).toMatch(/Ion \(#\d+, ISBN 9786068000308, paperback\) \/carte\/cartea-\d+/);
    expect(run.stdout).toMatch(
      /Shoppers pay 48,00 lei: „Black Friday” until \d{4}-\d\d-\d\d \d\d:\d\d, shown with the lowest price of the 30 days before it, 50,00 lei/,
    );
    expect(run.stdout).toContain("Regular price 60,00 lei (back when the campaign price ends)");
    expect(run.stdout).toContain("PRP 75,50 lei, shown struck through (-36%)");

    const [row] = await database.db
      .select({ price: books.price, regular: bookPromotions.regularPrice })
      .from(books)
      .innerJoin(bookPromotions, eq(bookPromotions.bookId, books.id))
      .where(eq(books.isbn13, ISBN));
    expect(row).toEqual({ price: 4800, regular: 6000 });
  });

  it("refuses a price that is not one (exit 2) and an unknown book (exit 1)", async () => {
    // A price it cannot read is refused before the database is opened: the two run side by side.
    const [zero, unknown] = await Promise.all([
      price(ISBN, "--set", "0"),
      price("nu-exista-cartea", "--set", "10"),
    ]);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toMatch(/^--set takes a price in lei, 0,01 to 99999,99/);
    expect(zero.stderr).toContain("Usage: npm run price");
    expect(unknown).toMatchObject({ code: 1, stdout: "", stderr: 'No book "nu-exista-cartea".\n' });
  });
});
