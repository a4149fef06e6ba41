import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { bookPath } from "~/lib/paths";
import type { BookCard as BookCardData } from "../types";
import { AvailabilityLabel } from "./availability-label";
import { useBookActions } from "./book-actions";
import { BookCover } from "./book-cover";

export function BookCard({ book, eager = false }: { book: BookCardData; eager?: boolean }) {
  const { Favourite } = useBookActions();
  return (
    <div className="relative flex flex-col gap-1">
      <PageLink to={bookPath(book.slug)} className="group flex flex-col gap-2" prefetch="intent">
        <BookCover cover={book.cover} title={book.title} variant="small" eager={eager} />
        <span className="line-clamp-2 font-semibold leading-snug group-hover:underline">
          {book.title}
        </span>
      </PageLink>
      {/* Outside the link (a button cannot sit inside one), laid over the cover's corner. */}
      <Favourite book={book} className="absolute top-1 right-1" />
      {book.authors.length > 0 ? (
        <span className="line-clamp-1 text-sm text-stone-700">
          {book.authors.map((author) => author.name).join(", ")}
        </span>
      ) : null}
      <Price price={book.price} oldPrice={book.oldPrice} promotion={book.promotion} />
      <AvailabilityLabel availability={book.availability} availableFrom={book.availableFrom} />
    </div>
  );
}
