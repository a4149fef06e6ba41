// GET /api/orders/{orderId}: the order by its public id (as on the confirmation page).
import { mayOpenOrder } from "~/features/account/order-access.server";
import { loadOrderView } from "~/features/orders/order-view.server";
import { apiError } from "~/lib/api.server";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/order";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // An account's order answers its account or the browser that placed it (see mayOpenOrder).
  if (!(await mayOpenOrder(context.db, request, params.orderId, new Date()))) {
    return apiError(401, "not_logged_in", "Intră în contul căruia îi aparține comanda.");
  }
  const order = await loadOrderView(context.db, { publicId: params.orderId }, context.store);
  if (!order) return apiError(404, "order_not_found", "Comanda nu există.");
  return Response.json(order, { headers: NO_STORE });
}
