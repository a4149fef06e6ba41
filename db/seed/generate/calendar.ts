// Every date of the demo data derives from one reference date ("today" for the data), never
// from the clock. The fixed dates written below are those of the default reference date; another
// reference date moves all of them by the same number of days.
import { SHOP_TIME_ZONE } from "../../../app/lib/dates";

/** The default reference date: publication dates lie before it, pre-orders after it. */
export const REFERENCE_DATE = "2026-11-01";

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_PUBLICATION = "2010-01-01";
/** Pre-orders ship from a few days after the reference date until about four months after it. */
const PRE_ORDER_FIRST_OFFSET = 4;
const PRE_ORDER_LAST_OFFSET = 119;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function timestampOf(isoDay: string, hour = 9): Date {
  return new Date(`${isoDay}T${String(hour).padStart(2, "0")}:00:00Z`);
}

/** A moment `minutes` after midnight UTC of `day`. */
export function momentOf(day: number, minutes: number): Date {
  return new Date(day * DAY_MS + minutes * 60_000);
}

const shopHour = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  hourCycle: "h23",
});

/** Midnight in Bucharest at the start of `day` (UTC+2 in winter, UTC+3 in summer). */
export function shopMidnight(day: number): Date {
  const winter = new Date(day * DAY_MS - 2 * 3_600_000);
  return shopHour.format(winter) === "00" ? winter : new Date(winter.getTime() - 3_600_000);
}

/** Reference dates the seed accepts, first and last included. */
export const REFERENCE_DATE_RANGE = { first: "2000-01-01", last: "2099-12-31" } as const;

/** Throws a RangeError unless `text` is a real calendar date, YYYY-MM-DD, within the range. */
export function assertReferenceDate(text: string): void {
  const { first, last } = REFERENCE_DATE_RANGE;
  const valid =
    ISO_DATE.test(text) &&
    Number.isFinite(dayNumber(text)) &&
    isoDate(dayNumber(text)) === text &&
    text >= first &&
    text <= last;
  if (!valid) {
    throw new RangeError(`referenceDate must be a date from ${first} to ${last}, got ${text}`);
  }
}

export class SeedCalendar {
  readonly referenceDay: number;
  readonly firstDay: number;
  readonly preOrderFirstDay: number;
  readonly preOrderLastDay: number;
  private readonly shift: number;

  constructor(readonly referenceDate: string) {
    assertReferenceDate(referenceDate);
    this.referenceDay = dayNumber(referenceDate);
    this.shift = this.referenceDay - dayNumber(REFERENCE_DATE);
    this.firstDay = this.at(FIRST_PUBLICATION);
    this.preOrderFirstDay = this.referenceDay + PRE_ORDER_FIRST_OFFSET;
    this.preOrderLastDay = this.referenceDay + PRE_ORDER_LAST_OFFSET;
  }

  /** The day of a date written for the default reference date, moved with this one. */
  at(isoAtDefault: string): number {
    return dayNumber(isoAtDefault) + this.shift;
  }

  get referenceYear(): number {
    return Number(this.referenceDate.slice(0, 4));
  }
}
