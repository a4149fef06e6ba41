// The condition that finds the book an operator named (book-ref.ts) in the books table.
import { eq, type SQL } from "drizzle-orm";
import { books } from "../../../db/schema";
import type { BookRef } from "./book-ref";

export const whereBookRef = (ref: BookRef): SQL =>
  "id" in ref
    ? eq(books.id, ref.id)
    : "isbn13" in ref
      ? eq(books.isbn13, ref.isbn13)
      : eq(books.slug, ref.slug);
