// GET /api/product/urlexists/{encodedProductUrl} (spec section 7): 200 when the book exists at
// that address, 301 with Location when it moved (renamed, or another spelling), 404 otherwise.
import { findBookBySlug } from "~/features/catalogue/book-page.server";
import { apiError } from "~/lib/api.server";
import { todayInShop } from "~/lib/dates";
import { bookPath } from "~/lib/paths";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/url-exists";

export async function loader({ params, context }: Route.LoaderArgs) {
  const raw = (params["*"] ?? "").replace(/^\/?carte\//, "");
  const slug = normaliseUrlSegment(raw);
  const found = slug
    ? await findBookBySlug(context.db, slug, todayInShop())
    : ({ kind: "missing" } as const);
  if (found.kind === "missing") return apiError(404, "not_found", "Pagina nu a fost gasita");
  const current = found.kind === "moved" ? found.slug : found.book.slug;
  const headers = { "Cache-Control": "public, max-age=300" };
  if (found.kind === "moved" || raw !== current) {
    return new Response(null, {
      status: 301,
      headers: { ...headers, Location: bookPath(current) },
    });
  }
  return Response.json({ url: bookPath(current) }, { headers });
}
