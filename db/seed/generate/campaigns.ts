// The demo's campaigns: every promo window of spec section 9 as data, moved around the reference
// date (the wheel and the fortune cookie run now, the seasonal popups in the coming months, each
// reachable earlier by its query flag), with their vouchers, prizes and campaign prices.
import type {
  campaigns,
  galaCategories,
  galaNominees,
  priceRules,
  prizes,
  vouchers,
} from "../../schema-promotions";
import type { SeedCalendar } from "./calendar";
import { shopMidnight } from "./calendar";
import { type BookRow, type CatalogueRows, CHILDREN, FICTION } from "./context";
import type { LandingRow } from "./landings";
import { roundDownTo99 } from "./prices";

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

interface Days {
  from: number;
  to: number;
}

const steps = (h1: string, texts: [string, string, string]) =>
  texts.map((p, i) => ({ h1: i === 0 ? h1 : i === 1 ? "Aproape gata…" : "Felicitări!", p }));

/** Popup campaigns: slug, type id, voucher code and percent (or lei), flag, window, texts. */
const POPUPS = [
  {
    slug: "oul-de-paste",
    popupTypeId: 1,
    name: "PASTE20",
    flag: "egg",
    days: { from: 140, to: 155 },
    voucher: { kind: "percent", value: 20, minOrder: 0 },
    texts: {
      variant: "egg",
      steps: steps("Ai găsit oul de Paște!", [
        "Apasă pe ou ca să vezi ce ascunde.",
        "Mai apasă o dată: surpriza e aproape.",
        "Ai 20% reducere extra la comanda ta. Reducerea se aplică automat în coș.",
      ]),
    },
  },
  {
    slug: "popup-reducere-2",
    popupTypeId: 2,
    name: "SURPRIZA15",
    flag: "pd2",
    days: { from: 60, to: 62 },
    voucher: { kind: "percent", value: 15, minOrder: 0 },
    texts: {
      variant: "discount",
      steps: steps("O surpriză pentru tine", [
        "Apasă pe cadou ca să-l deschizi.",
        "Încă un clic și e al tău.",
        "Ai 15% reducere extra. Transport gratuit de la 99 lei și un semn de carte cadou.",
      ]),
    },
  },
  {
    slug: "inimioara",
    popupTypeId: 3,
    name: "DRAGOSTE14",
    flag: "heart",
    days: { from: 79, to: 82 },
    voucher: { kind: "percent", value: 14, minOrder: 0 },
    texts: {
      variant: "heart",
      steps: steps("Cărțile se iubesc în doi", [
        "Apasă pe inimă.",
        "Inima bate mai tare…",
        "Ai 14% reducere de Ziua Îndrăgostiților. Reducerea se aplică automat în coș.",
      ]),
    },
  },
  {
    slug: "popup-reducere-5",
    popupTypeId: 5,
    name: "CINEMA23",
    flag: "pd5",
    days: { from: 30, to: 33 },
    voucher: { kind: "percent", value: 23, minOrder: 0 },
    texts: {
      variant: "cinema",
      steps: steps("Seara de film începe cu o carte", [
        "Apasă pe bilet.",
        "Se sting luminile…",
        "Ai 23% reducere la comanda ta!",
      ]),
      chat: [
        "Ai văzut filmul? Cartea e și mai bună.",
        "Serios? Atunci o comand acum.",
        "Grăbește-te, reducerea e doar azi!",
      ],
    },
  },
  {
    slug: "popup-reducere-3",
    popupTypeId: 6,
    name: "ECONOMISESC10",
    flag: "pd",
    days: { from: 10, to: 11 },
    voucher: { kind: "percent", value: 10, minOrder: 0 },
    texts: {
      variant: "discount",
      steps: steps("Economisește la lectură", [
        "Apasă ca să descoperi oferta.",
        "Încă puțin…",
        "Ai 10% reducere la toată comanda.",
      ]),
    },
  },
  {
    slug: "oul-de-zece-lei",
    popupTypeId: 1,
    name: "ECONOMISESC10LEI",
    flag: "pig",
    days: { from: 145, to: 150 },
    voucher: { kind: "amount", value: 1000, minOrder: 3000 },
    texts: {
      variant: "ten-lei",
      steps: [
        { h1: "Un ou cu 10 lei!", p: "Apasă pe ou ca să primești 10 lei reducere." },
        {
          h1: "Voucherul a fost adăugat în coș!",
          p: "Ai 10 lei reducere la comenzile de minimum 30 de lei.",
        },
      ],
    },
  },
] as const;

