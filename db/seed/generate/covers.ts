// One cover per book, at URLs the cover route renders on demand (catalogue/covers.server.ts).
import type { CatalogueDraft } from "./context";

export function addCover(draft: CatalogueDraft, bookId: number): void {
  draft.rows.bookImages.push({
    id: bookId,
    bookId,
    position: 0,
    smallUrl: `/coperti/${bookId}-mica.jpg`,
    smallUrlWebp: `/coperti/${bookId}-mica.webp`,
    largeUrl: `/coperti/${bookId}-mare.jpg`,
    largeUrlWebp: `/coperti/${bookId}-mare.webp`,
    width: 600,
    height: 900,
  });
}
