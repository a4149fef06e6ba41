// The content_pages rows: about, terms, help sections and campaign rules. The rules' periods are
// those of the campaigns' landings (data/landings.ts), dated from the seed's calendar.
import { formatCalendarDate } from "../../../app/lib/dates";
import type { contentPages } from "../../schema-content";
import { campaignRules } from "../data/campaign-rules";
import { ABOUT_PAGE, type PageSeed, TERMS_PAGE } from "../data/content-pages";
import { HELP_PAGES } from "../data/help-pages";
import { CURRENT_BLACK_FRIDAY_WINDOW, LANDINGS } from "../data/landings";
import { isoDate, type SeedCalendar, timestampOf } from "./calendar";

export type ContentPageRow = typeof contentPages.$inferInsert;

const BOOK_FAIR_SLUG = "targul-de-carte";

function period(calendar: SeedCalendar, window: { from: number; to: number }) {
  const from = isoDate(calendar.referenceDay + window.from);
  const to = isoDate(calendar.referenceDay + window.to);
  return {
    year: Number(from.slice(0, 4)),
    from: formatCalendarDate(from),
    to: formatCalendarDate(to),
  };
}

export function buildContentPages(calendar: SeedCalendar): ContentPageRow[] {
  const fair = LANDINGS.find((landing) => landing.slug === BOOK_FAIR_SLUG)?.window;
  if (!fair) throw new Error(`Content: the rules need the ${BOOK_FAIR_SLUG} landing's window`);
  const blackFriday = period(calendar, CURRENT_BLACK_FRIDAY_WINDOW);
  const pages: PageSeed[] = [
    ABOUT_PAGE,
    TERMS_PAGE,
    ...HELP_PAGES,
    ...campaignRules({
      // The current campaign carries the reference year in its address (black-friday-{year}).
      blackFriday: { ...blackFriday, year: calendar.referenceYear },
      bookFair: period(calendar, fair),
    }),
  ];
  const updatedAt = timestampOf(calendar.referenceDate);
  return pages.map((page) => ({ ...page, updatedAt }));
}
