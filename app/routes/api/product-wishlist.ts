// The server wishlist, one product at a time (logged-in shoppers only):
// POST /api/product/wishlist/{productId} removes it (spec section 7; the browser then removes it
// locally) and PUT adds it. Both are idempotent: removing a book that is not there is a success.
import { z } from "zod";
import { readSession } from "~/features/account/sessions.server";
import {
  addToWishlist,
  removeFromWishlist,
  WISHLIST_MESSAGES,
} from "~/features/account/wishlist.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { MAX_DATABASE_ID } from "~/lib/database-id";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/product-wishlist";

/** Digits only, within the id column's integer range (as the recommendation calls read them). */
const productIdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_DATABASE_ID));

export function loader() {
  return methodNotAllowed("POST, PUT", "Folosește POST (șterge) sau PUT (adaugă).");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "PUT") {
    return methodNotAllowed("POST, PUT", "Folosește POST (șterge) sau PUT (adaugă).");
  }
  const parsed = productIdParam.safeParse(params.productId);
  if (!parsed.success) {
    return apiError(
      400,
      "invalid_product_id",
      "Id-ul produsului trebuie să fie un număr întreg pozitiv.",
    );
  }
  const productId = parsed.data;
  const now = new Date();
  const session = await readSession(context.db, request, now);
  if (!session) return apiError(401, "not_logged_in", "Sesiunea a expirat: intră din nou în cont.");

  if (request.method === "POST") {
    await removeFromWishlist(context.db, session.customerId, productId);
    return new Response(null, { status: 204, headers: NO_STORE });
  }
  const { refused, ignored } = await addToWishlist(
    context.db,
    session.customerId,
    [productId],
    now,
  );
  if (ignored.length > 0) return apiError(404, "product_not_found", WISHLIST_MESSAGES.notFound);
  if (refused.length > 0) return apiError(409, "wishlist_full", WISHLIST_MESSAGES.full);
  return Response.json({ productId, inWishlist: true }, { headers: NO_STORE });
}
