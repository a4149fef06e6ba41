// The demo's campaign prices: epic offers, one offer per day, Black Friday and the readers' extra
// discount on the best sellers their landings list.
import type { SeedCalendar } from "./calendar";
import { shopMidnight } from "./calendar";
import { type AddCampaign, bestsellers, type PromotionRows } from "./campaign-rows";
import type { CatalogueRows } from "./context";
import type { LandingRow } from "./landings";
import { roundDownTo99 } from "./prices";

/** Epic offers, day offers, Black Friday and the readers' extra discount as price rules. */
export function addPriceCampaigns(
  out: PromotionRows,
  rows: CatalogueRows,
  landings: readonly LandingRow[],
  calendar: SeedCalendar,
  add: AddCampaign,
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
