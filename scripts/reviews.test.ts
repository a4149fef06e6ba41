// `npm run reviews` as an operator runs it, on a test's database: the moderation queue printed
// with what customers wrote shown as text, never as terminal control sequences.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createBook } from "../db/factories";
import { bookReviews } from "../db/schema";
import { createTestDatabase } from "../db/testing";
import { command as reviewsCommand } from "./reviews";
import { runOperatorCommand } from "./run-operator-command";

const ESC = "\u001b";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const book = await createBook(database.db, { title: "Baltagul" });
  await database.db.insert(bookReviews).values({
    bookId: book.id,
    reviewerName: `Ana${ESC}]0;titlu\u0007 P.`,
    rating: 5,
    title: `Minunată${ESC}[2J`,
    body: `Am citit-o\r\nîntr-o seară.${ESC}[31m\u009b`,
  });
  // More than the 50 the queue lists: 53 wait in all.
  await database.db.insert(bookReviews).values(
    Array.from({ length: 52 }, (_, i) => ({
      bookId: book.id,
      reviewerName: `Cititor ${i + 1}`,
      rating: 4,
      body: "O carte bună, o recomand.",
    })),
  );
});

afterAll(async () => {
  await database.close();
});

describe("npm run reviews", () => {
  it("prints the waiting reviews without the control characters customers typed", async () => {
    const run = await runOperatorCommand(reviewsCommand, [], database);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    // Only its own line ends.
    expect(run.stdout).not.toMatch(/[^\P{Cc}\n]/u);
    expect(run.stdout).toMatch(
      /^#\d+ \d{4}-\d\d-\d\d \d\d:\d\d · Baltagul · 5\/5 · Ana ]0;titlu P\.$/m,
    );
    expect(run.stdout).toContain("  Minunată [2J: Am citit-o într-o seară. [31m\n");
    // The first 50, oldest first, and a word on the rest.
    expect(run.stdout.match(/^#\d+ /gm)).toHaveLength(50);
    expect(run.stdout).toMatch(/\n… and 3 more waiting: .*\n$/);
  });
});
