import type { Database } from "../../../db/client.server";
import { listBookCards } from "./book-cards.server";

/** How many books each home section shows (two rows of six on desktop). */
export const HOME_SECTION_SIZE = 12;

export async function homeSections(db: Database, today: string) {
  const [newest, bestsellers] = await Promise.all([
    listBookCards(db, { order: "newest", limit: HOME_SECTION_SIZE, today }),
    listBookCards(db, { order: "bestsellers", limit: HOME_SECTION_SIZE, today }),
  ]);
  return { newest, bestsellers };
}
