// `npm run stock` as an operator runs it, on a test's database: its output, its refusals and its
// exit codes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createBook } from "../db/factories";
import { books } from "../db/schema";
import { stockAdjustments } from "../db/schema-stock";
import { createTestDatabase } from "../db/testing";
import { runOperatorCommand } from "./run-operator-command";
import { command as stockCommand } from "./stock";

const ISBN = "9786068000209";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await createBook(database.db, { stock: 4, isbn13: ISBN, title: "Baltagul" });
});

afterAll(async () => {
  await database.close();
});

const stock = (...args: string[]) => runOperatorCommand(stockCommand, args, database);

describe("npm run stock", () => {
  it("records a damaged copy, prints the book's stock and its adjustments, and lists it as low", async () => {
    const run = await stock(
      "978-606-8000-20-9",
      "--remove",
      "1",
      "--reason",
      "damaged",
      "--note",
      "Colț îndoit",
      "--by",
      "ana",
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Recorded:\n.* -1 {2}4 → 3 {2}damaged {2}"Colț îndoit" {2}\(ana\)/);
    expect(run.stdout).toMatch(/Baltagul \(#\d+, ISBN 9786068000209, paperback\)/);
    expect(run.stdout).toContain("Stock 3 · held by live checkouts 0");

    const low = await stock("--low", "3");
    expect(low.code).toBe(0);
    expect(low.stdout).toMatch(/^ +\d+ {2}9786068000209 +3 +0 +0 {2}Baltagul$/m);
  });

  it("refuses more copies than the shelf has (exit 1), a removal without a reason (exit 2) and an unknown book", async () => {
    const [tooMany, noReason, unknown] = [
      await stock(ISBN, "--remove", "9", "--reason", "lost"),
      await stock(ISBN, "--remove", "1"),
      await stock("nu-exista-cartea", "--add", "1"),
    ];
    expect(tooMany).toMatchObject({ code: 1, stdout: "" });
    expect(tooMany.stderr).toBe("Refused: the shelf has 3 copies; nothing changed.\n");
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toMatch(/^Say why the copies leave: --reason damaged \| lost/);
    expect(noReason.stderr).toContain("Usage: npm run stock");
    expect(unknown).toMatchObject({ code: 1, stderr: 'No book "nu-exista-cartea".\n' });

    const [book] = await database.db
      .select({ id: books.id, stock: books.stock })
      .from(books)
      .where(eq(books.isbn13, ISBN));
    expect(book?.stock).toBe(3);
    const rows = await database.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.bookId, book?.id ?? 0));
    expect(rows).toHaveLength(1);
  });
});
