// A book page's title: editions of one book (paperback, hardcover, eBook, audiobook) share title
// and author, so all but the paperback name their format, and search results tell them apart.
import { describe, expect, it } from "vitest";
import type { BookDetails } from "~/features/catalogue/types";
import { meta } from "./product";

function titleOf(format: BookDetails["format"]) {
  const book = {
    title: "Ion",
    authors: [{ name: "Liviu Rebreanu" }],
    description: "Romanul satului ardelean.",
    slug: `ion-${format}`,
    format,
    cover: null,
    contributors: [],
    price: 3000,
    availability: "in-stock",
    promotion: null,
    availableFrom: null,
    isbn13: null,
  } as unknown as BookDetails;
  const descriptors = meta({
    data: { book, storeUrl: "https://coperta.test", crumbs: [] },
  } as never) as { title?: string }[];
  return descriptors.find((descriptor) => descriptor.title)?.title;
}

describe("a book page's title", () => {
  it("names the format of every edition but the paperback", () => {
    expect(titleOf("paperback")).toBe("Ion - Liviu Rebreanu | Coperta");
    expect(titleOf("hardcover")).toBe("Ion - Liviu Rebreanu (Carte cartonată) | Coperta");
    expect(titleOf("ebook")).toBe("Ion - Liviu Rebreanu (eBook) | Coperta");
  });
});
