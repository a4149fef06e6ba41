// GET /api/orders/{orderId}: the order by its public id (as on the confirmation page).
import { loadOrderView } from "~/features/orders/order-view.server";
import { apiError } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/order";

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await loadOrderView(context.db, { publicId: params.orderId }, context.store);
  if (!order) return apiError(404, "order_not_found", "Comanda nu există.");
  return Response.json(order, { headers: NO_STORE });
}
