// `npm start` on an empty database fills it with the demo catalogue, once, even with several instances.
import type { DatabaseHandle } from "../client.server";
import { books } from "../schema";
import { type SeedSummary, seedCatalogue } from "./catalogue";

export async function seedIfEmpty(
  database: DatabaseHandle,
  count: number,
): Promise<SeedSummary | null> {
  if (count <= 0) return null;
  return database.exclusive(async () => {
    const present = await database.db.select({ id: books.id }).from(books).limit(1);
    if (present.length > 0) return null;
    return seedCatalogue(database.db, { books: count });
  });
}
