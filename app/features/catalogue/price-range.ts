import { formatLei } from "~/lib/money";

/**
 * A price span in words: "Între 10,00 lei și 25,00 lei", a single price when both ends are the
 * same, "De la"/"Până la" when only one end is given; null when neither is.
 */
export function priceRangeText(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) {
    return min === max ? formatLei(min) : `Între ${formatLei(min)} și ${formatLei(max)}`;
  }
  if (min !== undefined) return `De la ${formatLei(min)}`;
  if (max !== undefined) return `Până la ${formatLei(max)}`;
  return null;
}
