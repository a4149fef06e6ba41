// GET /api/product/urlexists/{encodedProductUrl} (spec section 7): 200 when the book exists at
// that address, 301 with Location when it moved (renamed, or another spelling), 404 otherwise.
import { findCanonicalBook } from "~/features/catalogue/canonical-book.server";
import { apiError, cachedJson } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import { NOT_FOUND_TITLE } from "~/lib/http";
import { bookPath } from "~/lib/paths";
import type { Route } from "./+types/url-exists";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const raw = (params["*"] ?? "").replace(/^\/?carte\//, "");
  const found = await findCanonicalBook(context.db, raw, todayInShop());
  if (found.kind === "missing") return apiError(404, "not_found", NOT_FOUND_TITLE);
  const headers = { "Cache-Control": "public, max-age=300" };
  if (found.kind === "moved") {
    return new Response(null, {
      status: 301,
      headers: { ...headers, Location: bookPath(found.slug) },
    });
  }
  return cachedJson(request, { url: bookPath(found.book.slug) }, headers["Cache-Control"]);
}
