// The product page's buy bar on phones: once the buying block has scrolled up out of view, price
// and button stay at the bottom of the screen. It exists only while shown (so the page holds one
// add button for the book otherwise), and the body gets its height as bottom padding meanwhile,
// so the footer's last links can still be scrolled into view above it. The same height is the
// `--buy-bar-height` property of the root, which lifts other bottom-fixed widgets above the bar.
import { type RefObject, useEffect, useRef, useState } from "react";
import { Price } from "~/components/ui/price";
import type { BookDetails } from "../types";
import { useBookActions } from "./book-actions";

export function StickyBuyBar({
  book,
  preorder,
  watch,
}: {
  book: BookDetails;
  preorder: boolean;
  /** The buying block: the bar shows while it is above the screen. */
  watch: RefObject<HTMLElement | null>;
}) {
  const { AddToCart } = useBookActions();
  const scrolledPast = useScrolledPast(watch);
  const bar = useRef<HTMLElement>(null);
  useBodyPadding(bar, scrolledPast);
  if (!scrolledPast) return null;
  return (
    <section
      ref={bar}
      aria-label={`Cumpără: ${book.title}`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{book.title}</p>
          <Price price={book.price} oldPrice={book.oldPrice} onCampaign={book.promotion !== null} />
        </div>
        <div className="shrink-0">
          <AddToCart productId={book.id} title={book.title} preorder={preorder} />
        </div>
      </div>
    </section>
  );
}

/** True while `target` lies wholly above the viewport (scrolled past, not yet reached is false). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/** While `shown`, the body is padded by the bar's height (0 where CSS hides the bar). */
function useBodyPadding(bar: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const body = document.body;
    const root = document.documentElement;
    // CSSOM, not a style attribute in the markup: the pages' CSP allows no inline styles there.
    const apply = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
      root.style.setProperty("--buy-bar-height", `${element.offsetHeight}px`);
    };
    apply();
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(apply);
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      body.style.paddingBottom = "";
      root.style.removeProperty("--buy-bar-height");
    };
  }, [bar, shown]);
}
