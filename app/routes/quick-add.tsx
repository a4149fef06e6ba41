// /addtocart/{productUrl} and /addtocartenc/{encId}: links (e-mails, ads) that put a book in the
// cart and open it. The encoded variant carries a signed id, so it cannot be guessed or forged.

import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { ADD_TO_CART_MESSAGES, addToCart } from "~/features/cart/cart-store";
import { decodeProductId } from "~/features/cart/signed-links.server";
import { requireCanonicalBook } from "~/features/catalogue/canonical-book.server";
import { privatePageMeta } from "~/features/seo/meta";
import { todayInShop } from "~/lib/dates";
import { notFound } from "~/lib/http";
import { quickAddPath } from "~/lib/paths";
import type { Route } from "./+types/quick-add";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.encId !== undefined) {
    const id = await decodeProductId(context.db, params.encId);
    if (id === null) throw notFound();
    return { productId: id };
  }
  const { book } = await requireCanonicalBook(context.db, params.productUrl ?? "", {
    today: todayInShop(),
    pathOf: quickAddPath,
    search: new URL(request.url).search,
  });
  return { productId: book.id };
}

export function meta() {
  return privatePageMeta("Adaugă în coș");
}

export default function QuickAdd({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { productId } = loaderData;
  // Once per visit: React's development mode runs effects twice, and a second add would count 2.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    addToCart(productId, { popup: false }).then((result) => {
      if (result.ok) navigate("/cos/produse", { replace: true });
      else setError(ADD_TO_CART_MESSAGES[result.reason]);
    });
  }, [productId, navigate]);
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 className="text-2xl font-bold">Adaugă în coș</h1>
      {error ? (
        <p role="alert" className="mt-4 text-red-700">
          {error}
        </p>
      ) : (
        <p className="mt-4" aria-live="polite">
          Adăugăm produsul în coș…
        </p>
      )}
      <noscript>
        <p className="mt-4">Coșul păstrează produsele în browser: activează JavaScript.</p>
      </noscript>
      <PageLink to="/cos/produse" className="mt-6 inline-block text-brand-800 underline">
        Mergi la coș
      </PageLink>
    </section>
  );
}
