import { useId } from "react";
import { Price } from "~/components/ui/price";
import type { ApiProduct } from "../../catalogue/api-product";
import { AddToCartButton } from "./add-to-cart-button";
import { CartLineThumb } from "./cart-line-thumb";

/**
 * The recommendations carousel (spec: 2 per view from 320 px, 4 from 924 px): a scroll-snapping
 * list, so touch, trackpad and keyboard (Tab through the buttons) all move it.
 */
export function ProductCarousel({ title, products }: { title: string; products: ApiProduct[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-stone-200 pt-4">
      <h3 id={headingId} className="mb-3 text-lg font-bold">
        {title}
      </h3>
      <ul className="grid snap-x snap-mandatory auto-cols-[calc((100%-1rem)/2)] grid-flow-col gap-4 overflow-x-auto pb-2 min-[924px]:auto-cols-[calc((100%-3rem)/4)]">
        {products.map((product) => (
          <li key={product.id} className="flex snap-start flex-col gap-1.5">
            <a href={product.url} className="flex flex-col items-center gap-1.5 hover:underline">
              <CartLineThumb line={product} width={80} />
              <span className="line-clamp-2 text-sm font-semibold">{product.title}</span>
            </a>
            <Price
              price={product.price}
              oldPrice={product.oldPrice}
              onCampaign={product.isEpicOffer === true}
            />
            {product.isUnavailable ? null : (
              <AddToCartButton
                productId={product.id}
                title={product.title}
                preorder={product.dateAvailable !== null}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
