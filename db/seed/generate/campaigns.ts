// The demo's campaigns: every promo window of spec section 9 as data, moved around the reference
// date (the wheel and the fortune cookie run now, the seasonal popups in the coming months, each
// reachable earlier by its query flag), with their vouchers, prizes and campaign prices.
import type { SeedCalendar } from "./calendar";
import { shopMidnight } from "./calendar";
import { addPriceCampaigns } from "./campaign-prices";
import { bestsellers, type CampaignRow, type PrizeRow, type PromotionRows } from "./campaign-rows";
import type { CatalogueRows } from "./context";
import type { LandingRow } from "./landings";
import { addWidgetCampaigns } from "./widget-campaigns";

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
        "Ai 20% reducere extra la cărțile fără preț de campanie. Reducerea se aplică automat în coș.",
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
        // The spec's surprise popup also promised free shipping from 99 lei and a bookmark, which
        // its own campaign gave; this one grants the code only, so it says no more.
        "Ai 15% reducere extra la cărțile fără preț de campanie. Reducerea se aplică automat în coș.",
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
        "Ai 14% reducere de Ziua Îndrăgostiților la cărțile fără preț de campanie. Reducerea se aplică automat în coș.",
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
        "Ai 23% reducere la cărțile fără preț de campanie!",
      ]),
      chat: [
        "Ai văzut filmul? Cartea e și mai bună.",
        "Serios? Atunci o comand acum.",
        "Grăbește-te, reducerea ține doar câteva zile!",
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
        "Ai 10% reducere la cărțile fără preț de campanie.",
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
          p: "Ai 10 lei reducere la comenzile de minimum 30 de lei, din cărțile fără preț de campanie.",
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

  // A gift book to choose (/alege?cod=CARTECADOU, or the code in the cart): one of four best
  // sellers, from the seed's date for two months. The code alone gives the first of them.
  const choices = bestsellers(rows)
    .slice(3, 7)
    .map((book) => book.id);
  if (choices.length > 0) {
    out.vouchers.push({
      code: "CARTECADOU",
      kind: "gift-book",
      bookId: choices[0],
      bookIds: choices,
      maxUsesPerCustomer: 1,
      ...codeWindow({ from: 0, to: 60 }),
      description: "O carte cadou la alegere, la o comandă cu alte cărți",
    });
  }

  addPriceCampaigns(out, rows, landings, calendar, add);
  addWidgetCampaigns(out, rows, calendar, add);
  return out;
}

function titleOf(rows: CatalogueRows, id: number | null): string {
  return rows.books.find((book) => book.id === id)?.title ?? "o carte din topul vânzărilor";
}
