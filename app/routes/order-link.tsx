// /o/{orderId}: the short link in e-mails. An order with an account opens in the account (login
// first); a guest's order opens its confirmation page. A page route, not a resource route, so a
// mistyped link gets the shop's 404 page (with its way home), not a bare text.
import { redirect } from "react-router";
import { orderBelongsToAccount } from "~/features/account/account-orders.server";
import { isOrderPublicId } from "~/features/orders/order-view.server";
import { NO_STORE, notFound } from "~/lib/http";
import type { Route } from "./+types/order-link";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isOrderPublicId(params.orderId)) throw notFound();
  const inAccount = await orderBelongsToAccount(context.db, params.orderId);
  return redirect(
    inAccount
      ? `/account/order-details/${params.orderId}`
      : `/order-confirmation/${params.orderId}`,
    { headers: NO_STORE },
  );
}

/** Never shown: the loader always redirects or answers 404, which the root boundary renders. */
export default function OrderLink() {
  return null;
}
