// `npm run stock` as an operator runs it: a separate process on the shop's database, its output,
// its refusals and its exit codes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { openDatabase } from "../db/client.server";
import { createBook } from "../db/factories";
import { books } from "../db/schema";
import { stockAdjustments } from "../db/schema-stock";
import { createSharedTestDatabase } from "../db/testing";
import { runOperatorCommand } from "./run-operator-command";

const ISBN = "9786068000209";

let dir = "";
let database: DatabaseHandle & { env: Record<string, string> };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "coperta-stock-"));
  database = await createSharedTestDatabase(dir);
  await createBook(database.db, { stock: 4, isbn13: ISBN, title: "Baltagul" });
  if (database.kind === "pglite") await database.close();
});

afterAll(async () => {
  if (database.kind !== "pglite") await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const stock = (...args: string[]) => runOperatorCommand("stock", args, database.env);

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

    const db = database.kind === "pglite" ? await openDatabase({ dataDir: dir }) : database;
    try {
      const [book] = await db.db
        .select({ id: books.id, stock: books.stock })
        .from(books)
        .where(eq(books.isbn13, ISBN));
      expect(book?.stock).toBe(3);
      const rows = await db.db
        .select()
        .from(stockAdjustments)
        .where(eq(stockAdjustments.bookId, book?.id ?? 0));
      expect(rows).toHaveLength(1);
    } finally {
      if (db !== database) await db.close();
    }
  });
});