const PUZZLE_CODES = [
  ["BKZPUZwuq10", 10],
  ["BKZPUZwsf15", 15],
  ["BKZPUZqey20", 20],
] as const;

/** The best sellers on the shelf: gifts, day offers and Black Friday prices pick from them. */
function bestsellers(rows: CatalogueRows): BookRow[] {
  return rows.books
    .filter((b) => b.format !== "pack" && !b.availableFrom && (b.stock ?? 0) > 20)
    .sort((a, b) => (b.salesCount ?? 0) - (a.salesCount ?? 0) || a.id - b.id);
}

export function buildCampaigns(
  rows: CatalogueRows,
  landings: readonly LandingRow[],
  calendar: SeedCalendar,
): PromotionRows {
  const out: PromotionRows = {
    campaigns: [],
    priceRules: [],
    vouchers: [],
    prizes: [],
    galaCategories: [],
    galaNominees: [],
  };
  const at = (day: number) => shopMidnight(calendar.referenceDay + day);
  const window = (days: Days) => ({ startsAt: at(days.from), endsAt: at(days.to + 1) });
  const add = (row: Omit<CampaignRow, "id">) => {
    const id = out.campaigns.length + 1;
    out.campaigns.push({ id, ...row });
    return id;
  };
  // Codes handed out by popups work from today until their campaign ends, so a popup forced
  // early by its flag gives a code the cart accepts (what it shows is what it charges).
  const codeWindow = (days: Days) => ({ startsAt: at(-1), endsAt: at(days.to + 1) });

  for (const popup of POPUPS) {
    const id = add({
      slug: popup.slug,
      type: "surprise",
      name: popup.name,
      popupTypeId: popup.popupTypeId,
      queryFlag: popup.flag,
      ...window(popup.days),
      texts: popup.texts,
    });
    out.vouchers.push({
      code: popup.name,
      campaignId: id,
      kind: popup.voucher.kind,
      value: popup.voucher.value,
      minOrder: popup.voucher.minOrder,
      maxUsesPerCustomer: 1,
      ...codeWindow(popup.days),
      description: `Campania ${popup.texts.steps[0]?.h1 ?? popup.slug}`,
    });
  }

  const puzzle = add({
    slug: "puzzle",
    type: "puzzle",
    name: "Puzzle",
    queryFlag: "puzzle",
    ...window({ from: 90, to: 91 }),
    texts: {
      steps: [
        {
          h1: "Rezolvă puzzle-ul și câștigă o reducere",
          p: "Alege un nivel: cu cât e mai greu, cu atât reducerea e mai mare.",
        },
      ],
    },
    // Spec section 9: 1/3/5 minutes, 2×2/3×3/4×4 pieces, 10/15/20 %.
    settings: {
      levels: PUZZLE_CODES.map(([code, percent], i) => ({
        level: i + 1,
        minutes: [1, 3, 5][i],
        grid: i + 2,
        percent,
        code,
      })),
    },
  });
  for (const [code, percent] of PUZZLE_CODES) {
    out.vouchers.push({
      code,
      campaignId: puzzle,
      kind: "percent",
      value: percent,
      maxUsesPerCustomer: 1,
      ...codeWindow({ from: 90, to: 91 }),
      description: `Puzzle: ${percent}% reducere`,
    });
  }

  const gifts = bestsellers(rows).slice(0, 3);
  const gift = (i: number) => gifts[i % Math.max(1, gifts.length)]?.id ?? null;
  const drawn = { ...window({ from: -1, to: 30 }), settings: { voucherValidHours: 6 } };

  const wheel = add({
    slug: "roata-norocului",
    type: "wheel",
    name: "Roata norocului",
    queryFlag: "wheel",
    ...drawn,
    settings: { ...drawn.settings, codePrefix: "ROATA" },
  });
  const wheelPrizes: Omit<PrizeRow, "campaignId">[] = [
    {
      slot: 1,
      name: `<b>Carte cadou!</b> ${titleOf(rows, gift(0))}`,
      weight: 100,
      voucherKind: "gift-book",
      voucherBookId: gift(0),
      bgColor: "#93361a",
      color: "#ffffff",
    },
    {
      slot: 2,
      name: "Mai încearcă o dată!",
      weight: 200,
      retry: true,
      bgColor: "#f5f5f4",
      color: "#1c1917",
    },
    {
      slot: 3,
      name: "Transport la <b>6,90 lei</b>",
      weight: 200,
      voucherKind: "shipping-price",
      voucherValue: 690,
      bgColor: "#0f766e",
      color: "#ffffff",
    },
    {
      slot: 4,
      name: "<b>Transport gratuit</b>",
      weight: 100,
      voucherKind: "free-shipping",
      bgColor: "#fde68a",
      color: "#1c1917",
    },
    {
      slot: 5,
      name: "<b>20% reducere</b> extra",
      weight: 100,
      voucherKind: "percent",
      voucherValue: 20,
      bgColor: "#c2410c",
      color: "#ffffff",
    },
    {
      slot: 6,
      name: `<b>Carte cadou!</b> ${titleOf(rows, gift(1))}`,
      weight: 100,
      voucherKind: "gift-book",
      voucherBookId: gift(1),
      bgColor: "#1e3a8a",
      color: "#ffffff",
    },
    {
      slot: 7,
      name: "De data asta, nimic. Poate data viitoare!",
      weight: 0,
      bgColor: "#e7e5e4",
      color: "#1c1917",
    },
    {
      slot: 8,
      name: `<b>Carte cadou!</b> ${titleOf(rows, gift(2))}`,
      weight: 100,
      voucherKind: "gift-book",
      voucherBookId: gift(2),
      bgColor: "#5a3e2b",
      color: "#ffffff",
    },
  ];
  for (const prize of wheelPrizes) out.prizes.push({ campaignId: wheel, ...prize });

  const cookie = add({
    slug: "prajitura-norocului",
    type: "fortune-cookie",
    name: "Prăjitura norocului",
    popupTypeId: 4,
    queryFlag: "fortuneCookie",
    ...drawn,
    settings: { ...drawn.settings, codePrefix: "NOROC" },
  });
  // The spec's 14 slots 1,1,2,2,3,3,4,4,4,4,5,5,5,5 are the weights 2,2,2,4,4.
  const cookiePrizes: Omit<PrizeRow, "campaignId">[] = [
    {
      slot: 1,
      name: "<b>Transport gratuit</b> la comanda ta!",
      weight: 2,
      voucherKind: "free-shipping",
    },
    {
      slot: 2,
      name: "<b>20% reducere</b> extra la comanda ta!",
      weight: 2,
      voucherKind: "percent",
      voucherValue: 20,
    },
    {
      slot: 3,
      name: `<b>Carte cadou:</b> ${titleOf(rows, gift(0))}`,
      weight: 2,
      voucherKind: "gift-book",
      voucherBookId: gift(0),
    },
    {
      slot: 4,
      name: `<b>Carte cadou:</b> ${titleOf(rows, gift(1))}`,
      weight: 4,
      voucherKind: "gift-book",
      voucherBookId: gift(1),
    },
    {
      slot: 5,
      name: `<b>Carte cadou:</b> ${titleOf(rows, gift(2))}`,
      weight: 4,
      voucherKind: "gift-book",
      voucherBookId: gift(2),
    },
  ];
  for (const prize of cookiePrizes) out.prizes.push({ campaignId: cookie, ...prize });

  addPrices(out, rows, landings, calendar, add);
  addWidgetCampaigns(out, rows, calendar, add);
  return out;
}

