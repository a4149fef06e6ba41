// Calendar dates in the shop's time zone (Europe/Bucharest), whatever the server's zone is.

export const SHOP_TIME_ZONE = "Europe/Bucharest";

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const longDay = new Intl.DateTimeFormat("ro-RO", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Today's date in Bucharest as YYYY-MM-DD. */
// Formatting a date in a time zone is slow next to a search answer; the day can only change on a
// minute boundary (Bucharest is a whole number of hours from UTC), so one result per minute.
let lastMinute = Number.NaN;
let lastDay = "";

export function todayInShop(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = isoDay.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/** The current year in Bucharest. */
export function yearInShop(now: Date = new Date()): number {
  return Number(todayInShop(now).slice(0, 4));
}

/** "2026-12-05" → "5 decembrie 2026". */
export function formatCalendarDate(isoDate: string): string {
  return longDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2026-11-22" plus n days (n may be negative), as YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const shopDay = new Intl.DateTimeFormat("ro-RO", { timeZone: SHOP_TIME_ZONE, dateStyle: "long" });
const shopDayTime = new Intl.DateTimeFormat("ro-RO", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

const shopShortDay = new Intl.DateTimeFormat("ro-RO", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/**
 * An instant's day in Bucharest, short: "05.12.2026". The server and the browser write the same,
 * whatever their own time zones, so a page hydrates without a mismatch.
 */
export function formatShopShortDate(at: Date): string {
  return shopShortDay.format(at);
}

/** An instant's day in Bucharest: "5 decembrie 2026". */
export function formatShopDate(at: Date): string {
  return shopDay.format(at);
}

/**
 * The last day a window that ends at `endsAt` (exclusive) still covers: a campaign or code ending
 * at midnight works all of the day before, which is the day to name ("până pe 26 ianuarie").
 */
export function formatLastShopDay(endsAt: Date): string {
  return shopDay.format(new Date(endsAt.getTime() - 1));
}

/** An instant in Bucharest, to the minute: "5 decembrie 2026 la 18:30". */
export function formatShopDateTime(at: Date): string {
  return shopDayTime.format(at);
}

const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** What a Bucharest wall clock shows at `at`, read as if it were UTC (milliseconds). */
function wallClockMs(at: Date): number {
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
  );
}

/**
 * The instant Bucharest's clocks show `hour`:00 on `isoDate` ("2026-12-05", 9 → 07:00 UTC).
 * Meant for daytime hours: summer time starts and ends between 03:00 and 04:00.
 */
export function shopDayAt(isoDate: string, hour: number): Date {
  const asUtc = Date.parse(`${isoDate}T${String(hour).padStart(2, "0")}:00:00Z`);
  const offset = wallClockMs(new Date(asUtc)) - asUtc;
  return new Date(asUtc - offset);
}
