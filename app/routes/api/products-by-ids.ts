// POST /api/product/listofids: products (spec section 3 shape) for a list of ids, in that order.
// The body is a JSON array of ids, or { "ids": [...] }.
import { z } from "zod";
import { apiProductsByIds } from "~/features/catalogue/api-product.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { MAX_DATABASE_ID } from "~/lib/database-id";
import { todayInShop } from "~/lib/dates";
import { readJson } from "~/lib/request-body.server";
import type { Route } from "./+types/products-by-ids";

/** A favourites or cart list never holds more. */
export const MAX_IDS = 200;

const idList = z.array(z.coerce.number().int().positive().max(MAX_DATABASE_ID)).max(MAX_IDS);
const bodySchema = z.union([idList, z.object({ ids: idList })]);

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST", "Folosește POST.");
  const parsed = bodySchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return apiError(
      400,
      "invalid_ids",
      `Trimite o listă de cel mult ${MAX_IDS} de id-uri de produse (numere întregi).`,
    );
  }
  const ids = [...new Set(Array.isArray(parsed.data) ? parsed.data : parsed.data.ids)];
  const products = await apiProductsByIds(context.db, ids, todayInShop());
  return Response.json(products, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return methodNotAllowed("POST", "Folosește POST cu o listă de id-uri.");
}
