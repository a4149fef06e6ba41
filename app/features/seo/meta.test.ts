import { describe, expect, it } from "vitest";
import type { BookCard, BookDetails } from "~/features/catalogue/types";
import { cutAtWord } from "~/lib/cut-at-word";
import { bookJsonLd, DESCRIPTION_MAX_LENGTH, itemListJsonLd, pageMeta, siteTitle } from "./meta";

const description = (text: string) =>
  pageMeta({ title: "T", description: text, canonical: "https://example.test/" }).find(
    (d) => "name" in d && d.name === "description",
  ) as { content: string };

describe("meta descriptions", () => {
  it("keeps a short description whole, whitespace folded", () => {
    expect(description("  Cărți noi\n și   bestselleruri. ").content).toBe(
      "Cărți noi și bestselleruri.",
    );
  });

  it("cuts a long one at a word boundary, ending with … within the limit", () => {
    const words = "Povestea unei familii din Bucureștiul interbelic, spusă de trei generații";
    const long = `${words} ${words} ${words}`;
    const { content } = description(long);
    expect(content.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(content.endsWith("…")).toBe(true);
    const kept = content.slice(0, -1);
    // Every kept word is a whole word of the text, and the text goes on with a space after it.
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toMatch(/[\s,]/);
    expect(kept).not.toMatch(/[,\s]$/);
  });

  it("keeps a last word that ends exactly at the limit", () => {
    expect(cutAtWord("abcd efgh ijkl", 10)).toBe("abcd efgh…");
    expect(cutAtWord("abcd efghi jkl", 10)).toBe("abcd…");
  });

  it("cuts a single overlong word where it must", () => {
    expect(cutAtWord("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("list pages' ItemList", () => {
  it("lists each book's position and address only, counting from the page's offset", () => {
    const books = [{ slug: "ion-liviu-rebreanu" }, { slug: "baltagul-mihail-sadoveanu" }];
    const list = itemListJsonLd("https://coperta.test", books as BookCard[], 24);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 25, url: "https://coperta.test/carte/ion-liviu-rebreanu" },
      {
        "@type": "ListItem",
        position: 26,
        url: "https://coperta.test/carte/baltagul-mihail-sadoveanu",
      },
    ]);
  });
});

describe("page titles", () => {
  it("adds the shop's name, even to a title that names it", () => {
    expect(siteTitle("Cele mai vândute cărți")).toBe("Cele mai vândute cărți | Coperta");
    expect(siteTitle("Cărți Editura Coperta")).toBe("Cărți Editura Coperta | Coperta");
    expect(siteTitle("Rezultate pentru „Coperta”")).toBe("Rezultate pentru „Coperta” | Coperta");
  });

  it("leaves a title that already ends with it, and the home page's", () => {
    expect(siteTitle("Coș | Coperta")).toBe("Coș | Coperta");
    expect(siteTitle("Coperta — librărie online și editură")).toBe(
      "Coperta — librărie online și editură",
    );
  });
});

describe("a product's JSON-LD", () => {
  const base = "https://coperta.test";
  const book: BookDetails = {
    id: 7,
    slug: "ion-liviu-rebreanu",
    title: "Ion",
    subtitle: "Roman",
    format: "paperback",
    price: 3_999,
    oldPrice: null,
    authors: [{ name: "Liviu Rebreanu", slug: "liviu-rebreanu" }],
    cover: null,
    availability: "in-stock",
    availableFrom: null,
    promotion: null,
    isbn13: "9789734600000",
    description: "Romanul satului ardelean.",
    pageCount: 480,
    language: "ro",
    publishedOn: "2020-03-01",
    publisher: { name: "Editura Coperta", slug: "editura-coperta" },
    series: null,
    contributors: [{ name: "Liviu Rebreanu", slug: "liviu-rebreanu", role: "author" }],
    categories: [],
    packItems: [],
    maxPerOrder: 10,
  };

  it("describes a book as a Book with its book properties", () => {
    const json = bookJsonLd(base, book);
    expect(json["@type"]).toEqual(["Book", "Product"]);
    expect(json).toMatchObject({
      isbn: book.isbn13,
      gtin13: book.isbn13,
      alternativeHeadline: "Roman",
      inLanguage: "ro",
      datePublished: "2020-03-01",
      numberOfPages: 480,
      author: [{ "@type": "Person", name: "Liviu Rebreanu" }],
      publisher: { "@type": "Organization", name: "Editura Coperta" },
      offers: { "@type": "Offer", price: "39.99", priceCurrency: "RON" },
    });
  });

  it("describes a pack as a Product with Product properties only", () => {
    const pack: BookDetails = {
      ...book,
      slug: "pachet-promo-clasici",
      title: "Pachet promo: clasici",
      format: "pack",
      isbn13: null,
      contributors: [],
      authors: [],
    };
    const json = bookJsonLd(base, pack);
    expect(json["@type"]).toBe("Product");
    expect(Object.keys(json).sort()).toEqual(
      ["@context", "@type", "brand", "description", "name", "offers", "sku", "url"].sort(),
    );
    expect(json).toMatchObject({
      name: "Pachet promo: clasici",
      sku: "7",
      brand: { "@type": "Brand", name: "Editura Coperta" },
      offers: { "@type": "Offer", url: `${base}/carte/pachet-promo-clasici` },
    });
    const withoutPublisher = bookJsonLd(base, { ...pack, publisher: null });
    expect(withoutPublisher).not.toHaveProperty("brand");
  });
});
