import { data, redirect } from "react-router";
import { findBookBySlug } from "~/features/catalogue/book-page.server";
import { BookDetailsView } from "~/features/catalogue/components/book-details-view";
import { todayInShop } from "~/lib/dates";
import { normaliseUrlSegment } from "~/lib/slug";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = normaliseUrlSegment(params.productUrl);
  if (!slug) throw new Response("Pagina nu a fost gasita", { status: 404 });
  const found = await findBookBySlug(context.db, slug, todayInShop());
  if (found.kind === "missing") throw new Response("Pagina nu a fost gasita", { status: 404 });
  // Renamed books and non-canonical spellings (diacritics, capitals) move permanently to the slug.
  if (found.kind === "moved") throw redirect(`/carte/${found.slug}`, 301);
  if (params.productUrl !== found.book.slug) throw redirect(`/carte/${found.book.slug}`, 301);
  return data(
    { book: found.book, canonical: `${context.store.publicUrl}/carte/${found.book.slug}` },
    { headers: { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache" };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Pagina nu a fost gasita" }];
  const { book } = data;
  const authors = book.authors.map((a) => a.name).join(", ");
  return [
    { title: `${book.title}${authors ? ` - ${authors}` : ""} | Coperta` },
    { name: "description", content: book.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <BookDetailsView book={loaderData.book} />;
}
