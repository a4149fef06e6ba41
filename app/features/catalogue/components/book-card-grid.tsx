import type { BookCard as BookCardData } from "../types";
import { BookCard } from "./book-card";

export function BookCardGrid({
  books,
  eagerCount = 0,
}: {
  books: BookCardData[];
  eagerCount?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 desktop:grid-cols-6">
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard book={book} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
