// `npm start` on an empty database fills it with the demo catalogue, once, even with several instances.
import { todayInShop } from "../../app/lib/dates";
import type { DatabaseHandle } from "../client.server";
import { books } from "../schema";
import { type SeedSummary, seedCatalogue } from "./catalogue";

/** What was seeded, and the reference date it used (pass it to `npm run seed -- --date`). */
export type SeededCatalogue = SeedSummary & { referenceDate: string };

export async function seedIfEmpty(
  database: DatabaseHandle,
  count: number,
): Promise<SeededCatalogue | null> {
  if (count <= 0) return null;
  return database.exclusive(async () => {
    const present = await database.db.select({ id: books.id }).from(books).limit(1);
    if (present.length > 0) return null;
    const referenceDate = todayInShop();
    const summary = await seedCatalogue(database.db, { books: count, referenceDate });
    return { referenceDate, ...summary };
  });
}
