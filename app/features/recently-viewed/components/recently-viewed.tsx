import { useEffect } from "react";
import { CoverThumb } from "~/components/ui/cover-thumb";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { Slider } from "~/components/ui/slider";
import { bookHref } from "~/lib/paths";
import type { BookDetails } from "../../catalogue/types";
import { bookToRecent } from "../book-item";
import { rememberVisit, useRecentlyViewed } from "../recent-store";

/** Put on a product page: records the visit once the page runs in the browser. */
export function RememberVisit({ book }: { book: BookDetails }) {
  // Keyed on the loader's book: moving from one product page to another reuses this component.
  useEffect(() => {
    rememberVisit(bookToRecent(book, Date.now()));
  }, [book]);
  return null;
}

/**
 * "Cărți văzute recent", newest first. The list lives in the browser, so the server renders
 * nothing and the strip appears after hydration; pages place it below the fold, where its
 * arrival moves nothing the shopper is looking at.
 */
export function RecentlyViewedStrip({
  excludeId,
  className = "",
}: {
  /** The book of the page showing the strip. */
  excludeId?: number;
  className?: string;
}) {
  const items = useRecentlyViewed().filter((item) => item.id !== excludeId);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="vazute-recent" className={className}>
      <h2 id="vazute-recent" className="mb-4 text-2xl font-bold">
        Cărți văzute recent
      </h2>
      <Slider label="Cărți văzute recent">
        {items.map((item) => {
          const href = bookHref(item.url);
          return (
            <div key={item.id} className="flex flex-col gap-1">
              <CoverThumb
                src={item.mainImageUrl}
                srcWebP={item.mainImageUrlWebP}
                width={120}
                className="h-auto w-full max-w-[120px]"
              />
              <p className="line-clamp-2 font-semibold leading-snug">
                {href ? (
                  <PageLink to={href} prefetch="intent" className="hover:underline">
                    {item.title}
                  </PageLink>
                ) : (
                  item.title
                )}
              </p>
              <Price
                price={item.price}
                oldPrice={item.oldPrice}
                onCampaign={item.isEpicOffer === true}
              />
            </div>
          );
        })}
      </Slider>
    </section>
  );
}
