// An operator's regular price change racing the campaign prices' minute job on other instances.
// Only PostgreSQL can show a race (PGlite runs one statement at a time), so this runs where
// TEST_DATABASE_URL names a server (CI does).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBook, createPriceRule } from "../../../db/factories";
import { books } from "../../../db/schema";
import { bookPromotions } from "../../../db/schema-promotions";
import { racingInstances } from "../../../db/testing";
import { applyCampaignPrices } from "./campaign-prices.server";
import { changePrice } from "./regular-price.server";

const INSTANCES = 3;
const ROUNDS = 25;

describe.skipIf(!process.env.TEST_DATABASE_URL)("regular prices racing the campaign job", () => {
  const race = racingInstances(INSTANCES);

  /** The book's regular price wherever it lives: its promotion's, else its own. */
  async function regularPriceOf(bookId: number) {
    const [row] = await race.main.db
      .select({ price: books.price, regular: bookPromotions.regularPrice })
      .from(books)
      .leftJoin(bookPromotions, eq(bookPromotions.bookId, books.id))
      .where(eq(books.id, bookId));
    return row?.regular ?? row?.price;
  }

  it("loses no operator's price while the job ends and restarts the campaign on other instances", async () => {
    const book = await createBook(race.main.db, { price: 5000 });
    const rule = await createPriceRule(race.main.db, { bookId: book.id, percent: 10 });
    const afterEnd = new Date(rule.endsAt.getTime() + 1);
    for (let round = 1; round <= ROUNDS; round++) {
      const regularPrice = 5000 + 10 * round;
      // The operator sets a price (and applies the rule in force) while two instances' jobs, each
      // with a clock past the rule's end, restore the regular price they read.
      const [changed] = await Promise.all([
        changePrice(race.on(round), { book: { id: book.id }, regularPrice, now: new Date() }),
        applyCampaignPrices(race.on(round + 1), afterEnd),
        applyCampaignPrices(race.on(round + 2), afterEnd),
      ]);
      expect(changed.ok).toBe(true);
      expect(await regularPriceOf(book.id), `round ${round}`).toBe(regularPrice);
      // Whatever order they ran in, the price is the new regular price or 10 % off it.
      const [row] = await race.main.db
        .select({ price: books.price })
        .from(books)
        .where(eq(books.id, book.id));
      expect([regularPrice, Math.floor(regularPrice * 0.9)]).toContain(row?.price);
    }
  });
});
