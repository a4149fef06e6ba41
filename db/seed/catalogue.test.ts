// What seedCatalogue writes: the same rows for the same seed, books, packs, slugs, stock, orders,
// and a catalogue seeded again once truncated. One pair of seeded databases serves every test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../app/lib/slug";
import type { DatabaseHandle } from "../client.server";
import { createTestDatabase } from "../testing";
import { REFERENCE_DATE, type SeedSummary, seedCatalogue, truncateCatalogue } from "./catalogue";
import { FOREIGN_NAMES } from "./data/names";
import { query } from "./test-database";

const BOOKS = 300;

/** `slug` is `base`, or `base-N` when an earlier row already took `base`. */
function isSlugOf(slug: string, text: string): boolean {
  const base = slugify(text);
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

function isbnChecksumOk(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

describe("seedCatalogue", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    summary = await seedCatalogue(first.db, { books: BOOKS, referenceDate: REFERENCE_DATE });
    await seedCatalogue(second.db, { books: BOOKS, referenceDate: REFERENCE_DATE });
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("gives identical rows, ids included, for the same number of books and seed", async () => {
    const tables = [
      "select * from publishers order by id",
      "select * from categories order by id",
      "select * from contributors order by id",
      "select * from series order by id",
      "select * from books order by id",
      "select * from book_contributors order by book_id, role, position, contributor_id",
      "select * from book_categories order by book_id, category_id",
      "select * from book_images order by id",
      "select * from pack_items order by pack_id, book_id",
      "select * from slug_redirects order by old_slug",
      "select * from footer_links order by id",
      "select * from landings order by id",
      "select * from landing_books order by landing_id, position",
      "select * from book_reviews order by id",
      "select * from book_previews order by book_id",
      "select * from site_settings order by key",
      "select * from orders order by id",
      "select * from order_lines order by order_id, book_id",
      "select * from customers order by id",
    ];
    // Orders' public ids are random, as a real order's: they open an order's page to whoever
    // holds one, so they must not follow from the seed.
    const withoutPublicId = (rows: Record<string, unknown>[]) =>
      rows.map(({ public_id: _publicId, ...rest }) => rest);
    for (const text of tables) {
      const [a, b] = await Promise.all([query(first, text), query(second, text)]);
      expect(a.length, text).toBeGreaterThan(0);
      expect(JSON.stringify(withoutPublicId(a)), text).toBe(JSON.stringify(withoutPublicId(b)));
    }
    const publicIds = "select public_id from orders order by id limit 5";
    const [ids, otherIds] = await Promise.all([query(first, publicIds), query(second, publicIds)]);
    expect(ids).not.toEqual(otherIds);
  });

  it("reports the rows it wrote", async () => {
    const tables: Record<keyof SeedSummary, string> = {
      publishers: "publishers",
      categories: "categories",
      contributors: "contributors",
      series: "series",
      books: "books",
      bookContributors: "book_contributors",
      bookCategories: "book_categories",
      bookImages: "book_images",
      packItems: "pack_items",
      slugRedirects: "slug_redirects",
      footerLinks: "footer_links",
      landings: "landings",
      landingBooks: "landing_books",
      bookReviews: "book_reviews",
      bookPreviews: "book_previews",
      siteSettings: "site_settings",
      orders: "orders",
      orderLines: "order_lines",
      customers: "customers",
    };
    for (const [key, table] of Object.entries(tables)) {
      const [row] = await query<{ n: number }>(first, `select count(*)::int as n from ${table}`);
      expect(row?.n, table).toBe(summary[key as keyof SeedSummary]);
    }
    expect(summary.books).toBe(BOOKS);
    expect(summary.bookImages).toBe(BOOKS);
  });

  it("credits an author and a primary category to every book that is not a pack", async () => {
    const orphans = await query(
      first,
      `select b.id from books b
       where b.format <> 'pack'
         and not exists (select 1 from book_contributors c
                         where c.book_id = b.id and c.role = 'author' and c.position = 0)`,
    );
    expect(orphans).toEqual([]);
    const primaries = await query<{ id: number; n: number }>(
      first,
      `select b.id, count(c.category_id) filter (where c.is_primary)::int as n
       from books b left join book_categories c on c.book_id = b.id group by b.id`,
    );
    expect(primaries.filter((row) => row.n !== 1)).toEqual([]);
  });

  it("gives translated books a translator and English books English text", async () => {
    const foreignSurnames = new Set(Object.values(FOREIGN_NAMES).flatMap((names) => names.last));
    const books = await query<{ id: number; last_name: string; translators: number }>(
      first,
      `select b.id, c.last_name,
              (select count(*)::int from book_contributors t
               where t.book_id = b.id and t.role = 'translator' and t.position >= 1) as translators
       from books b
       join book_contributors a on a.book_id = b.id and a.role = 'author' and a.position = 0
       join contributors c on c.id = a.contributor_id
       where b.language = 'ro'`,
    );
    const translated = books.filter((book) => foreignSurnames.has(book.last_name));
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.filter((book) => book.translators !== 1)).toEqual([]);
    const english = await query<{ language: string; n: number }>(
      first,
      `select b.language, count(*)::int as n from books b
       join book_categories bc on bc.book_id = b.id and bc.is_primary
       join categories c on c.id = bc.category_id
       where c.slug = 'carti-in-limba-engleza'
          or c.parent_id = (select id from categories where slug = 'carti-in-limba-engleza')
       group by b.language`,
    );
    expect(english.map((row) => row.language)).toEqual(["en"]);
  });

  it("keeps prices between 9,99 and 199 lei, with some recommended prices above them", async () => {
    const [range] = await query<{ min: number; max: number; discounted: number }>(
      first,
      `select min(price)::int as min, max(price)::int as max,
              count(*) filter (where old_price > price)::int as discounted
       from books`,
    );
    expect(range?.min).toBeGreaterThanOrEqual(999);
    expect(range?.max).toBeLessThanOrEqual(19_900);
    expect(range?.discounted).toBeGreaterThan(5);
  });

  it("builds packs of 2 to 5 other books, cheaper than their contents", async () => {
    const packs = await query<{
      id: number;
      price: number;
      old_price: number;
      is_promo: boolean;
      isbn13: string | null;
      items: number;
      packs_inside: number;
      total: number;
    }>(
      first,
      `select p.id, p.price, p.old_price, p.is_promo, p.isbn13,
              count(i.book_id)::int as items,
              count(*) filter (where b.format = 'pack' or b.id = p.id)::int as packs_inside,
              sum(b.price)::int as total
       from books p join pack_items i on i.pack_id = p.id join books b on b.id = i.book_id
       where p.format = 'pack' group by p.id`,
    );
    const [count] = await query<{ n: number }>(
      first,
      "select count(*)::int as n from books where format = 'pack'",
    );
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.length).toBe(count?.n);
    for (const pack of packs) {
      expect(pack.items).toBeGreaterThanOrEqual(2);
      expect(pack.items).toBeLessThanOrEqual(5);
      expect(pack.packs_inside).toBe(0);
      expect(pack.old_price).toBe(pack.total);
      expect(pack.price).toBeLessThanOrEqual(Math.round(pack.total * 0.85));
      expect(pack.price).toBeGreaterThanOrEqual(Math.floor(pack.total * 0.7) - 100);
      expect(pack.is_promo).toBe(true);
      expect(pack.isbn13).toBeNull();
    }
  });

  it("derives every slug from the name it stands for", async () => {
    const books = await query<{ slug: string; title: string; format: string; author: string }>(
      first,
      `select b.slug, b.title, b.format, coalesce(c.name, '') as author from books b
       left join book_contributors a on a.book_id = b.id and a.role = 'author' and a.position = 0
       left join contributors c on c.id = a.contributor_id order by b.id`,
    );
    for (const book of books) {
      const text = book.format === "pack" ? book.title : `${book.title} ${book.author}`;
      expect(isSlugOf(book.slug, text), book.slug).toBe(true);
    }
    expect(new Set(books.map((book) => book.slug)).size).toBe(books.length);
    expect(books[0]).toMatchObject({
      title: "Moara cu noroc",
      author: "Ioan Slavici",
      slug: "moara-cu-noroc-ioan-slavici",
    });

    const contributors = await query<{ slug: string; name: string }>(
      first,
      "select slug, name from contributors",
    );
    for (const person of contributors) expect(isSlugOf(person.slug, person.name)).toBe(true);

    const categories = await query<{ slug: string; name: string; parent: string | null }>(
      first,
      `select c.slug, c.name, p.slug as parent from categories c
       left join categories p on p.id = c.parent_id where c.parent_id is not null`,
    );
    for (const category of categories) {
      const own = slugify(category.name);
      expect([own, `${category.parent}-${own}`]).toContain(category.slug);
    }
  });

  it("has the fixed top-level categories and the shop's own publisher", async () => {
    const tops = await query<{ slug: string }>(
      first,
      "select slug from categories where parent_id is null order by position",
    );
    expect(tops.map((row) => row.slug)).toEqual([
      "beletristica",
      "dezvoltare-personala",
      "horror",
      "romane-de-dragoste-romantice",
      "politiste",
      "fantasy",
      "psihologie",
      "nutritie-si-sanatate",
      "sarcina",
      "educatie-financiara",
      "management",
      "marketing",
      "istorie",
      "pentru-copii",
      "carti-in-limba-engleza",
    ]);
    const subs = await query<{ n: number }>(
      first,
      "select count(*)::int as n from categories group by parent_id having parent_id is not null",
    );
    for (const row of subs) expect(row.n).toBeGreaterThanOrEqual(3);
    const own = await query(first, "select id from publishers where slug = 'editura-coperta'");
    expect(own).toHaveLength(1);
  });

  it("has books out of stock and pre-orders after the reference date", async () => {
    const [stock] = await query<{ out: number; preorders: number; bad_preorders: number }>(
      first,
      `select count(*) filter (where stock = 0 and available_from is null)::int as out,
              count(*) filter (where available_from > '${REFERENCE_DATE}')::int as preorders,
              count(*) filter (where available_from is not null
                                 and (stock <> 0 or published_on <> available_from
                                      or available_from <= '${REFERENCE_DATE}'))::int
                as bad_preorders
       from books`,
    );
    expect(stock?.out).toBeGreaterThan(0);
    expect(stock?.preorders).toBeGreaterThan(0);
    expect(stock?.bad_preorders).toBe(0);
    const [late] = await query<{ n: number }>(
      first,
      `select count(*)::int as n from books
       where available_from is null and published_on > '${REFERENCE_DATE}'`,
    );
    expect(late?.n).toBe(0);
  });

  it("stores valid, unique ISBN-13s and one cover per book", async () => {
    const isbns = await query<{ isbn13: string }>(
      first,
      "select isbn13 from books where isbn13 is not null",
    );
    for (const { isbn13 } of isbns) {
      expect(isbn13).toMatch(/^978(606|973)\d{7}$/);
      expect(isbnChecksumOk(isbn13), isbn13).toBe(true);
    }
    const covers = await query(
      first,
      `select b.id from books b left join book_images i on i.book_id = b.id and i.position = 0
       where i.small_url is distinct from '/coperti/' || b.id || '-mica.jpg'
          or i.large_url_webp is distinct from '/coperti/' || b.id || '-mare.webp'`,
    );
    expect(covers).toEqual([]);
  });

  it("redirects the old slug of Moara cu noroc", async () => {
    const rows = await query<{ slug: string }>(
      first,
      `select b.slug from slug_redirects r join books b on b.id = r.book_id
       where r.old_slug = 'moara-cu-noroc'`,
    );
    expect(rows).toEqual([{ slug: "moara-cu-noroc-ioan-slavici" }]);
  });

  it("moves the id sequences past the seeded rows", async () => {
    const [row] = await query<{ id: number }>(
      second,
      "insert into publishers (slug, name) values ('editura-test', 'Editura Test') returning id",
    );
    expect(row?.id).toBe(summary.publishers + 1);
    const [link] = await query<{ id: number }>(
      second,
      "insert into footer_links (section, label, url) values ('social', 'Test', '/') returning id",
    );
    expect(link?.id).toBe(summary.footerLinks + 1);
    const [review] = await query<{ id: number }>(
      second,
      `insert into book_reviews (book_id, reviewer_name, rating, body)
       values (1, 'Ana T.', 5, 'Test') returning id`,
    );
    expect(review?.id).toBe(summary.bookReviews + 1);
    const [order] = await query<{ id: number }>(
      second,
      "insert into orders (subtotal, total) values (0, 0) returning id",
    );
    expect(order?.id).toBe(summary.orders + 1);
  });

  it("records orders of 1 to 5 books, priced as the books and added up", async () => {
    expect(summary.orders).toBe(BOOKS * 3);
    const [totals] = await query<{
      bad_lines: number;
      bad_sums: number;
      sizes: number[];
      with_packs: number;
      delivered: number;
      future: number;
      before_publication: number;
    }>(
      first,
      `with sizes as (select order_id, count(*)::int as n, sum(quantity * unit_price)::int as sum
                      from order_lines group by order_id)
       select
         (select count(*)::int from order_lines l join books b on b.id = l.book_id
          where l.unit_price <> b.price or b.format = 'gift' or b.available_from is not null)
           as bad_lines,
         (select count(*)::int from orders o join sizes s on s.order_id = o.id
          where o.subtotal <> s.sum or o.total <> o.subtotal + o.shipping_cost
             or o.shipping_cost not in (0, 1999)) as bad_sums,
         (select array_agg(distinct n order by n) from sizes) as sizes,
         (select count(distinct l.order_id)::int from order_lines l join books b on b.id = l.book_id
          where b.format = 'pack') as with_packs,
         (select count(*)::int from orders where status = 'delivered') as delivered,
         (select count(*)::int from orders where placed_at >= '${REFERENCE_DATE}') as future,
         (select count(*)::int from order_lines l join orders o on o.id = l.order_id
          join books b on b.id = l.book_id where o.placed_at::date < b.published_on)
           as before_publication`,
    );
    expect(totals).toMatchObject({ bad_lines: 0, bad_sums: 0, future: 0, before_publication: 0 });
    expect(totals?.sizes).toEqual([1, 2, 3, 4, 5]);
    expect(totals?.with_packs).toBeGreaterThan(0);
    expect(totals?.delivered).toBeGreaterThan(summary.orders * 0.8);
    const orderedIds = await query<{ sorted: boolean }>(
      first,
      `select bool_and(placed_at >= prev) as sorted
       from (select placed_at, lag(placed_at) over (order by id) as prev from orders) t`,
    );
    expect(orderedIds[0]?.sorted).toBe(true);
  });

  it("fills baskets with books of a series, an author or a genre together", async () => {
    // Pairs of books in one order that share a series, an author or a top-level category, against
    // what random baskets would give.
    const [pairs] = await query<{ related: number; total: number }>(
      first,
      `with genre as (
         select bc.book_id, coalesce(c.parent_id, c.id) as top from book_categories bc
         join categories c on c.id = bc.category_id where bc.is_primary),
       author as (select book_id, contributor_id from book_contributors
                  where role = 'author' and position = 0)
       select count(*) filter (where
                a.series_id = b.series_id or aa.contributor_id = ab.contributor_id
                or ga.top = gb.top)::int as related,
              count(*)::int as total
       from order_lines x join order_lines y on y.order_id = x.order_id and y.book_id > x.book_id
       join books a on a.id = x.book_id join books b on b.id = y.book_id
       left join author aa on aa.book_id = a.id left join author ab on ab.book_id = b.id
       left join genre ga on ga.book_id = a.id left join genre gb on gb.book_id = b.id`,
    );
    expect(pairs?.total).toBeGreaterThan(100);
    expect((pairs?.related ?? 0) / (pairs?.total ?? 1)).toBeGreaterThan(0.5);
  });

  it("refuses to seed a catalogue that is not empty, and seeds again once truncated", async () => {
    await expect(seedCatalogue(first.db, { books: 10 })).rejects.toThrow(/not empty/);
    await truncateCatalogue(first.db);
    const tables = ["books", "footer_links", "landings", "book_reviews", "site_settings", "orders"];
    for (const table of tables) {
      const [left] = await query<{ n: number }>(first, `select count(*)::int as n from ${table}`);
      expect(left?.n, table).toBe(0);
    }
    const again = await seedCatalogue(first.db, { books: 10 });
    expect(again.books).toBe(10);
    const [row] = await query<{ id: number }>(first, "select min(id)::int as id from books");
    expect(row?.id).toBe(1);
  });
});
