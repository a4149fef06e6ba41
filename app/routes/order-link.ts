// /o/{orderId}: the short link in e-mails. Until accounts exist it leads to the confirmation;
// the accounts issue sends it to the order in the account (login first).
import { redirect } from "react-router";
import { isOrderPublicId } from "~/features/orders/order-view.server";
import { notFound } from "~/lib/http";
import type { Route } from "./+types/order-link";

export function loader({ params }: Route.LoaderArgs) {
  if (!isOrderPublicId(params.orderId)) throw notFound();
  return redirect(`/order-confirmation/${params.orderId}`, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
