// Shop settings: JSON values in site_settings, one row per key, each validated by its schema and
// falling back to its default when absent or malformed (a bad row never breaks a page).
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database, Tx } from "../../../db/client.server";
import { siteSettings } from "../../../db/schema";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/);

export const SETTINGS = {
  "home.theme": {
    schema: z.object({
      /** "auto": the Black Friday home while the current campaign's landing runs. */
      theme: z.enum(["default", "black-friday", "auto"]),
      /** The Black Friday landing /the-black-friday and the themed home point to. */
      blackFridayLanding: z.string().nullable(),
    }),
    fallback: { theme: "default", blackFridayLanding: null },
  },
  "shop.freeShipping": {
    schema: z.object({ show: z.boolean(), minimum: z.number().int().min(0) }),
    fallback: { show: true, minimum: 50_000 },
  },
  /** The first-order box: its percent, and the single-use code it e-mails (valid `validDays`). */
  "shop.firstOrderDiscount": {
    schema: z.object({
      show: z.boolean(),
      percent: z.number().int().min(0).max(100),
      validDays: z.number().int().min(1).max(365).default(30),
      minOrder: z.number().int().min(0).default(0),
    }),
    fallback: { show: false, percent: 0, validDays: 30, minOrder: 0 },
  },
  /**
   * Shipping promotions, each within its window: free shipping from `freeFrom` (0: any order),
   * and optionally a reduced cost from `reducedFrom`. The quote charges them; the cart's shipping
   * bar shows `label` and, with `showTimer`, a countdown to the end.
   */
  "shop.shippingPromos": {
    schema: z.object({
      promos: z
        .array(
          z.object({
            label: z.string().min(1),
            startsAt: isoDate,
            endsAt: isoDate,
            freeFrom: z.number().int().min(0),
            reducedFrom: z.number().int().min(0).nullable().default(null),
            reducedCost: z.number().int().min(0).nullable().default(null),
            showTimer: z.boolean().default(false),
          }),
        )
        .max(50),
    }),
    fallback: { promos: [] },
  },
  /** Standard courier cost in bani, charged below the free-shipping minimum. */
  "shop.shipping": {
    schema: z.object({ cost: z.number().int().min(0) }),
    fallback: { cost: 1999 },
  },
  /** The shop's pages on social networks, linked from the footer in this order. */
  "shop.socialLinks": {
    schema: z
      .array(
        z.object({
          name: z.string().min(1).max(40),
          url: z.url({ protocol: /^https$/ }),
        }),
      )
      .max(12),
    fallback: [],
  },
  /**
   * The company behind the shop, shown on /contact (share capital in bani). `contactEmail`
   * receives the contact form; null: STORE_EMAIL. Absent: /contact shows the STORE_* identity.
   */
  "shop.company": {
    schema: z
      .object({
        legalName: z.string().min(1),
        /** CUI / CIF, e.g. "RO41235870". */
        taxId: z.string().min(1),
        /** Trade register number, e.g. "J40/11235/2019". */
        tradeRegister: z.string().min(1),
        shareCapital: z.number().int().min(0),
        registeredOffice: z.string().min(1),
        workingAddress: z.string().min(1),
        phone: z.string().min(1),
        email: z.email(),
        workingHours: z.string().min(1),
        contactEmail: z.email().nullable().default(null),
      })
      .nullable(),
    fallback: null,
  },
  /**
   * Newsletter double opt-in: the consent wording at the checkbox and its version, stored with
   * each subscription (change both together), and how many days a confirmation link works.
   */
  "newsletter.optIn": {
    schema: z.object({
      consentVersion: z.string().min(1).max(40),
      consentText: z.string().min(1).max(1000),
      confirmDays: z.number().int().min(1).max(30),
    }),
    fallback: {
      consentVersion: "2026-01",
      consentText:
        "Sunt de acord să primesc pe e-mail newsletterul librăriei, cu noutăți, recomandări și oferte. Mă pot dezabona oricând, din linkul aflat în fiecare e-mail.",
      confirmDays: 7,
    },
  },
  /** How long entering checkout holds the cart's copies (the spec's 1,200,000 ms). */
  "checkout.reservation": {
    schema: z.object({ milliseconds: z.number().int().min(60_000).max(86_400_000) }),
    fallback: { milliseconds: 1_200_000 },
  },
  /**
   * Delivery methods offered at step 2, by where the order goes. `cost` null means the standard
   * courier cost of shop.shipping, free from the shop.freeShipping minimum like the cart quote;
   * a number is that method's own price (`freeFrom` null: never free).
   */
  "checkout.delivery": {
    schema: z.object({
      methods: z
        .array(
          z.object({
            code: z.string().regex(/^[a-z0-9-]{1,32}$/),
            name: z.string().min(1),
            description: z.string(),
            for: z.enum(["address", "pickup", "international"]),
            cost: z.number().int().min(0).nullable(),
            freeFrom: z.number().int().min(0).nullable(),
            /** Working days, shown to the shopper. */
            days: z.string(),
          }),
        )
        .min(1),
    }),
    fallback: {
      methods: [
        {
          code: "curier",
          name: "Curier rapid la adresă",
          description: "Livrare în 1–2 zile lucrătoare oriunde în România.",
          for: "address",
          cost: null,
          freeFrom: null,
          days: "1–2 zile lucrătoare",
        },
        {
          code: "punct-ridicare",
          name: "Ridicare din punct de livrare",
          description:
            "Ridici coletul din locker sau din magazinul partener ales, când îți convine.",
          for: "pickup",
          cost: 999,
          freeFrom: 15_000,
          days: "1–2 zile lucrătoare",
        },
        {
          code: "international",
          name: "Curier internațional",
          description: "Livrare în 5–10 zile lucrătoare, cu număr de urmărire.",
          for: "international",
          cost: 5999,
          freeFrom: null,
          days: "5–10 zile lucrătoare",
        },
      ],
    },
  },
  /** Payment methods' rules: cash-on-delivery fee, the bank account, how long a card order waits. */
  "checkout.payment": {
    schema: z.object({
      codFee: z.number().int().min(0),
      /** Cash on delivery is not offered abroad or above this total (bani). */
      codMaxTotal: z.number().int().min(0),
      bankTransfer: z.object({ beneficiary: z.string(), iban: z.string(), bank: z.string() }),
      /** Unpaid card orders are cancelled, and their stock released, after this many minutes. */
      cardPaymentMinutes: z.number().int().min(5).max(10_080),
    }),
    fallback: {
      codFee: 0,
      codMaxTotal: 300_000,
      bankTransfer: {
        beneficiary: "Coperta Librărie și Editură S.R.L.",
        iban: "RO49AAAA1B31007593840000",
        bank: "Banca Transilvania",
      },
      cardPaymentMinutes: 60,
    },
  },
  /** The loyalty programme's tiers, by points earned in the last 12 months. */
  "loyalty.tiers": {
    schema: z.object({
      tiers: z
        .array(
          z.object({
            name: z.string().min(1),
            minPoints: z.number().int().min(0),
            benefits: z.array(z.string().min(1)).max(10),
            freeShippingFrom: z.number().int().min(0).optional(),
          }),
        )
        .min(1),
    }),
    fallback: {
      tiers: [
        {
          name: "Cititor",
          minPoints: 0,
          benefits: ["Un punct pentru fiecare leu din comenzile livrate", "Oferte în newsletter"],
        },
        {
          name: "Cititor pasionat",
          minPoints: 500,
          benefits: ["Tot ce are nivelul Cititor", "Transport gratuit de la 150 de lei"],
          freeShippingFrom: 15_000,
        },
        {
          name: "Bibliofil",
          minPoints: 2000,
          benefits: ["Tot ce are nivelul Cititor pasionat", "Transport gratuit de la 100 de lei"],
          freeShippingFrom: 10_000,
        },
      ],
    },
  },
  /**
   * Gift vouchers (/vouchercadou), in bani: the values offered, the range of a value the shopper
   * types, how long an issued code lasts, after how many days an unordered draft is deleted, and
   * how far ahead the recipient's day may be chosen.
   */
  "giftCards.purchase": {
    schema: z.object({
      denominations: z.array(z.number().int().min(100)).min(1).max(12),
      min: z.number().int().min(100),
      max: z.number().int().min(100),
      validMonths: z.number().int().min(1).max(60),
      draftDays: z.number().int().min(1).max(365),
      // How many days ahead a buyer may choose the day the recipient gets the code (0: no choice,
      // the code leaves when the order is paid). Rows written before it existed read 365.
      scheduleDays: z.number().int().min(0).max(730).default(365),
    }),
    fallback: {
      denominations: [5_000, 10_000, 15_000, 20_000, 30_000],
      min: 5_000,
      max: 100_000,
      validMonths: 12,
      draftDays: 30,
      scheduleDays: 365,
    },
  },
  /** Products that never show replacement packs (the spec's 91858). */
  "cart.packExclusions": {
    schema: z.object({ productIds: z.array(z.number().int().positive()).max(10_000) }),
    fallback: { productIds: [91858] },
  },
  /** Where job applications go (with the CV attached); null: the shop's address (STORE_EMAIL). */
  "careers.email": {
    schema: z.object({ to: z.email().nullable() }),
    fallback: { to: null },
  },
  /**
   * Manuscripts sent from /publica-o-carte: the editorial address told of each (null: the shop's
   * address, STORE_EMAIL), the answer time promised to authors, and the genres of the form.
   */
  "manuscripts.submissions": {
    schema: z.object({
      to: z.email().nullable(),
      replyWithinWeeks: z.number().int().min(1).max(52),
      genres: z.array(z.string().min(1).max(60)).min(1).max(30),
    }),
    fallback: {
      to: null,
      replyWithinWeeks: 8,
      genres: [
        "Roman",
        "Proză scurtă",
        "Poezie",
        "Literatură pentru copii",
        "Literatură pentru adolescenți",
        "Memorialistică",
        "Eseu",
        "Dezvoltare personală",
        "Istorie",
        "Altele",
      ],
    },
  },
  "campaign.wheelOfFortune": {
    schema: z.object({ startDate: isoDate.nullable(), endDate: isoDate.nullable() }),
    fallback: { startDate: null, endDate: null },
  },
  /**
   * The cookie banner's policy: a new `version` asks every visitor again (a stored choice names
   * the version it was given for); a choice is kept `maxAgeDays` (6 to 13 months).
   */
  "consent.policy": {
    schema: z.object({
      version: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/),
      maxAgeDays: z.number().int().min(180).max(395),
    }),
    fallback: { version: "2026-01", maxAgeDays: 180 },
  },
  /**
   * The conversions endpoint behind the spec's /api/facebook/* calls: events of visitors who
   * accepted marketing are stored (e-mail hashed) and forwarded there. Disabled or without an
   * endpoint, nothing is stored or sent. Rows are deleted `retentionDays` after they were made.
   */
  "tracking.conversions": {
    schema: z.object({
      enabled: z.boolean(),
      endpoint: z.url({ protocol: /^https?$/ }).nullable(),
      accessToken: z.string().min(1).max(1000).nullable(),
      retentionDays: z.number().int().min(1).max(90).default(30),
    }),
    fallback: { enabled: false, endpoint: null, accessToken: null, retentionDays: 30 },
  },
  /**
   * Browser trackers (tag manager, analytics, pixels), each loaded only with consent for its
   * category. Pages' CSP allows exactly the origins of the enabled ones (scriptUrl's and
   * `origins`, where it loads more code or sends its data). `{id}` in scriptUrl is the id.
   */
  "tracking.trackers": {
    schema: z.object({
      trackers: z
        .array(
          z.object({
            name: z.string().min(1).max(60),
            kind: z.enum(["gtm", "gtag", "meta-pixel", "script"]),
            category: z.enum(["analytics", "marketing"]),
            scriptUrl: z.url({ protocol: /^https$/ }).max(500),
            id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
            origins: z
              .array(z.url({ protocol: /^https$/ }).max(200))
              .max(10)
              .default([]),
            enabled: z.boolean().default(true),
          }),
        )
        .max(10),
    }),
    fallback: { trackers: [] },
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;

export async function readSettings<K extends SettingKey>(
  db: Database | Tx,
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
  db: Database | Tx,
  key: K,
): Promise<SettingValue<K>> {
  return (await readSettings(db, [key]))[key];
}