function titleOf(rows: CatalogueRows, id: number | null): string {
  return rows.books.find((book) => book.id === id)?.title ?? "o carte din topul vânzărilor";
}

/** Epic offers, day offers, Black Friday and the readers' extra discount as price rules. */
function addPrices(
  out: PromotionRows,
  rows: CatalogueRows,
  landings: readonly LandingRow[],
  calendar: SeedCalendar,
  add: (row: Omit<CampaignRow, "id">) => number,
) {
  const at = (day: number) => shopMidnight(calendar.referenceDay + day);
  const top = bestsellers(rows);

  const epicWindow = { startsAt: at(-3), endsAt: at(28) };
  const epic = add({ slug: "oferte-epice", type: "prices", name: "Oferte epice", ...epicWindow });
  // Every 50th book from 20 lei up: a steady, deterministic spread over the catalogue.
  const epicBooks = rows.books.filter(
    (b, i) => i % 50 === 7 && b.format !== "pack" && (b.price ?? 0) >= 1999,
  );
  for (const book of epicBooks) {
    const price = roundDownTo99(Math.floor((book.price ?? 0) * 0.65));
    if (price > 0 && price < (book.price ?? 0)) {
      out.priceRules.push({
        campaignId: epic,
        bookId: book.id,
        price,
        label: "Ofertă epică",
        ...epicWindow,
      });
    }
  }

  const dayOffers = add({
    slug: "oferta-zilei",
    type: "prices",
    name: "Oferta zilei",
    startsAt: at(0),
    endsAt: at(7),
  });
  for (let day = 0; day < 7; day++) {
    const book = top[60 + day];
    if (!book) break;
    out.priceRules.push({
      campaignId: dayOffers,
      bookId: book.id,
      percent: 40,
      label: "Oferta zilei",
      startsAt: at(day),
      endsAt: at(day + 1),
    });
  }

  // The landings list the best sellers: their first 60 carry the campaign's price.
  const now = at(0);
  const current = landings.find(
    (l) =>
      l.kind === "black-friday" && l.startsAt && l.endsAt && l.startsAt <= now && now < l.endsAt,
  );
  const extra = landings.find((l) => l.slug === "reducere-extra-cititori");
  for (const [landing, percent, label] of [
    [current, 25, "Black Friday"],
    [extra, 15, "Reducere extra"],
  ] as const) {
    if (!landing?.startsAt || !landing.endsAt) continue;
    const span = { startsAt: landing.startsAt, endsAt: landing.endsAt };
    const id = add({ slug: `preturi-${landing.slug}`, type: "prices", name: label, ...span });
    for (const book of top.slice(0, 60)) {
      out.priceRules.push({ campaignId: id, bookId: book.id, percent, label, ...span });
    }
  }
}

