import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { announcedReduction } from "~/lib/money";
import { bookPath } from "~/lib/paths";
import type { BookCard as BookCardData } from "../types";
import { AvailabilityLabel } from "./availability-label";
import { useBookActions } from "./book-actions";
import { BookCover } from "./book-cover";

export function BookCard({
  book,
  eager = false,
  coverSizes,
}: {
  book: BookCardData;
  eager?: boolean;
  /** The cover slot's `sizes` (COVER_SLOT_SIZES); a grid card's by default. */
  coverSizes?: string;
}) {
  const { Favourite, QuickAdd } = useBookActions();
  const percent = announcedReduction(book.price, book.oldPrice, book.promotion);
  return (
    <div className="relative flex flex-col gap-1">
      <PageLink to={bookPath(book.slug)} className="group flex flex-col gap-2" prefetch="intent">
        <BookCover
          cover={book.cover}
          title={book.title}
          variant="small"
          sizes={coverSizes}
          eager={eager}
        />
        <span className="line-clamp-2 font-semibold leading-snug group-hover:underline">
          {book.title}
        </span>
      </PageLink>
      {/* Outside the link (a button cannot sit inside one), laid over the cover's corner. */}
      <Favourite book={book} className="absolute top-1 right-1" />
      {percent > 0 ? (
        // The price line below announces the discount; this is its mark on the cover.
        <span
          aria-hidden="true"
          className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
        >
          {`−${percent}%`}
        </span>
      ) : null}
      {book.authors.length > 0 ? (
        <span className="line-clamp-1 text-sm text-stone-700">
          {book.authors.map((author) => author.name).join(", ")}
        </span>
      ) : null}
      <Price price={book.price} oldPrice={book.oldPrice} promotion={book.promotion} />
      <AvailabilityLabel availability={book.availability} availableFrom={book.availableFrom} />
      <QuickAdd book={book} />
    </div>
  );
}
