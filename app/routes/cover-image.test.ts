// GET /coperti/...: formats, the immutable year for the current version, a day for anything
// else, 304 to a known tag, 404 for what is not a listed book's cover.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { books } from "../../db/schema";
import { createTestDatabase } from "../../db/testing";
import { coverOfBook } from "../features/catalogue/book-cards.server";
import { loader } from "./cover-image";

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "coperti-"));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function get(file: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost/coperti/${file}`, { headers });
  const context = { db: database.db, env: { DATA_DIR: dataDir } };
  return (await loader({ request, context, params: { file } } as never)) as Response;
}

/** The file name of a book's cover as cards list it (versioned). */
async function cardCover(bookId: number): Promise<string> {
  const [row] = await database.db
    .select({ cover: coverOfBook })
    .from(books)
    .where(eq(books.id, bookId));
  return row?.cover?.smallUrlWebp.replace("/coperti/", "") ?? "";
}

describe("cover images", () => {
  it("serve the current version in every format for a year, immutable", async () => {
    const book = await createBook(database.db, { title: "Țară și șes" });
    const webp = await cardCover(book.id);
    for (const [file, type, magic] of [
      [webp, "image/webp", "WEBP"],
      [webp.replace("-mica-", "-medie-").replace(".webp", ".avif"), "image/avif", "ftyp"],
      [webp.replace(".webp", ".jpg"), "image/jpeg", null],
    ] as const) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      if (magic) expect(bytes.subarray(4, 12).toString("latin1")).toContain(magic);
      else expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it("answer 304 to the tag it sent", async () => {
    const book = await createBook(database.db);
    const file = await cardCover(book.id);
    const etag = (await get(file)).headers.get("etag") ?? "";
    const again = await get(file, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toContain("immutable");
  });

  it("change the URL when the book changes, and keep old and bare URLs to a day", async () => {
    const book = await createBook(database.db);
    const before = await cardCover(book.id);
    await database.db
      .update(books)
      .set({ title: "Alt titlu", updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(books.id, book.id));
    const after = await cardCover(book.id);
    expect(after).not.toBe(before);
    for (const file of [before, `${book.id}-mica.webp`]) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=86400, stale-while-revalidate=86400",
      );
      expect(response.headers.get("etag")).toBe((await get(after)).headers.get("etag"));
    }
  });

  it("answer 404 to unknown variants, formats and books", async () => {
    const book = await createBook(database.db);
    const unlisted = await createBook(database.db, { isListed: false });
    for (const file of [
      `${book.id}-uriasa.webp`,
      `${book.id}-mica.png`,
      "999999999-mare.webp",
      `${unlisted.id}-mare.webp`,
      "abc.png",
    ]) {
      expect((await get(file)).status, file).toBe(404);
    }
  });
});
