// Publishers, and which of them a book of a given genre is likely to come from.
import { slugify } from "../../../app/lib/slug";
import type { TopCategorySlug } from "../data/categories";
import { PUBLISHERS } from "../data/publishers";
import { isoDate, timestampOf } from "./calendar";
import { type CatalogueDraft, ENGLISH } from "./context";
import { SlugRegistry } from "./identifiers";

const OWN_PUBLISHER_SLUG = "editura-coperta";

export function buildPublishers(draft: CatalogueDraft): void {
  const slugs = new SlugRegistry();
  const firstDay = draft.calendar.at("2019-03-01");
  PUBLISHERS.forEach((seed, index) => {
    const id = index + 1;
    const slug = slugs.claim(slugify(seed.name));
    if (slug === OWN_PUBLISHER_SLUG) draft.ownPublisherId = id;
    draft.rows.publishers.push({
      id,
      slug,
      name: seed.name,
      description: seed.description,
      createdAt: timestampOf(isoDate(firstDay + index * 11)),
    });
    for (const focus of seed.focus) {
      const list = draft.publishersByFocus.get(focus) ?? [];
      list.push(id);
      draft.publishersByFocus.set(focus, list);
    }
  });
  if (draft.ownPublisherId === 0) throw new Error("The publisher list lacks Editura Coperta");
}

export function pickPublisher(draft: CatalogueDraft, genre: TopCategorySlug): number {
  const { rng } = draft;
  if (genre !== ENGLISH && rng.chance(0.15)) return draft.ownPublisherId;
  const focused = draft.publishersByFocus.get(genre);
  if (focused && rng.chance(genre === ENGLISH ? 0.9 : 0.65)) return rng.pick(focused);
  return rng.int(1, draft.rows.publishers.length);
}

/** The shop's own house republishes most classics. */
export function classicPublisher(draft: CatalogueDraft): number {
  return draft.rng.chance(0.6) ? draft.ownPublisherId : pickPublisher(draft, "beletristica");
}
