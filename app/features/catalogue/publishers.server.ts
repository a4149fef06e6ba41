// Publishers: the list (/edituri) and the publisher page (/editura/{slug}). Book counts come
// from the in-memory catalogue index, which holds the listed books only.
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { publishers } from "../../../db/schema";
import { catalogueIndex } from "./list-index/index-store.server";

export interface PublisherEntry {
  name: string;
  slug: string;
  bookCount: number;
}

export interface PublisherPageInfo {
  id: number;
  name: string;
  slug: string;
  description: string;
}

const nameCollator = new Intl.Collator("ro", { sensitivity: "base", numeric: true });

/** Every publisher in Romanian alphabetical order, with its number of listed books. */
export async function publisherDirectory(db: Database): Promise<PublisherEntry[]> {
  const index = await catalogueIndex(db);
  const counts = new Map<number, number>();
  for (let i = 0; i < index.size; i++) {
    const id = index.publisher[i] ?? 0;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...index.publishers.values()]
    .map((p) => ({ name: p.name, slug: p.slug, bookCount: counts.get(p.id) ?? 0 }))
    .sort((a, b) => nameCollator.compare(a.name, b.name) || a.slug.localeCompare(b.slug));
}

/** A publisher by canonical slug; null when there is none. */
export async function findPublisher(db: Database, slug: string): Promise<PublisherPageInfo | null> {
  const [row] = await db
    .select({
      id: publishers.id,
      name: publishers.name,
      slug: publishers.slug,
      description: publishers.description,
    })
    .from(publishers)
    .where(eq(publishers.slug, slug))
    .limit(1);
  return row ?? null;
}
