// Landing pages (tops, landings, recommendations, campaigns, Black Friday) and the books of the
// hand-picked ones. Campaign windows are placed around the reference date.
import type { landingBooks, landings } from "../../schema";
import type { TopCategorySlug } from "../data/categories";
import {
  BLACK_FRIDAY_COLORS,
  BLACK_FRIDAY_RULE,
  blackFridayTexts,
  CURRENT_BLACK_FRIDAY_WINDOW,
  LANDINGS,
  type LandingPicks,
  PAST_BLACK_FRIDAY_YEARS,
} from "../data/landings";
import type { Random } from "../random";
import { dayNumber, type SeedCalendar, shopMidnight } from "./calendar";
import { type BookRow, type CatalogueRows, FICTION } from "./context";

export type LandingRow = typeof landings.$inferInsert & { id: number };
export type LandingBookRow = typeof landingBooks.$inferInsert;

/** First and last day (days since 1970) of a campaign. */
interface Window {
  first: number;
  last: number;
}

/** Black Friday is the last Friday of November; campaigns run the week before to Cyber Monday. */
function blackFridayWindow(year: number): Window {
  const lastDay = dayNumber(`${year}-11-30`);
  // 1970-01-01 was a Thursday: weekday 0 is Sunday.
  const weekday = (lastDay + 4) % 7;
  const friday = lastDay - ((weekday - 5 + 7) % 7);
  return { first: friday - 7, last: friday + 3 };
}

/** Active from midnight of its first day to midnight after its last day, Bucharest time. */
function bounds(window: Window | null): { startsAt: Date | null; endsAt: Date | null } {
  if (!window) return { startsAt: null, endsAt: null };
  return { startsAt: shopMidnight(window.first), endsAt: shopMidnight(window.last + 1) };
}

function pickBooks(
  rng: Random,
  rows: CatalogueRows,
  topOfBook: readonly (TopCategorySlug | undefined)[],
  from: LandingPicks,
  count: number,
  romanianClassics: number,
): BookRow[] {
  if (from === "romanian-classics") return rows.books.slice(0, Math.min(romanianClassics, count));
  const onShelf = (book: BookRow) =>
    book.format !== "pack" && !book.availableFrom && (book.stock ?? 0) > 0;
  let candidates: BookRow[];
  if (from === "holiday-reads") {
    candidates = rows.books.filter((book) => {
      const top = topOfBook[book.id];
      return onShelf(book) && book.language === "ro" && top !== undefined && FICTION.has(top);
    });
  } else {
    candidates = rows.books.filter((book) => onShelf(book) && (book.salesCount ?? 0) >= 40);
    if (candidates.length < count) candidates = rows.books.filter(onShelf);
  }
  return rng.sample(candidates, count);
}

export function buildLandings(
  rng: Random,
  rows: CatalogueRows,
  topOfBook: readonly (TopCategorySlug | undefined)[],
  calendar: SeedCalendar,
  romanianClassics: number,
): { landings: LandingRow[]; landingBooks: LandingBookRow[] } {
  const categoryIds = new Map(rows.categories.map((category) => [category.slug, category.id]));
  const result: { landings: LandingRow[]; landingBooks: LandingBookRow[] } = {
    landings: [],
    landingBooks: [],
  };
  const positions = new Map<string, number>();
  const add = (row: Omit<LandingRow, "id" | "position">, picked: BookRow[] = []) => {
    const position = positions.get(row.kind) ?? 0;
    positions.set(row.kind, position + 1);
    if (result.landings.some((other) => other.kind === row.kind && other.slug === row.slug)) {
      throw new Error(`Two ${row.kind} landings share the slug ${row.slug}`);
    }
    const id = result.landings.length + 1;
    result.landings.push({ id, ...row, position });
    picked.forEach((book, index) => {
      result.landingBooks.push({ landingId: id, bookId: book.id, position: index });
    });
  };

  for (const seed of LANDINGS) {
    const { rule, picks } = seed;
    const categoryId = rule?.category ? categoryIds.get(rule.category) : undefined;
    if (rule?.category && categoryId === undefined) {
      throw new Error(`Landing ${seed.slug}: no category ${rule.category}`);
    }
    const window = seed.window
      ? {
          first: calendar.referenceDay + seed.window.from,
          last: calendar.referenceDay + seed.window.to,
        }
      : null;
    const picked = picks
      ? pickBooks(rng, rows, topOfBook, picks.from, picks.count, romanianClassics)
      : [];
    add(
      {
        kind: seed.kind,
        slug: seed.slug,
        title: seed.title,
        intro: seed.intro,
        bannerText: seed.bannerText,
        bannerColor: seed.bannerColor,
        ...bounds(window),
        ruleCategoryId: categoryId ?? null,
        ruleMaxPrice: rule?.maxPrice ?? null,
        ruleFormat: null,
        ruleOrder: rule?.order ?? "bestsellers",
        ruleLimit: rule?.limit ?? picks?.count ?? 60,
      },
      picked,
    );
  }

  // The campaign of the reference date's year first, then the past ones, newest first.
  const currentYear = calendar.referenceYear;
  const past = PAST_BLACK_FRIDAY_YEARS.filter((year) => year !== currentYear).sort((a, b) => b - a);
  for (const year of [currentYear, ...past]) {
    const current = year === currentYear;
    const window = current
      ? {
          first: calendar.referenceDay + CURRENT_BLACK_FRIDAY_WINDOW.from,
          last: calendar.referenceDay + CURRENT_BLACK_FRIDAY_WINDOW.to,
        }
      : blackFridayWindow(year);
    add({
      kind: "black-friday",
      slug: `black-friday-${year}`,
      ...blackFridayTexts(year),
      bannerColor: current ? BLACK_FRIDAY_COLORS.current : BLACK_FRIDAY_COLORS.past,
      ...bounds(window),
      ruleCategoryId: null,
      ruleMaxPrice: null,
      ruleFormat: null,
      ruleOrder: BLACK_FRIDAY_RULE.order,
      ruleLimit: BLACK_FRIDAY_RULE.limit,
    });
  }
  return result;
}
