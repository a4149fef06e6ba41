// /account/favourites: the server wishlist (spec: the favourites panel's "Vezi toate produsele
// favorite"), each book with "Adaugă în coș" and "Șterge". Removing is a plain form post without
// JavaScript; with it, the wishlist call removes the book and, on success, so does the browser's
// `Wishlist` (spec section 4).

import { type FormEvent, useState } from "react";
import { data, useRevalidator } from "react-router";
import { CoverThumb } from "~/components/ui/cover-thumb";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { requireCustomer, sameOrigin } from "~/features/account/account-request.server";
import { removeFromWishlist, wishlistProducts } from "~/features/account/wishlist.server";
import { ADD_TO_CART_MESSAGES, addToCart } from "~/features/cart/cart-store";
import type { ApiProduct } from "~/features/catalogue/api-product";
import { forgetFavourite } from "~/features/favourites/favourites-store";
import { useWishlistMerged } from "~/features/favourites/login-merge";
import { removeFromServerWishlist } from "~/features/favourites/server-wishlist";
import { privatePageMeta } from "~/features/seo/meta";
import { isDatabaseId } from "~/lib/database-id";
import { todayInShop } from "~/lib/dates";
import { FOREIGN_FORM_MESSAGE, NO_STORE } from "~/lib/http";
import { bookHref } from "~/lib/paths";
import { PRODUCT_FORMS, plural } from "~/lib/plural";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/account-favourites";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const products = await wishlistProducts(context.db, customer.customerId, todayInShop());
  return data({ products }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await readForm(request);
  if (!sameOrigin(request)) {
    return data(
      { ok: false as const, message: FOREIGN_FORM_MESSAGE },
      { status: 403, headers: NO_STORE },
    );
  }
  const productId = Number(form.get("productId"));
  if (form.get("intent") !== "remove" || !isDatabaseId(productId)) {
    return data(
      { ok: false as const, message: "Cererea nu a putut fi înțeleasă." },
      { status: 400, headers: NO_STORE },
    );
  }
  await removeFromWishlist(context.db, customer.customerId, productId);
  return data({ ok: true as const, removed: productId }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return privatePageMeta("Produse favorite");
}

export default function AccountFavourites({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const revalidator = useRevalidator();
  // Arriving here straight from the login page: the browser's list merges a moment later.
  useWishlistMerged(() => void revalidator.revalidate());
  return (
    <section>
      <h1 className="mb-2 font-serif text-3xl font-bold">Produse favorite</h1>
      <p className="mb-6 text-sm text-stone-700">{plural(products.length, PRODUCT_FORMS)}</p>
      {products.length === 0 ? (
        <p>Nu ai produse favorite.</p>
      ) : (
        <ul aria-label="Produse favorite" className="flex flex-col divide-y divide-stone-200">
          {products.map((product) => (
            <FavouriteRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FavouriteRow({ product }: { product: ApiProduct }) {
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRemoving(true);
    setError(null);
    // The session cookie answers for a browser that kept no token.
    const outcome = await removeFromServerWishlist(product.id);
    if (outcome === "ok") forgetFavourite(product.id);
    else if (outcome === "failed") setError("Nu am putut șterge produsul. Încearcă din nou.");
    // Gone from the list, or (logged out) the way to the login page.
    if (outcome !== "failed") await revalidator.revalidate();
    setRemoving(false);
  };

  const add = async () => {
    setAdding(true);
    setError(null);
    const result = await addToCart(product.id);
    setAdding(false);
    if (!result.ok) setError(ADD_TO_CART_MESSAGES[result.reason]);
  };

  const href = bookHref(product.url);
  return (
    <li className="flex gap-4 py-4">
      <CoverThumb src={product.mainImageUrl} srcWebP={product.mainImageUrlWebP} width={72} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold leading-snug">
          {href ? (
            <PageLink to={href} className="hover:underline">
              {product.title}
            </PageLink>
          ) : (
            product.title
          )}
        </p>
        {product.subtitle ? <p className="text-sm text-stone-600">{product.subtitle}</p> : null}
        {product.authors.length > 0 ? (
          <p className="text-sm text-stone-700">{product.authors.join(", ")}</p>
        ) : null}
        <Price price={product.price} oldPrice={product.oldPrice} onCampaign={product.isEpicOffer} />
        <div className="mt-1 flex flex-wrap gap-2">
          {product.isUnavailable ? (
            <p className="py-1.5 text-sm text-stone-700">Stoc epuizat</p>
          ) : (
            <button
              type="button"
              onClick={() => void add()}
              disabled={adding}
              aria-busy={adding}
              aria-label={`Adaugă în coș: ${product.title}`}
              className="rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              Adaugă în coș
            </button>
          )}
          <form method="post" onSubmit={(event) => void remove(event)}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={product.id} />
            <button
              type="submit"
              disabled={removing}
              aria-busy={removing}
              aria-label={`Șterge din favorite: ${product.title}`}
              className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100 disabled:opacity-60"
            >
              Șterge
            </button>
          </form>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
