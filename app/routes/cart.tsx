import { CartPage } from "~/features/cart/components/cart-page";
import {
  BACK_TO_CART_REASONS,
  type BackToCartReason,
} from "~/features/checkout/checkout-request.server";
import { donationBar } from "~/features/promotions/donation.server";
import { privatePageMeta } from "~/features/seo/meta";
import { readSetting } from "~/features/settings/settings.server";
import type { Route } from "./+types/cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The same for every shopper (the cart itself lives in the browser): the page stays shareable.
  const [freeShipping, donation] = await Promise.all([
    readSetting(context.db, "shop.freeShipping"),
    donationBar(context.db, new Date()),
  ]);
  // Sent back from checkout: say why (an expired reservation, a finished order, …).
  const reason = new URL(request.url).searchParams.get("checkout");
  const notice =
    reason && Object.hasOwn(BACK_TO_CART_REASONS, reason)
      ? BACK_TO_CART_REASONS[reason as BackToCartReason]
      : null;
  return { freeShipping, donation, notice };
}

export function meta() {
  return privatePageMeta("Coșul meu");
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-4 font-serif text-3xl font-bold">Coșul meu</h1>
      {loaderData.notice ? (
        <p role="status" className="mb-4 rounded border border-amber-400 bg-amber-50 p-3">
          {loaderData.notice}
        </p>
      ) : null}
      {/* The lines come from the browser's storage after hydration: a screen's height kept for
          them from the first paint leaves the footer out of sight, so nothing visible moves when
          they appear (CLS), whether the cart is full, short or empty. */}
      <div className="min-h-svh">
        <CartPage freeShipping={loaderData.freeShipping} donation={loaderData.donation} />
      </div>
    </>
  );
}
