// The product id of a recommendation address, checked once for every such route: 400 when it is
// not an id at all, 404 when no listed product has it (both thrown, as the routes answer them).
import { z } from "zod";
import { apiError } from "~/lib/api.server";
import type { Database } from "../../../db/client.server";
import { MAX_DATABASE_ID } from "../../lib/database-id";
import { isListedProduct } from "./recommendations.server";

/** Digits only (no signs, exponents or spaces), within the id column's integer range. */
const productIdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_DATABASE_ID));

export async function requireListedProductId(
  db: Database,
  raw: string | undefined,
): Promise<number> {
  const parsed = productIdParam.safeParse(raw);
  if (!parsed.success) {
    throw apiError(
      400,
      "invalid_product_id",
      "Id-ul produsului trebuie să fie un număr întreg pozitiv.",
    );
  }
  if (!(await isListedProduct(db, parsed.data))) {
    throw apiError(404, "product_not_found", "Produsul nu a fost găsit.");
  }
  return parsed.data;
}
