// The demo's widget campaigns: WOW prices, the day-offer and flash-package popups, the gala, the
// donation bar and the wedding promo.
import type { SeedCalendar } from "./calendar";
import { shopMidnight } from "./calendar";
import { type AddCampaign, bestsellers, type PromotionRows } from "./campaign-rows";
import type { CatalogueRows } from "./context";
import { addGalaNominees } from "./gala-nominees";
import { roundDownTo99 } from "./prices";

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
export function addWidgetCampaigns(
  out: PromotionRows,
  rows: CatalogueRows,
  calendar: SeedCalendar,
  add: AddCampaign,
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
