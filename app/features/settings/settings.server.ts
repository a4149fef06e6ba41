// Shop settings: JSON values in site_settings, one row per key, each validated by its schema and
// falling back to its default when absent or malformed (a bad row never breaks a page).
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/);

export const SETTINGS = {
  "home.theme": {
    schema: z.object({
      theme: z.enum(["default", "black-friday"]),
      /** The Black Friday landing /the-black-friday and the themed home point to. */
      blackFridayLanding: z.string().nullable(),
    }),
    fallback: { theme: "default", blackFridayLanding: null },
  },
  "shop.freeShipping": {
    schema: z.object({ show: z.boolean(), minimum: z.number().int().min(0) }),
    fallback: { show: true, minimum: 50_000 },
  },
  "shop.firstOrderDiscount": {
    schema: z.object({ show: z.boolean(), percent: z.number().int().min(0).max(100) }),
    fallback: { show: false, percent: 0 },
  },
  /** Standard courier cost in bani, charged below the free-shipping minimum. */
  "shop.shipping": {
    schema: z.object({ cost: z.number().int().min(0) }),
    fallback: { cost: 1999 },
  },
  /** Products that never show replacement packs (the spec's 91858). */
  "cart.packExclusions": {
    schema: z.object({ productIds: z.array(z.number().int().positive()).max(10_000) }),
    fallback: { productIds: [91858] },
  },
  "campaign.wheelOfFortune": {
    schema: z.object({ startDate: isoDate.nullable(), endDate: isoDate.nullable() }),
    fallback: { startDate: null, endDate: null },
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;

export async function readSettings<K extends SettingKey>(
  db: Database,
  keys: K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, keys));
  const found = new Map(rows.map((row) => [row.key, row.value]));
  const out = {} as { [P in K]: SettingValue<P> };
  for (const key of keys) {
    const parsed = SETTINGS[key].schema.safeParse(found.get(key));
    out[key] = (parsed.success ? parsed.data : SETTINGS[key].fallback) as SettingValue<typeof key>;
  }
  return out;
}

export async function readSetting<K extends SettingKey>(
  db: Database,
  key: K,
): Promise<SettingValue<K>> {
  return (await readSettings(db, [key]))[key];
}
