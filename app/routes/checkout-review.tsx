// /cos/detalii-comanda-3, step 3 of checkout: review, voucher, terms, place the order.

import { randomUUID } from "node:crypto";
import { data, Form, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CheckoutLoginLink } from "~/features/account/components/checkout-login-link";
import { readSession } from "~/features/account/sessions.server";
import { cartSignature } from "~/features/checkout/cart-signature.server";
import { loadCheckout, saveVoucherCode } from "~/features/checkout/checkout.server";
import {
  backToCart,
  checkoutTokenHashOf,
  requireOpenCheckout,
} from "~/features/checkout/checkout-request.server";
import { CheckoutFrame } from "~/features/checkout/components/checkout-frame";
import { ReviewLines } from "~/features/checkout/components/review-lines";
import { TotalsBox } from "~/features/checkout/components/totals-box";
import { VoucherForm } from "~/features/checkout/components/voucher-form";
import { reviewCheckout } from "~/features/checkout/review.server";
import { applyCheckoutVoucher, voucherFromCart } from "~/features/checkout/voucher.server";
import { balances, spendableBonus } from "~/features/loyalty/ledger.server";
import { BONUS_POINT_FORMS, BONUS_POINT_VALUE_BANI } from "~/features/loyalty/rules";
import { placeOrderFromCheckout } from "~/features/orders/place-order-request.server";
import { CLEAR_VOUCHER_COOKIE } from "~/features/promotions/voucher-cookie";
import { privatePageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { formThrottled, NO_STORE, privateFormHeaders } from "~/lib/http";
import { formatLei } from "~/lib/money";
import { plural } from "~/lib/plural";
import { readForm } from "~/lib/request-body.server";
import { clientKey, tooManyRequestsMessage } from "~/lib/throttle.server";
import type { Route } from "./+types/checkout-review";

export const handle = { checkoutStep: 3 };

export const REVIEW_MESSAGES = {
  terms: "Ca să plasezi comanda, bifează acceptarea termenilor și condițiilor.",
  pricesChanged:
    "Între timp s-au schimbat prețuri sau cantități: verifică din nou comanda, apoi plaseaz-o.",
  cartChanged:
    "Coșul s-a schimbat între timp (poate într-o altă fereastră): verifică din nou produsele, apoi plasează comanda.",
  sessionEnded:
    "Sesiunea ta a expirat: intră din nou în cont ca să plătești din credit sau cu puncte, apoi plasează comanda.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const state = await requireOpenCheckout(request, context.db, now);
  if (!state.details) throw redirect("/cos/detalii-comanda", { headers: NO_STORE });
  if (!state.methods) throw redirect("/cos/detalii-comanda-2", { headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  const dropCookie = await voucherFromCart(context.db, request, state, {
    now,
    client: clientKey(context.clientAddress),
  });
  if (dropCookie) headers.append("Set-Cookie", dropCookie);
  const session = await readSession(context.db, request, now);
  const review = await reviewCheckout(context.db, state, todayInShop(now), {
    now,
    customerId: session?.customerId ?? null,
  });
  if (!review?.complete) throw redirect("/cos/detalii-comanda-2", { headers: NO_STORE });
  // A book sold out or written off since the cart: named on its own page, not dropped unsaid.
  if (review.shortfall) throw redirect("/order/not-in-stock/", { headers: NO_STORE });
  const [credit, points] = session
    ? await Promise.all([
        balances(context.db, session.customerId).then((balance) => balance.credit),
        spendableBonus(context.db, session.customerId, now),
      ])
    : [0, 0];
  return data(
    {
      reservedUntil: state.reservedUntil.getTime(),
      remaining: state.reservedUntil.getTime() - now.getTime(),
      review,
      credit,
      points,
      // One key per rendering of the form: a double click or a resubmit places one order.
      idempotencyKey: randomUUID(),
      cart: cartSignature(state.lines, state.giftCards),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const now = new Date();
  // A second click after the order was made lands on that order, not on an error.
  const placedHash = checkoutTokenHashOf(request);
  const placed = placedHash ? await loadCheckout(context.db, placedHash) : null;
  if (placed?.orderId != null) {
    const again = await placeOrderFromCheckout(context, {
      tokenHash: placed.tokenHash,
      idempotencyKey: String(form.get("idempotencyKey") ?? ""),
      now,
    });
    if (again.kind === "placed")
      return redirect(again.location, { status: 303, headers: NO_STORE });
  }
  const state = await requireOpenCheckout(request, context.db, now);
  const voucher = String(form.get("voucher") ?? "").trim();
  const session = await readSession(context.db, request, now);
  if (form.get("intent") === "voucher") {
    const answer = await applyCheckoutVoucher(context.db, state, voucher, {
      now,
      customerId: session?.customerId ?? null,
      client: clientKey(context.clientAddress),
    });
    return answer.ok
      ? redirect("/cos/detalii-comanda-3", { status: 303, headers: NO_STORE })
      : data({ errors: { voucher: answer.message }, voucher }, { status: 400, headers: NO_STORE });
  }
  if (form.get("intent") === "remove-voucher") {
    await saveVoucherCode(context.db, state.tokenHash, null, now);
    // The widgets' cookie goes too, or the next visit to this step would bring the code back.
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", CLEAR_VOUCHER_COOKIE);
    return redirect("/cos/detalii-comanda-3", { status: 303, headers });
  }
  const errors: Record<string, string> = {};
  if (form.get("acceptTerms") !== "da") errors.acceptTerms = REVIEW_MESSAGES.terms;
  // Credit or points asked for by a session that has ended since the page: not a guest order
  // charged in full instead.
  if (!session && (form.get("useCredit") === "da" || form.get("useBonus") === "da"))
    errors.form = REVIEW_MESSAGES.sessionEnded;
  const key = String(form.get("idempotencyKey") ?? "");
  const shownTotal = String(form.get("shownTotal") ?? "");
  const shownCart = String(form.get("shownCart") ?? "");
  if (
    !/^[0-9a-f-]{36}$/.test(key) ||
    !/^\d{1,9}$/.test(shownTotal) ||
    !/^[\w-]{22}$/.test(shownCart)
  )
    errors.form = REVIEW_MESSAGES.pricesChanged;
  if (Object.keys(errors).length > 0) {
    return data({ errors, voucher }, { status: 400, headers: NO_STORE });
  }
  // A logged-in shopper's order belongs to their account.
  const outcome = await placeOrderFromCheckout(context, {
    tokenHash: state.tokenHash,
    idempotencyKey: key,
    now,
    customerId: session?.customerId ?? null,
    useCredit: form.get("useCredit") === "da",
    useBonus: form.get("useBonus") === "da",
    // What the page showed is what the order charges, or the shopper reviews again.
    expectedTotal: Number(shownTotal),
    expectedCart: shownCart,
  });
  switch (outcome.kind) {
    case "placed":
      return redirect(outcome.location, { status: 303, headers: NO_STORE });
    case "not-in-stock":
      return redirect("/order/not-in-stock/", { status: 303, headers: NO_STORE });
    case "expired":
      return backToCart("expired");
    case "incomplete":
      return redirect("/cos/detalii-comanda-2", { status: 303, headers: NO_STORE });
    case "empty":
      return backToCart("empty");
    // The page makes a new key for every form it shows: a reused one means a stale form.
    case "key-reused":
    case "prices-changed":
      return data(
        { errors: { form: REVIEW_MESSAGES.pricesChanged }, voucher },
        { status: 409, headers: NO_STORE },
      );
    case "cart-changed":
      return data(
        { errors: { form: REVIEW_MESSAGES.cartChanged }, voucher },
        { status: 409, headers: NO_STORE },
      );
    case "voucher-refused":
      return data(
        { errors: { form: outcome.message }, voucher },
        { status: 409, headers: NO_STORE },
      );
    case "throttled":
      return formThrottled(
        { errors: { form: tooManyRequestsMessage(outcome.retryAfterSeconds) }, voucher },
        outcome.retryAfterSeconds,
      );
  }
}

export const headers = privateFormHeaders;

/**
 * After this page's own form, always read the checkout again, refused answers (4xx) included:
 * "prices changed" must show the new totals, and each form needs a new idempotency key.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? true : defaultShouldRevalidate;
}

export function meta() {
  return privatePageMeta("Confirmă comanda — Finalizează comanda");
}

export default function CheckoutReview({ loaderData, actionData }: Route.ComponentProps) {
  const { review } = loaderData;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <CheckoutFrame
      account={<CheckoutLoginLink back="/cos/detalii-comanda-3" />}
      step={3}
      reachable={3}
      reservedUntil={loaderData.reservedUntil}
      remaining={loaderData.remaining}
      title="Verifică și plasează comanda"
      aside={<TotalsBox totals={review.totals} />}
    >
      <div className="flex flex-col gap-8">
        {errors.form ? (
          <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
            {errors.form}
          </p>
        ) : null}
        <section aria-labelledby="lines-title">
          <h2 id="lines-title" className="mb-2 text-xl font-bold">
            Produse
          </h2>
          <ReviewLines lines={review.lines} />
        </section>
        <section aria-labelledby="where-title" className="grid gap-4 sm:grid-cols-2">
          <h2 id="where-title" className="text-xl font-bold sm:col-span-2">
            Livrare, factură și plată
          </h2>
          <Summary
            title="Contact"
            lines={[review.contact.name, review.contact.email, review.contact.phone]}
            edit="/cos/detalii-comanda"
          />
          <Summary
            title={`Livrare: ${review.delivery.method}`}
            lines={review.delivery.lines}
            edit="/cos/detalii-comanda"
          />
          <Summary title="Factură" lines={review.invoice} edit="/cos/detalii-comanda" />
          <Summary title="Plată" lines={[review.payment]} edit="/cos/detalii-comanda-2" />
        </section>
        <VoucherForm
          voucher={review.voucher}
          typed={actionData?.voucher ?? ""}
          error={errors.voucher}
        />
        <Form method="post" noValidate className="flex flex-col gap-6">
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <input type="hidden" name="shownTotal" value={review.totals.total} />
          <input type="hidden" name="shownCart" value={loaderData.cart} />
          {loaderData.credit > 0 ? (
            <label className="flex items-start gap-2">
              <input type="checkbox" name="useCredit" value="da" className="mt-1" />
              <span>
                Plătește din creditul contului (ai {formatLei(loaderData.credit)}; folosim cel mult
                totalul comenzii).
              </span>
            </label>
          ) : null}
          {loaderData.points > 0 ? (
            <label className="flex items-start gap-2">
              <input type="checkbox" name="useBonus" value="da" className="mt-1" />
              <span>
                Folosește punctele de bonus (ai {plural(loaderData.points, BONUS_POINT_FORMS)},
                adică {formatLei(loaderData.points * BONUS_POINT_VALUE_BANI)}; folosim cel mult cât
                rămâne de plată).
              </span>
            </label>
          ) : null}
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="acceptTerms"
                value="da"
                className="mt-1"
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? "f-acceptTerms-error" : undefined}
              />
              <span>Am citit și accept termenii și condițiile magazinului.</span>
            </label>
            {errors.acceptTerms ? (
              <p id="f-acceptTerms-error" className="text-sm text-red-800">
                {errors.acceptTerms}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-4">
            <a
              href="/cos/detalii-comanda-2"
              className="rounded border border-stone-400 px-6 py-3 font-semibold"
            >
              Înapoi
            </a>
            <button
              type="submit"
              name="intent"
              value="place"
              className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Plasează comanda
            </button>
          </div>
        </Form>
      </div>
    </CheckoutFrame>
  );
}

function Summary({ title, lines, edit }: { title: string; lines: string[]; edit: string }) {
  return (
    <div className="rounded border border-stone-200 p-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <a href={edit} className="text-brand-800 underline">
        Modifică
      </a>
    </div>
  );
}
