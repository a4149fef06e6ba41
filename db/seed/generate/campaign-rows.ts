// The rows the demo's campaigns are made of, and what the campaign builders share.
import type {
  campaigns,
  galaCategories,
  galaNominees,
  priceRules,
  prizes,
  vouchers,
} from "../../schema-promotions";
import type { BookRow, CatalogueRows } from "./context";

export type CampaignRow = typeof campaigns.$inferInsert & { id: number };
export type PriceRuleRow = typeof priceRules.$inferInsert;
export type VoucherRow = typeof vouchers.$inferInsert;
export type PrizeRow = typeof prizes.$inferInsert;
export type GalaCategoryRow = typeof galaCategories.$inferInsert & { id: number };
export type GalaNomineeRow = typeof galaNominees.$inferInsert & { id: number };

export interface PromotionRows {
  campaigns: CampaignRow[];
  priceRules: PriceRuleRow[];
  vouchers: VoucherRow[];
  prizes: PrizeRow[];
  galaCategories: GalaCategoryRow[];
  galaNominees: GalaNomineeRow[];
}

/** Adds a campaign and answers its id. */
export type AddCampaign = (row: Omit<CampaignRow, "id">) => number;

/** The best sellers on the shelf: gifts, day offers and Black Friday prices pick from them. */
export function bestsellers(rows: CatalogueRows): BookRow[] {
  return rows.books
    .filter((b) => b.format !== "pack" && !b.availableFrom && (b.stock ?? 0) > 20)
    .sort((a, b) => (b.salesCount ?? 0) - (a.salesCount ?? 0) || a.id - b.id);
}
