// /alege and /GiftsToChoose/Choose: choose the gift book a voucher grants. The grant comes from
// `?cod=` or the voucher cookie; choosing issues the visitor's own gift voucher for that book and
// puts it in the voucher cookie (1 day), and the cart gets the gift line. Without a grant the
// page says why, in Romanian, and leads back to the cart. Per visitor: private, no-store.

import { useEffect } from "react";
import { data } from "react-router";
import { giftBookToCartLine, putGiftBook } from "~/features/cart/cart-lines";
import { cartList } from "~/features/cart/cart-store";
import {
  GiftBookAdded,
  GiftBookChooser,
  NoGiftToChoose,
} from "~/features/gift-cards/components/gift-book-chooser";
import {
  CHOICE_MESSAGES,
  chooseGiftBook,
  loadGrantPage,
} from "~/features/gift-cards/gift-book-choice.server";
import { readVisitor, visitorOf } from "~/features/promotions/visitor.server";
import {
  parseVoucherCookie,
  VOUCHER_COOKIE,
  voucherCookieValue,
} from "~/features/promotions/voucher-cookie";
import { privatePageMeta } from "~/features/seo/meta";
import { readSetting } from "~/features/settings/settings.server";
import { readCookie, secureCookies } from "~/lib/cookies.server";
import { formatLastShopDay, todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import { cutText } from "~/lib/text-cut";
import { clientKey, enforceLimit } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/gift-book-choice";

/** Spec section 9: voucher cookies set outside the popups last a day. */
const VOUCHER_COOKIE_MAX_AGE_S = 86_400;

function codeOf(request: Request, typed: unknown): string | null {
  const fromForm = typeof typed === "string" ? typed.trim() : "";
  const fromAddress = new URL(request.url).searchParams.get("cod")?.trim() ?? "";
  const candidate = fromForm || fromAddress;
  if (candidate) return parseVoucherCookie(encodeURIComponent(cutText(candidate, 64)));
  return parseVoucherCookie(readCookie(request.headers.get("Cookie"), VOUCHER_COOKIE));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const [page, freeShipping] = await Promise.all([
    loadGrantPage(context.db, {
      code: codeOf(request, null),
      visitorKey: readVisitor(request)?.key ?? null,
      client: clientKey(context.clientAddress),
      now,
      today: todayInShop(now),
    }),
    readSetting(context.db, "shop.freeShipping"),
  ]);
  const until = page.kind === "open" && page.endsAt ? formatLastShopDay(page.endsAt) : null;
  // Why there is nothing to choose, when there is not.
  const notice =
    page.kind === "refused"
      ? `${page.code}: ${page.message}`
      : page.kind === "none"
        ? CHOICE_MESSAGES.none
        : null;
  return data(
    { page, until, notice, freeShippingMinimum: freeShipping.minimum },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const code = codeOf(request, form.get("cod"));
  const bookId = Number(form.get("bookId"));
  if (!code) {
    return data({ chosen: null, error: CHOICE_MESSAGES.none }, { status: 400, headers: NO_STORE });
  }
  if (!Number.isInteger(bookId) || bookId <= 0 || bookId > 2_147_483_647) {
    return data(
      { chosen: null, error: CHOICE_MESSAGES.notOffered },
      { status: 400, headers: NO_STORE },
    );
  }
  await enforceLimit(
    context.db,
    THROTTLE_RULES.giftBookChoicePerClient,
    [clientKey(context.clientAddress)],
    "page",
  );
  const secure = secureCookies(context);
  const visitor = visitorOf(request, secure);
  const headers = new Headers(NO_STORE);
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  const now = new Date();
  const result = await chooseGiftBook(context.db, {
    code,
    bookId,
    visitorKey: visitor.key,
    client: clientKey(context.clientAddress),
    now,
    today: todayInShop(now),
  });
  if (!result.ok) {
    return data({ chosen: null, error: result.message }, { status: 409, headers });
  }
  // Not HttpOnly: the cart's script reads the code to ask for its quote, like the widgets' codes.
  headers.append(
    "Set-Cookie",
    `${VOUCHER_COOKIE}=${voucherCookieValue(result.code)}; Path=/; Max-Age=${VOUCHER_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
  return data({ chosen: result.book, error: null }, { headers });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Alege cartea cadou | Coperta");
}

export default function GiftBookChoice({ loaderData, actionData }: Route.ComponentProps) {
  const { page, until, notice, freeShippingMinimum } = loaderData;
  const chosen = actionData?.chosen ?? null;
  useEffect(() => {
    // The cart's gift line: shown at 0 lei while the voucher in the cookie grants it.
    if (chosen) cartList.update((lines) => putGiftBook(lines, giftBookToCartLine(chosen)));
  }, [chosen]);
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-serif text-3xl font-bold">Alege cartea cadou</h1>
      {chosen ? (
        <GiftBookAdded title={chosen.title} freeShippingMinimum={freeShippingMinimum} />
      ) : page.kind === "open" ? (
        <GiftBookChooser
          code={page.code}
          options={page.options}
          chosenBookId={page.chosenBookId}
          minOrder={page.minOrder}
          until={until}
          error={actionData?.error ?? null}
        />
      ) : (
        <NoGiftToChoose message={notice ?? ""} code={page.kind === "refused" ? page.code : null} />
      )}
    </section>
  );
}