/** The cities of the wedding promo (spec section 9: about 20 named Romanian cities). */
const WEDDING_CITIES = [
  "București",
  "Cluj-Napoca",
  "Timișoara",
  "Iași",
  "Constanța",
  "Craiova",
  "Brașov",
  "Galați",
  "Ploiești",
  "Oradea",
  "Brăila",
  "Arad",
  "Pitești",
  "Sibiu",
  "Bacău",
  "Târgu Mureș",
  "Baia Mare",
  "Buzău",
  "Botoșani",
  "Satu Mare",
];

/** WOW prices, the day-offer and flash-package popups, the gala, the donation bar, the wedding. */
function addWidgetCampaigns(
  out: PromotionRows,
  rows: CatalogueRows,
  calendar: SeedCalendar,
  add: (row: Omit<CampaignRow, "id">) => number,
) {
  const at = (day: number) => shopMidnight(calendar.referenceDay + day);
  const top = bestsellers(rows);

  // WOW: three best sellers at about half price, one of which a visitor may take, once.
  const wowWindow = { startsAt: at(-1), endsAt: at(14) };
  const wow = add({
    slug: "pret-wow",
    type: "wow-bestseller",
    name: "Preț WOW",
    ...wowWindow,
    settings: { voucherValidHours: 6 },
  });
  for (const book of top.slice(3, 6)) {
    const price = roundDownTo99(Math.floor((book.price ?? 0) * 0.5));
    if (price > 0)
      out.priceRules.push({
        campaignId: wow,
        bookId: book.id,
        price,
        label: "Preț WOW",
        ...wowWindow,
      });
  }

  add({
    slug: "popup-oferta-zilei",
    type: "day-offer",
    name: "Oferta zilei",
    startsAt: at(0),
    endsAt: at(7),
    settings: { pricesCampaign: "oferta-zilei" },
  });

  // A promo pack at a flash price for three days.
  const pack = rows.books.find((b) => b.format === "pack" && (b.stock ?? 0) > 0);
  if (pack) {
    const flashWindow = { startsAt: at(-1), endsAt: at(3) };
    add({
      slug: "pachet-flash",
      type: "flash-package",
      name: "Pachet flash",
      ...flashWindow,
      settings: { packId: pack.id },
    });
    const prices = add({
      slug: "preturi-pachet-flash",
      type: "prices",
      name: "Pachet flash",
      ...flashWindow,
    });
    out.priceRules.push({
      campaignId: prices,
      bookId: pack.id,
      percent: 30,
      label: "Pachet flash",
      ...flashWindow,
    });
  }

  const gala = add({
    slug: "gala-premiilor",
    type: "gala-vote",
    name: "Gala Premiilor Coperta",
    queryFlag: "gala",
    startsAt: at(37),
    endsAt: at(64),
  });
  addGalaNominees(out, rows, gala);

  add({
    slug: "carti-pentru-copii",
    type: "donation",
    name: "Donăm cărți copiilor",
    // Counting runs from a year back; the bar shows in the campaign's last three days.
    startsAt: at(-365),
    endsAt: at(19),
    settings: {
      goal: 10_000,
      fallback: 1_579,
      categorySlug: "pentru-copii",
      barFrom: at(16).toISOString(),
    },
  });

  // Shown to visitors from the listed cities (see app/features/promotions/wedding.server.ts);
  // `?nunta=1` shows it to anyone. It promises no discount: it only points to the books.
  add({
    slug: "nunta",
    type: "wedding",
    name: "Cărți pentru nuntă",
    queryFlag: "nunta",
    startsAt: at(27),
    endsAt: at(38),
    texts: {
      steps: [
        {
          h1: "Cărți pentru nuntă",
          p: "Pentru mirii din orașul tău: cărți de dăruit invitaților, de la romane de dragoste la povești de citit în doi. Comandă din timp, ca să ajungă înainte de nuntă.",
        },
      ],
    },
    settings: { cities: WEDDING_CITIES, link: "/carti/romane-de-dragoste-romantice" },
  });
}

