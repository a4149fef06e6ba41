// The loyalty programme's numbers, shown on pages and applied by the ledger (no server code).
import type { PluralForms } from "../../lib/plural";

/** One point per whole leu of a delivered order's products. */
export const BONUS_POINTS_PER_LEU = 1;
/** What a point is worth when spent, in bani. */
export const BONUS_POINT_VALUE_BANI = 1;
/** Points earned expire after this many days. */
export const BONUS_VALID_DAYS = 365;

/** "1 punct", "5 puncte", "20 de puncte" (with lib/plural). */
export const BONUS_POINT_FORMS: PluralForms = { one: "punct", few: "puncte", other: "de puncte" };

/** A tier of the programme (the `loyalty.tiers` setting). */
export interface Tier {
  name: string;
  minPoints: number;
  /** What the tier's page promises; each must be something the shop does. */
  benefits: string[];
  /** Bani: the tier's free-shipping minimum, charged by the quote when below the shop's. */
  freeShippingFrom?: number | undefined;
}
