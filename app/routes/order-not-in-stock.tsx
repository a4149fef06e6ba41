// /order/not-in-stock/: what of the checkout cannot be served now, and continuing with the rest.

import { data, Form, redirect } from "react-router";
import { enterCheckout, isHeld, loadCheckout } from "~/features/checkout/checkout.server";
import { backToCart, checkoutTokenHashOf } from "~/features/checkout/checkout-request.server";
import { checkoutTokenOf } from "~/features/checkout/checkout-token.server";
import { throttleCheckoutEntry } from "~/features/checkout/entry-throttle.server";
import { readAvailability } from "~/features/checkout/reservation.server";
import { privatePageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/order-not-in-stock";

async function shortfall(request: Request, context: Route.LoaderArgs["context"], now: Date) {
  const tokenHash = checkoutTokenHashOf(request);
  const state = tokenHash ? await loadCheckout(context.db, tokenHash) : null;
  if (!state || state.orderId !== null) throw backToCart("none");
  const lines = await readAvailability(
    context.db,
    state.tokenHash,
    state.lines,
    now,
    todayInShop(now),
  );
  return { state, lines };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lines } = await shortfall(request, context, new Date());
  return data(
    {
      missing: lines
        .filter((line) => line.available < line.requested)
        .map((line) => ({
          id: line.id,
          title: line.title || "Produs retras din catalog",
          requested: line.requested,
          available: line.available,
        })),
      restCount: lines.filter((line) => line.available > 0).length,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await readForm(request);
  const now = new Date();
  const { state, lines } = await shortfall(request, context, now);
  const next = state.details && state.methods ? "/cos/detalii-comanda-3" : "/cos/detalii-comanda";
  // Continuing re-enters checkout, which renews the hold: only for a hold still running and short
  // of copies, and under the same limits as entering from the cart. Otherwise one client could
  // keep any number of copies held by posting here every 20 minutes.
  if (!isHeld(state, now)) return backToCart("expired");
  if (lines.every((line) => line.available >= line.requested)) {
    return redirect(next, { status: 303, headers: NO_STORE });
  }
  const rest = lines
    .filter((line) => line.available > 0)
    .map((line) => ({ id: line.id, quantity: Math.min(line.requested, line.available) }));
  // The gift vouchers stay with the checkout (re-entering without them keeps them).
  if (rest.length === 0 && state.giftCards.length === 0) return backToCart("empty");
  await throttleCheckoutEntry(context, rest, "page");
  await enterCheckout(context.db, {
    token: checkoutTokenOf(request),
    lines: rest,
    now,
    today: todayInShop(now),
  });
  return redirect(next, { status: 303, headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Produse care nu mai sunt în stoc");
}

export default function OrderNotInStock({ loaderData }: Route.ComponentProps) {
  const { missing, restCount } = loaderData;
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-4 font-serif text-3xl font-bold">Unele produse nu mai sunt în stoc</h1>
      {missing.length === 0 ? (
        <p>Toate produsele din comandă sunt disponibile acum.</p>
      ) : (
        <>
          <p className="mb-4">
            Între timp s-au epuizat exemplarele (cumpărate sau rezervate de alți cititori) din:
          </p>
          <ul className="mb-6 flex flex-col gap-2">
            {missing.map((line) => (
              <li key={line.id} className="rounded border border-stone-200 p-3">
                <span className="font-semibold">{line.title}</span>:{" "}
                {line.available === 0
                  ? `ai cerut ${line.requested}, nu mai avem niciun exemplar.`
                  : `ai cerut ${line.requested}, mai avem ${line.available}.`}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap gap-4">
        {restCount > 0 ? (
          <Form method="post">
            <button
              type="submit"
              className="rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Continuă cu produsele disponibile
            </button>
          </Form>
        ) : null}
        <a href="/cos/produse" className="rounded border border-stone-400 px-6 py-3 font-semibold">
          Înapoi la coș
        </a>
      </div>
    </section>
  );
}