/** The gala's categories: which books each one nominates from the best sellers. */
const GALA_CATEGORIES = [
  { slug: "romanul-anului", name: "Romanul anului", pick: "fiction" },
  { slug: "debutul-anului", name: "Debutul anului", pick: "debut" },
  { slug: "cartea-pentru-copii-a-anului", name: "Cartea pentru copii a anului", pick: "children" },
] as const;

const NOMINEES_PER_CATEGORY = 4;

/**
 * Four best sellers of the right genre per category, each book nominated once: fiction for the
 * novel, fiction by an author with a single book in the catalogue for the debut (other fiction
 * when there are too few), children's books for the children's prize.
 */
function addGalaNominees(out: PromotionRows, rows: CatalogueRows, campaignId: number) {
  const parentOf = new Map(rows.categories.map((c) => [c.id, c.parentId ?? null]));
  const slugOf = new Map(rows.categories.map((c) => [c.id, c.slug]));
  const topSlug = (categoryId: number): string | undefined => {
    let id = categoryId;
    for (let parent = parentOf.get(id); parent != null; parent = parentOf.get(id)) id = parent;
    return slugOf.get(id);
  };
  const tops = new Map<number, Set<string>>();
  for (const link of rows.bookCategories) {
    const top = topSlug(link.categoryId);
    if (!top) continue;
    const set = tops.get(link.bookId) ?? new Set<string>();
    set.add(top);
    tops.set(link.bookId, set);
  }
  const inTops = (book: BookRow, wanted: (slug: string) => boolean) =>
    [...(tops.get(book.id) ?? [])].some(wanted);
  const booksByAuthor = new Map<number, number>();
  const firstAuthor = new Map<number, number>();
  for (const credit of rows.bookContributors) {
    if (credit.role !== "author") continue;
    booksByAuthor.set(credit.contributorId, (booksByAuthor.get(credit.contributorId) ?? 0) + 1);
    if (!firstAuthor.has(credit.bookId)) firstAuthor.set(credit.bookId, credit.contributorId);
  }
  const authorName = new Map(rows.contributors.map((c) => [c.id, c.name]));
  const isDebut = (book: BookRow) => {
    const author = firstAuthor.get(book.id);
    return author !== undefined && booksByAuthor.get(author) === 1;
  };

  const top = bestsellers(rows);
  const fictionTops: ReadonlySet<string> = FICTION;
  const fiction = top.filter((b) => inTops(b, (slug) => fictionTops.has(slug)));
  const children = top.filter((b) => inTops(b, (slug) => slug === CHILDREN));
  const taken = new Set<number>();
  const pick = (...pools: BookRow[][]) => {
    const chosen: BookRow[] = [];
    for (const pool of pools) {
      for (const book of pool) {
        if (chosen.length === NOMINEES_PER_CATEGORY) return chosen;
        if (taken.has(book.id)) continue;
        taken.add(book.id);
        chosen.push(book);
      }
    }
    return chosen;
  };
  const choices = {
    fiction: () => pick(fiction),
    debut: () => pick(fiction.filter(isDebut), fiction),
    children: () => pick(children),
  };
  for (const [position, category] of GALA_CATEGORIES.entries()) {
    const nominees = choices[category.pick]();
    if (nominees.length === 0) continue;
    const categoryId = out.galaCategories.length + 1;
    out.galaCategories.push({
      id: categoryId,
      campaignId,
      slug: category.slug,
      name: category.name,
      position,
    });
    for (const [index, book] of nominees.entries()) {
      out.galaNominees.push({
        id: out.galaNominees.length + 1,
        categoryId,
        bookId: book.id,
        name: book.title,
        description: authorName.get(firstAuthor.get(book.id) ?? 0) ?? "",
        position: index,
      });
    }
  }
}
