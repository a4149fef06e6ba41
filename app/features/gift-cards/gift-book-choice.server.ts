// Choosing a campaign's gift book (/alege): a `gift-book` voucher whose `book_ids` list several
// books is a grant, and its own `book_id` the gift it gives as it is. A visitor who chooses another
// of its books gets a single-use `gift-book` voucher for that book (same window, minimum, limit
// per customer and rules), which the voucher cookie then carries: the cart quote and the order
// price the gift at 0 lei only through that voucher, so a gift line the browser stores is never
// charged as a gift.
import { randomBytes } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.server";
import { giftBookChoices } from "../../../db/schema-gift-cards";
import { vouchers } from "../../../db/schema-promotions";
import { countHit, standing, tooManyRequestsMessage } from "../../lib/throttle.server";
import { THROTTLE_RULES } from "../../lib/throttle-rules";
import { apiProductsByIds } from "../catalogue/api-product.server";
import { VOUCHER_MESSAGES, type VoucherRule } from "../promotions/voucher-rules";
import { findVoucher, findVoucherById } from "../promotions/vouchers.server";
import type { ChosenGiftBook, GiftBookOption } from "./types";

type Db = Database | Tx;

export const CHOICE_MESSAGES = {
  none: "Nu ai un voucher care să-ți ofere o carte cadou de ales.",
  notAChoice: "Acest voucher nu îți oferă o carte cadou de ales.",
  soldOut: "Cărțile cadou ale acestui voucher nu mai sunt în stoc.",
  notOffered: "Alege una dintre cărțile de pe pagină.",
  alreadyUsed: "Ai folosit deja cartea cadou a acestui voucher la o comandă.",
} as const;

export type GrantPage =
  | { kind: "none" }
  | { kind: "refused"; code: string; message: string }
  | {
      kind: "open";
      /** The grant's code, sent back with the choice. */
      code: string;
      endsAt: Date | null;
      minOrder: number;
      options: GiftBookOption[];
      /** The book this visitor chose before, if any. */
      chosenBookId: number | null;
    };

interface Resolved {
  grant: VoucherRule;
  /** The visitor's earlier choice: its voucher's id and book. */
  choice: { voucherId: number; bookId: number | null } | null;
}

