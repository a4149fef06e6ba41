// The bench database's stamp: it must change with the seed, and only with the seed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedDigest } from "./seed";

let tree = "";
afterEach(() => rmSync(tree, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), text);
}

describe("seedDigest", () => {
  it("changes with the seed's generators, data, schema and migrations, not with its tests", () => {
    tree = mkdtempSync(path.join(os.tmpdir(), "coperta-seed-digest-"));
    write("db/seed/generate/books.ts", "export const BOOKS = 1;");
    write("db/seed/data/titles.ts", "export const TITLES = ['Ion'];");
    write("db/migrations/0001_init.sql", "create table books (id int);");
    write("db/schema.ts", "export const books = {};");
    const first = seedDigest(tree);
    expect(seedDigest(tree)).toBe(first);

    write("db/seed/catalogue.test.ts", "it('seeds', () => {});");
    expect(seedDigest(tree)).toBe(first);

    const changes: [string, string][] = [
      ["db/seed/generate/books.ts", "export const BOOKS = 2;"],
      ["db/seed/data/titles.ts", "export const TITLES = ['Ion', 'Baltagul'];"],
      ["db/migrations/0002_reviews.sql", "create table reviews (id int);"],
      ["db/schema.ts", "export const books = { id: 1 };"],
    ];
    const seen = new Set([first]);
    for (const [file, text] of changes) {
      write(file, text);
      const digest = seedDigest(tree);
      expect(seen.has(digest), file).toBe(false);
      seen.add(digest);
    }
  });
});
