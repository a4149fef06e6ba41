import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createPublisher } from "../../../db/factories";
import { createTestDatabase } from "../../../db/testing";
import { refreshCatalogueIndex } from "./list-index/index-store.server";
import { findPublisher, publisherDirectory } from "./publishers.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("publisher list", () => {
  it("lists every publisher in Romanian order with its number of listed books", async () => {
    const { db } = database;
    const tarus = await createPublisher(db, { name: "Țarus", slug: "tarus" });
    const tanda = await createPublisher(db, { name: "Tanda", slug: "tanda" });
    const arc = await createPublisher(db, { name: "Arc", slug: "arc" });
    await createPublisher(db, { name: "Ălbia", slug: "albia" });
    await createPublisher(db, { name: "Zefir", slug: "zefir" });
    await createBook(db, { publisherId: tarus.id });
    await createBook(db, { publisherId: tarus.id });
    await createBook(db, { publisherId: tarus.id, isListed: false });
    await createBook(db, { publisherId: tanda.id, isListed: false });
    await createBook(db, { publisherId: arc.id });
    await createBook(db);
    await refreshCatalogueIndex(db);

    expect(await publisherDirectory(db)).toEqual([
      { name: "Arc", slug: "arc", bookCount: 1 },
      { name: "Ălbia", slug: "albia", bookCount: 0 },
      { name: "Tanda", slug: "tanda", bookCount: 0 },
      { name: "Țarus", slug: "tarus", bookCount: 2 },
      { name: "Zefir", slug: "zefir", bookCount: 0 },
    ]);
  });
});

describe("publisher pages", () => {
  it("finds a publisher by slug", async () => {
    const { db } = database;
    const publisher = await createPublisher(db, {
      name: "Editura Vlădeasa",
      slug: "editura-vladeasa",
      description: "Proză românească.",
    });
    expect(await findPublisher(db, "editura-vladeasa")).toEqual({
      id: publisher.id,
      name: "Editura Vlădeasa",
      slug: "editura-vladeasa",
      description: "Proză românească.",
    });
  });

  it("does not find unknown publishers", async () => {
    expect(await findPublisher(database.db, "nu-exista")).toBeNull();
  });
});
