import { describe, expect, it } from "vitest";
import { CatalogueIndex, type CatalogueIndexSource } from "./catalogue-index";
import { type ListFilters, queryList } from "./list-query";

const TODAY = 20261122;

/** 60 books over two sub-categories of one top category, three authors, two publishers. */
function source(): CatalogueIndexSource {
  const books = Array.from({ length: 60 }, (_, k) => {
    const id = k + 1;
    return {
      id,
      price: 1000 + k * 100,
      salesCount: (k * 37) % 61,
      publishedOn: `2026-${String((k % 12) + 1).padStart(2, "0")}-10`,
      availableFrom: k % 10 === 0 ? "2027-01-15" : null,
      stock: k % 7 === 0 ? 0 : 5,
      format: (k % 5 === 0 ? "pack" : k % 3 === 0 ? "hardcover" : "paperback") as
        | "pack"
        | "hardcover"
        | "paperback",
      language: k % 4 === 0 ? "en" : "ro",
      publisherId: (k % 2) + 1,
      seriesId: k < 3 ? 9 : null,
      title: `Titlu ${String(60 - k).padStart(2, "0")}`,
      subtitle: "",
      isbn13: null,
      slug: `titlu-${id}`,
      oldPrice: k % 4 === 0 ? 1500 + k * 100 : null,
      cover: null,
      categoryIds: [k % 2 === 0 ? 11 : 12],
      authorIds: k % 3 === 0 ? [101, 102] : [100 + (k % 3)],
    };
  });
  return {
    books,
    categories: [
      {
        id: 10,
        parentId: null,
        name: "Beletristică",
        slug: "beletristica",
        icon: "book-open",
        position: 0,
      },
      { id: 11, parentId: 10, name: "Poezie", slug: "poezie", icon: "", position: 0 },
      { id: 12, parentId: 10, name: "Teatru", slug: "teatru", icon: "", position: 1 },
    ],
    authors: [101, 102, 103].map((id) => ({ id, name: `Autor ${id}`, slug: `autor-${id}` })),
    publishers: [1, 2].map((id) => ({ id, name: `Editura ${id}`, slug: `editura-${id}` })),
  };
}

const index = new CatalogueIndex(source());
const books = source().books;

function availabilityOf(b: (typeof books)[number]) {
  if (b.availableFrom && Number(b.availableFrom.replaceAll("-", "")) > TODAY) return "preorder";
  return b.stock > 0 ? "in-stock" : "out-of-stock";
}

/** The same filter, written the slow, obvious way. */
function naive(filters: ListFilters) {
  return books.filter(
    (b) =>
      (!filters.seriesId || b.seriesId === filters.seriesId) &&
      (filters.categoryId === undefined ||
        b.categoryIds.includes(filters.categoryId) ||
        (filters.categoryId === 10 && b.categoryIds.some((c) => c === 11 || c === 12))) &&
      (!filters.authorIds?.length || b.authorIds.some((a) => filters.authorIds?.includes(a))) &&
      (!filters.publisherIds?.length || filters.publisherIds.includes(b.publisherId ?? 0)) &&
      (!filters.formats?.length || filters.formats.includes(b.format)) &&
      (!filters.languages?.length || filters.languages.includes(b.language)) &&
      (!filters.availability?.length || filters.availability.includes(availabilityOf(b))) &&
      (filters.priceMin === undefined || b.price >= filters.priceMin) &&
      (filters.priceMax === undefined || b.price <= filters.priceMax),
  );
}

const run = (filters: ListFilters, extra: Partial<Parameters<typeof queryList>[1]> = {}) =>
  queryList(index, {
    filters,
    order: "bestsellers",
    page: 1,
    pageSize: 100,
    today: TODAY,
    ...extra,
  });

