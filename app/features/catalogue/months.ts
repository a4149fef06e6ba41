// Months of publication for /lansari-lunare ("2026-11" ⇄ "noiembrie 2026").

const MONTH_NAMES = [
  "ianuarie",
  "februarie",
  "martie",
  "aprilie",
  "mai",
  "iunie",
  "iulie",
  "august",
  "septembrie",
  "octombrie",
  "noiembrie",
  "decembrie",
];

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function monthLabel(month: string): string {
  const [, year, m] = MONTH_PATTERN.exec(month) ?? [];
  return `${MONTH_NAMES[Number(m) - 1] ?? ""} ${year ?? ""}`.trim();
}

/** "2026-11" shifted by n months. */
export function shiftMonth(month: string, n: number): string {
  const [, year, m] = MONTH_PATTERN.exec(month) ?? [];
  const total = Number(year) * 12 + Number(m) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** First and last day of a month as day numbers (YYYYMMDD). */
export function monthSpan(month: string): { from: number; to: number } {
  const base = Number(month.replace("-", "")) * 100;
  return { from: base + 1, to: base + 31 };
}
