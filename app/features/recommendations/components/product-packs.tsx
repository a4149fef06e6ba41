// "Pachete promoționale cu această carte": the best-selling promo packs that hold the book, on its
// page, each with its price, what it saves against buying the books one by one, and its button.
import { useId } from "react";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { formatLei } from "~/lib/money";
import { useBookActions } from "../../catalogue/components/book-actions";
import type { ShownProduct } from "../shown-product";
import { ProductThumb } from "./product-thumb";

export function ProductPacks({ packs }: { packs: ShownProduct[] }) {
  const { AddToCart } = useBookActions();
  const headingId = useId();
  const shown = packs.filter((pack) => !pack.isUnavailable);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        Pachete promoționale cu această carte
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 desktop:grid-cols-3">
        {shown.map((pack) => (
          <li key={pack.id} className="flex gap-3 rounded-lg bg-brand-50 p-3">
            <ProductThumb product={pack} width={80} className="w-20 shrink-0" />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <PageLink to={pack.url} className="line-clamp-3 font-semibold hover:underline">
                {pack.title}
              </PageLink>
              {pack.subtitle ? <p className="text-sm text-stone-700">{pack.subtitle}</p> : null}
              <Price price={pack.price} oldPrice={pack.oldPrice} onCampaign={pack.isEpicOffer} />
              {pack.oldPrice && pack.oldPrice > pack.price ? (
                <p className="text-sm font-semibold text-green-800">
                  economisești {formatLei(pack.oldPrice - pack.price)}
                </p>
              ) : null}
              <div className="mt-1">
                <AddToCart
                  productId={pack.id}
                  title={pack.title}
                  preorder={pack.dateAvailable !== null}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
