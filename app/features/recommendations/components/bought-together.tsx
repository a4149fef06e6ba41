// "Cumpărate des împreună": the books often ordered with this one, on its page. A row that scrolls
// sideways (two books a screen on a phone), so the list does not push the page's end away.
import { useId } from "react";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { useBookActions } from "../../catalogue/components/book-actions";
import type { ShownProduct } from "../shown-product";
import { ProductThumb } from "./product-thumb";

export function BoughtTogether({ books }: { books: ShownProduct[] }) {
  const { AddToCart } = useBookActions();
  const headingId = useId();
  if (books.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        Cumpărate des împreună
      </h2>
      <ul className="grid snap-x snap-mandatory auto-cols-[calc((100%-1rem)/2)] grid-flow-col gap-4 overflow-x-auto pb-2 sm:auto-cols-[calc((100%-2rem)/3)] md:auto-cols-[calc((100%-3rem)/4)] desktop:auto-cols-[calc((100%-5rem)/6)]">
        {books.map((book) => (
          <li key={book.id} className="flex snap-start flex-col items-start gap-1">
            <PageLink to={book.url} className="group flex w-full flex-col gap-2">
              <ProductThumb product={book} width={150} className="h-auto w-full" />
              <span className="line-clamp-2 font-semibold leading-snug group-hover:underline">
                {book.title}
              </span>
            </PageLink>
            {book.authors.length > 0 ? (
              <span className="line-clamp-1 text-sm text-stone-700">{book.authors.join(", ")}</span>
            ) : null}
            <Price price={book.price} oldPrice={book.oldPrice} onCampaign={book.isEpicOffer} />
            {book.isUnavailable ? (
              <span className="text-sm font-medium text-stone-600">Stoc epuizat</span>
            ) : (
              <AddToCart
                productId={book.id}
                title={book.title}
                preorder={book.dateAvailable !== null}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
