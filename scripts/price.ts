// `npm run price -- <book> [--set LEI] [--prp LEI|none]`: a book's prices as shoppers see them
// (campaign price, regular price, PRP, the lowest price of the last 30 days, the latest prices),
// and the operator's change of its regular price or PRP, written where the regular price lives
// (book_promotions while a campaign price is in force) with the campaign rules applied again.
import { describeBookRef } from "../app/features/catalogue/book-ref";
import { applyCampaignPrices } from "../app/features/promotions/campaign-prices.server";
import { PRICE_USAGE, parsePriceCommand } from "../app/features/promotions/price-command";
import {
  changePrice,
  type PriceState,
  priceState,
} from "../app/features/promotions/regular-price.server";
import { discountPercent, formatLei } from "../app/lib/money";
import {
  type DatabaseRunner,
  minuteInShop,
  type OperatorCommand,
  runCommand,
} from "./operator-command";

async function main(argv: string[], withDatabase: DatabaseRunner): Promise<number> {
  const command = parsePriceCommand(argv);
  if (!command.ok) {
    console.error(`${command.message}\n\n${PRICE_USAGE}`);
    return 2;
  }
  return withDatabase(async ({ db }) => {
    const now = new Date();
    // The campaign prices the shop applies each minute (and at start): a stopped shop's database
    // may be behind the clock, and the report says what shoppers pay now.
    await applyCampaignPrices(db, now);
    const { book, regularPrice, prp } = command;
    if (regularPrice === undefined && prp === undefined) {
      const state = await priceState(db, book, now);
      if (!state) {
        console.error(`No book ${describeBookRef(book)}.`);
        return 1;
      }
      console.log(report(state));
      return 0;
    }
    const result = await changePrice(db, {
      book,
      now,
      ...(regularPrice === undefined ? {} : { regularPrice }),
      ...(prp === undefined ? {} : { prp }),
    });
    if (!result.ok) {
      console.error(`No book ${describeBookRef(book)}.`);
      return 1;
    }
    console.log(`${changes(result.before, result.after)}\n\n${report(result.after)}`);
    return 0;
  });
}

const lei = (bani: number | null) => (bani === null ? "none" : formatLei(bani));
const arrow = (label: string, before: number | null, after: number | null) =>
  before === after ? null : `${label}: ${lei(before)} → ${lei(after)}`;

/** What the change did, one line per price that moved. */
function changes(before: PriceState, after: PriceState): string {
  const lines = [
    arrow("Regular price", before.regularPrice, after.regularPrice),
    arrow("PRP", before.prp, after.prp),
    arrow("Shoppers pay", before.price, after.price),
  ].filter((line) => line !== null);
  if (before.promotion && !after.promotion) {
    lines.push(
      `The campaign price „${before.promotion.label}” ended: it is no longer below the regular price.`,
    );
  } else if (!before.promotion && after.promotion) {
    lines.push(`The campaign price „${after.promotion.label}” is now below it and in force.`);
  }
  return lines.length > 0 ? `Changed:\n  ${lines.join("\n  ")}` : "Nothing changed.";
}

function report(state: PriceState): string {
  const { book, promotion } = state;
  const lines = [
    `${book.title} (#${book.id}${book.isbn13 ? `, ISBN ${book.isbn13}` : ""}, ${book.format}${book.isListed ? "" : ", not listed"}) /carte/${book.slug}`,
    promotion
      ? `Shoppers pay ${lei(state.price)}: „${promotion.label}” until ${minuteInShop(promotion.endsAt)}, shown with the lowest price of the 30 days before it, ${lei(promotion.lowestPriorPrice)}`
      : `Shoppers pay ${lei(state.price)}, the regular price`,
    `Regular price ${lei(state.regularPrice)}${promotion ? " (back when the campaign price ends)" : ""}`,
    state.prp === null
      ? "PRP none"
      : `PRP ${lei(state.prp)}${discountPercent(state.price, state.prp) > 0 ? `, shown struck through (-${discountPercent(state.price, state.prp)}%)` : ", not shown (not above the price)"}`,
    `Lowest price of the last 30 days: ${lei(state.lowest30Days)}`,
    state.history.length === 0
      ? "No prices recorded."
      : `Latest prices:\n${state.history.map((h) => `  ${minuteInShop(h.changedAt)}  ${lei(h.price)}`).join("\n")}`,
  ];
  return lines.join("\n");
}

export const command: OperatorCommand = { usage: PRICE_USAGE, main };

runCommand(command, import.meta.url);
