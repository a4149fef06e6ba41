// Reader reviews: about one published book in three has 1 to 6, mostly favourable, written
// between its publication and the reference date. A few recent ones still await moderation.
import type { bookReviews } from "../../schema";
import type { TopCategorySlug } from "../data/categories";
import {
  ROMANIAN_FEMALE_FIRST_NAMES,
  ROMANIAN_LAST_NAMES,
  ROMANIAN_MALE_FIRST_NAMES,
} from "../data/names";
import {
  REVIEW_SENTENCES,
  REVIEW_TITLES,
  type ReviewTone,
  type ReviewTopic,
  TOPIC_SENTENCES,
} from "../data/reviews";
import type { Random } from "../random";
import { dayNumber, momentOf, type SeedCalendar } from "./calendar";
import { type CatalogueRows, CHILDREN, ENGLISH, FICTION } from "./context";
import { type Gender, genderize } from "./text";

export type BookReviewRow = typeof bookReviews.$inferInsert & { id: number };

export const REVIEWED_SHARE = 0.3;
const PENDING_SHARE = 0.04;
/** Pending reviews are recent: moderation takes a few days at most. */
const PENDING_WITHIN_DAYS = 10;
const RATINGS: (readonly [number, number])[] = [
  [5, 46],
  [4, 30],
  [3, 12],
  [2, 6],
  [1, 6],
];

function toneOf(rating: number): ReviewTone {
  if (rating >= 4) return "positive";
  return rating === 3 ? "mixed" : "negative";
}

function topicOf(top: TopCategorySlug | undefined): ReviewTopic {
  if (top === ENGLISH) return "english";
  if (top === CHILDREN) return "children";
  return top && !FICTION.has(top) ? "nonfiction" : "fiction";
}

/** Sentences for each tone and topic, built once: criticism stays generic. */
function sentencePools(): Map<string, string[]> {
  const pools = new Map<string, string[]>();
  for (const tone of Object.keys(REVIEW_SENTENCES) as ReviewTone[]) {
    for (const topic of Object.keys(TOPIC_SENTENCES) as ReviewTopic[]) {
      const extra = tone === "negative" ? [] : TOPIC_SENTENCES[topic];
      pools.set(`${tone}|${topic}`, [...REVIEW_SENTENCES[tone], ...extra]);
    }
  }
  return pools;
}

export function buildReviews(
  rng: Random,
  rows: CatalogueRows,
  topOfBook: readonly (TopCategorySlug | undefined)[],
  calendar: SeedCalendar,
): BookReviewRow[] {
  const pools = sentencePools();
  const reviews: BookReviewRow[] = [];
  const { referenceDay } = calendar;
  for (const book of rows.books) {
    // Packs are reviewed through their books; pre-orders have not been read yet.
    if (book.format === "pack" || book.availableFrom || !book.publishedOn) continue;
    if (!rng.chance(REVIEWED_SHARE)) continue;
    const publishedDay = Math.min(dayNumber(book.publishedOn), referenceDay);
    const popular = book.salesCount !== undefined && book.salesCount >= 300;
    const count = rng.skewedInt(1, 6, popular ? 0.8 : 1.8);
    const topic = topicOf(topOfBook[book.id]);
    const own: BookReviewRow[] = [];
    for (let i = 0; i < count; i++) {
      const gender: Gender = rng.chance(0.6) ? "f" : "m";
      const first = rng.pick(
        gender === "f" ? ROMANIAN_FEMALE_FIRST_NAMES : ROMANIAN_MALE_FIRST_NAMES,
      );
      const initial = rng.pick(ROMANIAN_LAST_NAMES).charAt(0);
      const rating = rng.weighted(RATINGS);
      const tone = toneOf(rating);
      const pool = pools.get(`${tone}|${topic}`) ?? REVIEW_SENTENCES[tone];
      const body = genderize(rng.sample(pool, rng.int(1, 3)).join(" "), gender);
      const pending = rng.chance(PENDING_SHARE);
      const earliest = pending
        ? Math.max(publishedDay, referenceDay - PENDING_WITHIN_DAYS)
        : publishedDay;
      // Up to the day before the reference date, so that no review lies in the future on it.
      const day = rng.int(earliest, Math.max(earliest, referenceDay - 1));
      own.push({
        id: 0,
        bookId: book.id,
        reviewerName: `${first} ${initial}.`,
        rating,
        title: rng.pick(REVIEW_TITLES[tone]),
        body,
        status: pending ? "pending" : "published",
        // Between 07:00 and 23:00 UTC.
        createdAt: momentOf(day, rng.int(7 * 60, 23 * 60)),
      });
    }
    own.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    for (const review of own) {
      review.id = reviews.length + 1;
      reviews.push(review);
    }
  }
  return reviews;
}
