// Which books count as new, as list filters: /carti/noutati and the home page's "Noutăți" slider.
import { addDays } from "../../lib/dates";
import { dayNumber } from "./list-index/catalogue-index";
import { NEW_BOOKS_DAYS } from "./new-books";

/** What /carti/noutati lists: books published in the last NEW_BOOKS_DAYS days, up to today. */
export function newBooksWindow(today: string): { publishedFrom: number; publishedTo: number } {
  return {
    publishedFrom: dayNumber(addDays(today, -NEW_BOOKS_DAYS)),
    publishedTo: dayNumber(today),
  };
}
