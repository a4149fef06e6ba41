// POST /api/member/wishlist/merge, body { ids: [...] } (at most WISHLIST_LIMIT): right after a
// login the browser's `Wishlist` joins the server wishlist; the answer is the whole list (spec
// product shape, oldest first), which the browser keeps from then on.
import { z } from "zod";
import { readSession } from "~/features/account/sessions.server";
import { mergeWishlist, WISHLIST_LIMIT } from "~/features/account/wishlist.server";
import { apiProductsByIds } from "~/features/catalogue/api-product.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { MAX_DATABASE_ID } from "~/lib/database-id";
import { todayInShop } from "~/lib/dates";
import { NO_STORE } from "~/lib/http";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/member-wishlist-merge";

const mergeBody = z.object({
  ids: z.array(z.number().int().positive().max(MAX_DATABASE_ID)).max(WISHLIST_LIMIT),
});

export function loader() {
  return methodNotAllowed("POST", "Folosește POST cu { ids }.");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const now = new Date();
  const session = await readSession(context.db, request, now);
  if (!session) return apiError(401, "not_logged_in", "Sesiunea a expirat: intră din nou în cont.");
  const parsed = mergeBody.safeParse(await readJson(request));
  if (!parsed.success) {
    return apiError(
      400,
      "invalid_ids",
      `Trimite { "ids": [...] } cu cel mult ${WISHLIST_LIMIT} de id-uri de produse.`,
    );
  }
  const ids = await mergeWishlist(context.db, session.customerId, parsed.data.ids, now);
  const products = await apiProductsByIds(context.db, ids, todayInShop());
  return Response.json(products, { headers: NO_STORE });
}