describe("queryList", () => {
  const cases: [string, ListFilters][] = [
    ["everything", {}],
    ["a top category includes its sub-categories", { categoryId: 10 }],
    ["a sub-category", { categoryId: 11 }],
    ["an author", { authorIds: [102] }],
    ["a series", { seriesId: 9 }],
    ["a series within a category", { seriesId: 9, categoryId: 10 }],
    ["two authors (either)", { authorIds: [101, 103] }],
    ["a price range", { priceMin: 2000, priceMax: 4000 }],
    ["format and language", { formats: ["hardcover", "pack"], languages: ["en"] }],
    ["availability", { availability: ["preorder", "out-of-stock"] }],
    [
      "everything at once",
      {
        categoryId: 11,
        authorIds: [102],
        publisherIds: [1],
        priceMax: 6000,
        availability: ["in-stock"],
      },
    ],
  ];

  it.each(cases)("matches the obvious filter: %s", (_name, filters) => {
    const result = run(filters);
    expect(result.total).toBe(naive(filters).length);
    expect(new Set(result.ids)).toEqual(new Set(naive(filters).map((b) => b.id)));
  });

  it.each(cases)("counts each facet value as the result of choosing it: %s", (_name, filters) => {
    const { facets } = run(filters);
    for (const { value, count } of facets.formats) {
      expect(count).toBe(naive({ ...filters, formats: [value] }).length);
    }
    for (const { value, count } of facets.availability) {
      expect(count).toBe(naive({ ...filters, availability: [value] }).length);
    }
    for (const { value, count } of facets.publishers) {
      expect(count).toBe(naive({ ...filters, publisherIds: [value] }).length);
    }
    for (const { value, count } of facets.languages) {
      expect(count).toBe(naive({ ...filters, languages: [value] }).length);
    }
    for (const { value, count } of facets.authors) {
      expect(count).toBe(naive({ ...filters, authorIds: [value] }).length);
    }
  });

  it("sorts by each order and pages without gaps or repeats", () => {
    for (const order of ["bestsellers", "newest", "price-asc", "price-desc", "title"] as const) {
      const all = queryList(index, {
        filters: {},
        order,
        page: 1,
        pageSize: 100,
        today: TODAY,
      }).ids;
      const paged = [1, 2, 3].flatMap(
        (page) => queryList(index, { filters: {}, order, page, pageSize: 25, today: TODAY }).ids,
      );
      expect(paged).toEqual(all);
      const byId = new Map(books.map((b) => [b.id, b]));
      const keys = all.map((id) => byId.get(id));
      for (let i = 1; i < keys.length; i++) {
        const [a, b] = [keys[i - 1]!, keys[i]!];
        if (order === "bestsellers") expect(a.salesCount).toBeGreaterThanOrEqual(b.salesCount);
        if (order === "price-asc") expect(a.price).toBeLessThanOrEqual(b.price);
        if (order === "price-desc") expect(a.price).toBeGreaterThanOrEqual(b.price);
        if (order === "newest") expect((a.publishedOn ?? "") >= (b.publishedOn ?? "")).toBe(true);
        if (order === "title") expect(a.title.localeCompare(b.title, "ro")).toBeLessThanOrEqual(0);
      }
    }
  });

  it("sorts small result sets by rank too", () => {
    const ids = run({ authorIds: [103] }, { order: "price-desc" }).ids;
    const prices = ids.map((id) => books.find((b) => b.id === id)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("clamps the page to the last one and reports the page count", () => {
    const result = queryList(index, {
      filters: {},
      order: "title",
      page: 99,
      pageSize: 25,
      today: TODAY,
    });
    expect(result.pageCount).toBe(3);
    expect(result.page).toBe(3);
    expect(result.ids).toHaveLength(10);
  });

  it("gives the price span of the books matching the other filters", () => {
    expect(run({ categoryId: 11, priceMax: 1500 }).facets.priceSpan).toEqual({
      min: 1000,
      max: 6800,
    });
  });

  it("finds an unknown category empty", () => {
    expect(run({ categoryId: 999 }).total).toBe(0);
  });

  it("lists an author's books as the base of an author page", () => {
    const result = run({ contributorId: 101, categoryId: 12 });
    expect(new Set(result.ids)).toEqual(
      new Set(
        books
          .filter((b) => b.authorIds.includes(101) && b.categoryIds.includes(12))
          .map((b) => b.id),
      ),
    );
  });
});