async function choiceOf(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      grantId: giftBookChoices.grantId,
      voucherId: giftBookChoices.voucherId,
      bookId: vouchers.bookId,
    })
    .from(giftBookChoices)
    .innerJoin(vouchers, eq(vouchers.id, giftBookChoices.voucherId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/**
 * The grant a code names: itself, or the grant a chosen gift's code was issued from. The page
 * tells an unknown code from a real one, so an unknown code counts as a wrong guess against the
 * client (voucherGuessPerClient, as at the cart and checkout): past the limit, nothing is looked up.
 */
async function resolveGrant(
  db: Database,
  code: string,
  visitorKey: string | null,
  client: string,
): Promise<Resolved | { refusal: string }> {
  const guesses = THROTTLE_RULES.voucherGuessPerClient;
  const verdict = await standing(db, guesses, client);
  if (!verdict.allowed) return { refusal: tooManyRequestsMessage(verdict.retryAfterSeconds) };
  const rule = await findVoucher(db, code);
  if (!rule) {
    await countHit(db, guesses, client);
    return { refusal: VOUCHER_MESSAGES.unknown };
  }
  const issued = await choiceOf(db, eq(giftBookChoices.voucherId, rule.id));
  const grant = issued ? await findVoucherById(db, issued.grantId) : rule;
  if (grant?.kind !== "gift-book" || !grant.bookIds?.length) {
    return { refusal: CHOICE_MESSAGES.notAChoice };
  }
  const choice =
    issued ??
    (visitorKey
      ? await choiceOf(
          db,
          and(eq(giftBookChoices.grantId, grant.id), eq(giftBookChoices.visitorKey, visitorKey)),
        )
      : null);
  return { grant, choice: choice ? { voucherId: choice.voucherId, bookId: choice.bookId } : null };
}

/** Why the grant cannot be chosen from now (window, uses), or null. */
function grantRefusal(grant: VoucherRule, now: Date, chosenBefore: boolean): string | null {
  if (grant.startsAt && now < grant.startsAt) return VOUCHER_MESSAGES["not-started"];
  if (grant.endsAt && now >= grant.endsAt) return VOUCHER_MESSAGES.expired;
  // A visitor who chose before may change their book; a new one needs a use left.
  if (!chosenBefore && grant.maxUses !== null && grant.usedCount >= grant.maxUses) {
    return VOUCHER_MESSAGES.used;
  }
  return null;
}

/** The grant's books that can be sent now: listed, in stock, not pre-orders. */
async function giftOptions(db: Database, bookIds: number[], today: string) {
  const products = await apiProductsByIds(db, bookIds, today);
  return products.filter((product) => !product.isUnavailable && product.dateAvailable === null);
}

/** What /alege shows for a code (from the address or the voucher cookie) and a visitor. */
export async function loadGrantPage(
  db: Database,
  input: {
    code: string | null;
    visitorKey: string | null;
    /** The throttle key of the client (its wrong guesses count). */
    client: string;
    now: Date;
    today: string;
  },
): Promise<GrantPage> {
  if (!input.code) return { kind: "none" };
  const resolved = await resolveGrant(db, input.code, input.visitorKey, input.client);
  if ("refusal" in resolved) {
    return { kind: "refused", code: input.code, message: resolved.refusal };
  }
  const { grant, choice } = resolved;
  const refusal = grantRefusal(grant, input.now, choice !== null);
  if (refusal) return { kind: "refused", code: grant.code, message: refusal };
  const options = await giftOptions(db, grant.bookIds ?? [], input.today);
  if (options.length === 0) {
    return { kind: "refused", code: grant.code, message: CHOICE_MESSAGES.soldOut };
  }
  return {
    kind: "open",
    code: grant.code,
    endsAt: grant.endsAt,
    minOrder: grant.minOrder,
    options: options.map((product) => ({
      id: product.id,
      title: product.title,
      url: product.url,
      authors: product.authors,
      mainImageUrl: product.mainImageUrl,
      price: product.price,
    })),
    chosenBookId: choice?.bookId ?? null,
  };
}

export type ChoiceResult =
  | { ok: true; code: string; book: ChosenGiftBook }
  | { ok: false; message: string };

/**
 * The visitor chooses `bookId` among the grant's books: their single-use gift voucher is issued
 * (or, unused, given the new book). Under the grant's row lock, so its uses are counted once per
 * visitor however many requests arrive at once.
 */
export async function chooseGiftBook(
  db: Database,
  input: {
    code: string;
    bookId: number;
    visitorKey: string;
    /** The throttle key of the client (its wrong guesses count). */
    client: string;
    now: Date;
    today: string;
  },
): Promise<ChoiceResult> {
  const resolved = await resolveGrant(db, input.code, input.visitorKey, input.client);
  if ("refusal" in resolved) return { ok: false, message: resolved.refusal };
  const grantId = resolved.grant.id;
  if (!resolved.grant.bookIds?.includes(input.bookId)) {
    return { ok: false, message: CHOICE_MESSAGES.notOffered };
  }
  const [book] = await giftOptions(db, [input.bookId], input.today);
  if (!book) return { ok: false, message: VOUCHER_MESSAGES["gift-unavailable"] };

  return db.transaction(async (tx): Promise<ChoiceResult> => {
    const grant = await findVoucherById(tx, grantId, { lock: true });
    if (!grant) return { ok: false, message: VOUCHER_MESSAGES.unknown };
    const [earlier] = await tx
      .select({ voucherId: giftBookChoices.voucherId })
      .from(giftBookChoices)
      .where(
        and(
          eq(giftBookChoices.grantId, grant.id),
          eq(giftBookChoices.visitorKey, input.visitorKey),
        ),
      )
      .limit(1);
    const refusal = grantRefusal(grant, input.now, earlier !== undefined);
    if (refusal) return { ok: false, message: refusal };
    const chosen: ChosenGiftBook = {
      id: book.id,
      title: book.title,
      subtitle: book.subtitle,
      url: book.url,
      authors: book.authors,
      mainImageUrl: book.mainImageUrl,
      mainImageUrlWebP: book.mainImageUrlWebP,
      price: book.price,
    };
    if (earlier) {
      const changed = await tx
        .update(vouchers)
        // The grant's limit per customer, as it is now (a code issued before carried none).
        .set({ bookId: book.id, maxUsesPerCustomer: grant.maxUsesPerCustomer })
        .where(and(eq(vouchers.id, earlier.voucherId), eq(vouchers.usedCount, 0)))
        .returning({ code: vouchers.code });
      if (!changed[0]) return { ok: false, message: CHOICE_MESSAGES.alreadyUsed };
      await tx
        .update(giftBookChoices)
        .set({ updatedAt: input.now })
        .where(
          and(
            eq(giftBookChoices.grantId, grant.id),
            eq(giftBookChoices.visitorKey, input.visitorKey),
          ),
        );
      return { ok: true, code: changed[0].code, book: chosen };
    }
    const code = `ALEGE-${randomBytes(5).toString("hex").toUpperCase()}`;
    const [issued] = await tx
      .insert(vouchers)
      .values({
        code,
        // A campaign's prize stays one per customer over all the campaign's codes.
        campaignId: grant.campaignId,
        kind: "gift-book",
        bookId: book.id,
        // The same books stay on offer: the page lets the visitor change their mind.
        bookIds: grant.bookIds,
        minOrder: grant.minOrder,
        combinable: grant.combinable,
        firstOrderOnly: grant.firstOrderOnly,
        startsAt: input.now,
        endsAt: grant.endsAt,
        maxUses: 1,
        // The grant's limit per customer, counted over the grant and all its choice vouchers
        // (vouchers.server.ts): a new visitor key is not a new customer.
        maxUsesPerCustomer: grant.maxUsesPerCustomer,
        issuedTo: `visitor:${input.visitorKey}`,
        description: `Cartea cadou aleasă cu voucherul ${grant.code}`,
        createdAt: input.now,
      })
      .returning({ id: vouchers.id });
    if (!issued) throw new Error("voucher insert returned nothing");
    await tx.insert(giftBookChoices).values({
      grantId: grant.id,
      visitorKey: input.visitorKey,
      voucherId: issued.id,
      createdAt: input.now,
      updatedAt: input.now,
    });
    // Each visitor's choice is one use of the grant.
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(eq(vouchers.id, grant.id));
    return { ok: true, code, book: chosen };
  });
}
