// The content seeded around the catalogue: footer, landings, campaigns, reviews, previews,
// settings, pickup points, searches, pages, articles. One file, so its two databases seed once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTIES } from "../../app/features/checkout/counties";
import { searchEngine } from "../../app/features/search/search.server";
import type { DatabaseHandle } from "../client.server";
import { createTestDatabase } from "../testing";
import { REFERENCE_DATE, seedCatalogue } from "./catalogue";
import { CLASSIC_BOOKS } from "./data/classics";
import { ENGLISH_CLASSIC_BOOKS } from "./data/english";
import { COUNTY_SEATS } from "./data/pickup-points";
import { countWords, PAGE_WORDS } from "./generate/previews";
import { query } from "./test-database";

const BOOKS = 400;
const OTHER_DATE = "2027-03-15";

describe("seeded content", () => {
  let db: DatabaseHandle;
  let moved: DatabaseHandle;

  beforeAll(async () => {
    [db, moved] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedCatalogue(db.db, { books: BOOKS, referenceDate: REFERENCE_DATE });
    await seedCatalogue(moved.db, { books: BOOKS, referenceDate: OTHER_DATE });
  });

  afterAll(async () => {
    await Promise.all([db?.close(), moved?.close()]);
  });

  it("fills every footer section, with the 14 fixed category links", async () => {
    const sections = await query<{ section: string; n: number }>(
      db,
      "select section, count(*)::int as n from footer_links group by section order by section",
    );
    expect(Object.fromEntries(sections.map((row) => [row.section, row.n]))).toEqual({
      "ajutor-online": 8,
      autori: 28,
      categorii: 14,
      despre: 7,
      legal: 2,
      "top-carti": 6,
    });
    const categories = await query<{ url: string; label: string; found: boolean }>(
      db,
      `select f.url, f.label, exists (select 1 from categories c
                                      where '/carti/' || c.slug = f.url and c.parent_id is null)
              as found
       from footer_links f where f.section = 'categorii' order by f.position`,
    );
    expect(categories.map((row) => row.url)).toEqual(
      [
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
      ].map((slug) => `/carti/${slug}`),
    );
    expect(categories.filter((row) => !row.found)).toEqual([]);
    const help = await query<{ label: string; url: string }>(
      db,
      "select label, url from footer_links where section = 'ajutor-online' order by position",
    );
    expect(help).toContainEqual({ label: "Întrebări frecvente", url: "/ajutor?section=6" });
    const about = await query<{ url: string }>(
      db,
      "select url from footer_links where section = 'despre' order by position",
    );
    expect(about.map((row) => row.url)).toContain("/editura/editura-coperta");
    const [own] = await query<{ name: string }>(
      db,
      "select name from publishers where slug = 'editura-coperta'",
    );
    expect(own?.name).toBe("Editura Coperta");
  });

  it("links every footer author to an existing contributor", async () => {
    const authors = await query<{ url: string; label: string; name: string | null }>(
      db,
      `select f.url, f.label, c.name from footer_links f
       left join contributors c on '/autor/' || c.slug = f.url
       where f.section = 'autori' order by f.position`,
    );
    expect(authors.length).toBe(28);
    for (const author of authors) expect(author.name, author.url).toBe(author.label);
  });

  it("has landings of every kind, with hand-picked books that exist", async () => {
    const kinds = await query<{ kind: string; n: number }>(
      db,
      "select kind::text, count(*)::int as n from landings group by kind order by kind",
    );
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.n]))).toEqual({
      "black-friday": 4,
      campanie: 2,
      landing: 2,
      recomandare: 2,
      top: 3,
    });
    const picked = await query<{ slug: string; n: number; missing: number }>(
      db,
      `select l.slug, count(lb.book_id)::int as n,
              count(*) filter (where b.id is null)::int as missing
       from landings l join landing_books lb on lb.landing_id = l.id
       left join books b on b.id = lb.book_id group by l.slug order by l.slug`,
    );
    expect(picked.map((row) => row.slug)).toEqual([
      "clasici-romani",
      "recomandarile-librarilor",
      "vacanta-cu-carti",
    ]);
    for (const row of picked) expect(row.missing, row.slug).toBe(0);
    expect(picked.find((row) => row.slug === "vacanta-cu-carti")?.n).toBe(24);
    expect(picked.find((row) => row.slug === "recomandarile-librarilor")?.n).toBe(12);
    const classics = await query<{ title: string }>(
      db,
      `select b.title from landing_books lb join landings l on l.id = lb.landing_id
       join books b on b.id = lb.book_id where l.slug = 'clasici-romani' order by lb.position`,
    );
    expect(classics[0]?.title).toBe("Moara cu noroc");
    const rules = await query<{ slug: string; category: string | null; max_price: number | null }>(
      db,
      `select l.slug, c.slug as category, l.rule_max_price as max_price from landings l
       left join categories c on c.id = l.rule_category_id where l.kind = 'top' order by l.slug`,
    );
    expect(rules).toEqual([
      {
        slug: "top-10-romane-de-dragoste",
        category: "romane-de-dragoste-romantice",
        max_price: null,
      },
      { slug: "top-carti-sub-20-lei", category: null, max_price: 2000 },
      { slug: "top-dezvoltare-personala", category: "dezvoltare-personala", max_price: null },
    ]);
  });

  it("places the campaigns around the reference date", async () => {
    const windows = await query<{ slug: string; active: boolean; ended: boolean }>(
      db,
      `select slug, starts_at <= '${REFERENCE_DATE}T12:00:00Z' and ends_at > '${REFERENCE_DATE}T12:00:00Z' as active,
              ends_at <= '${REFERENCE_DATE}T00:00:00Z' as ended
       from landings where starts_at is not null order by slug`,
    );
    const bySlug = Object.fromEntries(windows.map((row) => [row.slug, row]));
    expect(bySlug["reducere-extra-cititori"]?.active).toBe(true);
    expect(bySlug["targul-de-carte"]?.ended).toBe(true);
    expect(bySlug["black-friday-2026"]?.active).toBe(true);
    for (const year of [2023, 2024, 2025]) {
      expect(bySlug[`black-friday-${year}`]?.ended, String(year)).toBe(true);
    }
    const blackFriday = await query<{ slug: string; month: string; limit: number; order: string }>(
      db,
      `select slug, to_char(starts_at at time zone 'Europe/Bucharest', 'YYYY-MM') as month,
              rule_limit as limit, rule_order as order
       from landings where kind = 'black-friday' and slug <> 'black-friday-2026' order by slug`,
    );
    expect(blackFriday).toEqual(
      [2023, 2024, 2025].map((year) => ({
        slug: `black-friday-${year}`,
        month: `${year}-11`,
        limit: 60,
        order: "bestsellers",
      })),
    );
  });

  it("moves the current campaigns with the reference date", async () => {
    const rows = await query<{ slug: string; active: boolean }>(
      moved,
      `select slug, starts_at <= '${OTHER_DATE}T12:00:00Z' and ends_at > '${OTHER_DATE}T12:00:00Z' as active
       from landings where slug in ('reducere-extra-cititori', 'black-friday-2027') order by slug`,
    );
    expect(rows).toEqual([
      { slug: "black-friday-2027", active: true },
      { slug: "reducere-extra-cititori", active: true },
    ]);
    const [theme] = await query<{ value: { blackFridayLanding: string } }>(
      moved,
      "select value from site_settings where key = 'home.theme'",
    );
    expect(theme?.value.blackFridayLanding).toBe("black-friday-2027");
  });

  it("reviews about a third of the books, rated 1 to 5, between publication and the reference date", async () => {
    const [stats] = await query<{
      books: number;
      reviewed: number;
      bad_rating: number;
      too_early: number;
      too_late: number;
      pending: number;
      most: number;
      average: number;
    }>(
      db,
      `select (select count(*)::int from books where format <> 'pack') as books,
              count(distinct r.book_id)::int as reviewed,
              count(*) filter (where r.rating not between 1 and 5)::int as bad_rating,
              count(*) filter (where (r.created_at at time zone 'UTC')::date < b.published_on)::int
                as too_early,
              count(*) filter (where (r.created_at at time zone 'UTC')::date > '${REFERENCE_DATE}')::int
                as too_late,
              count(*) filter (where r.status = 'pending')::int as pending,
              max(per_book.n)::int as most,
              avg(r.rating)::float as average
       from book_reviews r join books b on b.id = r.book_id
       join (select book_id, count(*) as n from book_reviews group by book_id) per_book
         on per_book.book_id = r.book_id`,
    );
    expect(stats?.bad_rating).toBe(0);
    expect(stats?.too_early).toBe(0);
    expect(stats?.too_late).toBe(0);
    expect(stats?.pending).toBeGreaterThan(0);
    expect(stats?.most).toBeLessThanOrEqual(6);
    expect(stats?.average).toBeGreaterThan(3.5);
    const share = (stats?.reviewed ?? 0) / (stats?.books ?? 1);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    const names = await query<{ reviewer_name: string }>(
      db,
      "select reviewer_name from book_reviews",
    );
    for (const { reviewer_name } of names)
      expect(reviewer_name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
  });

  it("gives every classic a preview of 3 to 5 pages of 80 to 150 words", async () => {
    const classics = CLASSIC_BOOKS.length + ENGLISH_CLASSIC_BOOKS.length;
    const previews = await query<{ book_id: number; excerpt: string; format: string }>(
      db,
      `select p.book_id, p.excerpt, b.format from book_previews p
       join books b on b.id = p.book_id order by p.book_id`,
    );
    const ids = new Set(previews.map((row) => row.book_id));
    for (let id = 1; id <= classics; id++) expect(ids.has(id), `book ${id}`).toBe(true);
    const others = previews.length - classics;
    expect(others / (BOOKS - classics)).toBeGreaterThan(0.1);
    expect(others / (BOOKS - classics)).toBeLessThan(0.3);
    for (const { book_id, excerpt, format } of previews) {
      expect(["pack", "audiobook"]).not.toContain(format);
      const pages = excerpt.split("\n\n");
      expect(pages.length, `book ${book_id}`).toBeGreaterThanOrEqual(3);
      expect(pages.length, `book ${book_id}`).toBeLessThanOrEqual(5);
      for (const page of pages) {
        const words = countWords(page);
        expect(words, `book ${book_id}`).toBeGreaterThanOrEqual(PAGE_WORDS.min);
        expect(words, `book ${book_id}`).toBeLessThanOrEqual(PAGE_WORDS.max);
        expect(page, `book ${book_id}`).not.toMatch(/[${}|]/);
      }
    }
  });

  it("stores the shop settings", async () => {
    const settings = await query<{ key: string; value: unknown }>(
      db,
      "select key, value from site_settings order by key",
    );
    expect(Object.fromEntries(settings.map((row) => [row.key, row.value]))).toEqual({
      "campaign.wheelOfFortune": { startDate: null, endDate: null },
      "shop.company": expect.objectContaining({
        taxId: "RO41235870",
        contactEmail: "contact@coperta.ro",
      }),
      "cart.packExclusions": { productIds: [91858] },
      "careers.email": { to: "cariere@coperta.ro" },
      "manuscripts.submissions": expect.objectContaining({
        to: "manuscrise@coperta.ro",
        genres: expect.arrayContaining(["Roman", "Poezie"]),
      }),
      "home.theme": { theme: "auto", blackFridayLanding: "black-friday-2026" },
      "shop.firstOrderDiscount": { show: true, percent: 10 },
      "shop.freeShipping": { show: true, minimum: 50_000 },
      "shop.shipping": { cost: 1999 },
      "shop.socialLinks": ["Facebook", "Instagram", "TikTok", "YouTube"].map((name) => ({
        name,
        url: expect.stringMatching(/^https:\/\//),
      })),
      "shop.shippingPromos": {
        promos: [
          expect.objectContaining({
            label: "Transport gratuit la orice comandă",
            freeFrom: 0,
            showTimer: true,
          }),
          expect.objectContaining({ freeFrom: 9900, reducedFrom: 5900, reducedCost: 499 }),
        ],
      },
    });
  });

  it("seeds two to four pickup points in every county seat, two in each sector of București", async () => {
    const counties = await query<{ county: string; n: number; localities: string[] }>(
      db,
      `select county, count(*)::int as n, array_agg(distinct locality) as localities
       from pickup_points where is_active group by county`,
    );
    const byCounty = new Map(counties.map((row) => [row.county, row]));
    expect(byCounty.size).toBe(COUNTIES.length);
    for (const { code } of COUNTIES) {
      const row = byCounty.get(code);
      if (code === "B") {
        expect(row).toMatchObject({ n: 12, localities: ["București"] });
      } else {
        expect(row?.localities, code).toEqual([COUNTY_SEATS[code]]);
        expect(row?.n, code).toBeGreaterThanOrEqual(2);
        expect(row?.n, code).toBeLessThanOrEqual(4);
      }
    }
    const sectors = await query<{ sector: string; n: number }>(
      db,
      `select substring(address from 'Sector ([1-6])$') as sector, count(*)::int as n
       from pickup_points where county = 'B' group by 1 order by 1`,
    );
    expect(sectors).toEqual(["1", "2", "3", "4", "5", "6"].map((sector) => ({ sector, n: 2 })));
    // New points added by hand later must not collide with the seeded ids.
    const [sequence] = await query<{ synced: boolean }>(
      db,
      `select (select last_value from pickup_points_id_seq) = (select max(id) from pickup_points)
              as synced`,
    );
    expect(sequence?.synced).toBe(true);
  });

  it("seeds searches the shop's own log would record, written as it would write them", async () => {
    const engine = await searchEngine(db.db, REFERENCE_DATE);
    const logged = await query<{ normalized: string; text: string }>(
      db,
      "select normalized, text from search_queries",
    );
    expect(logged.length).toBeGreaterThan(100);
    for (const row of logged) {
      expect(engine.loggableSearch(row.text), row.text).toEqual({
        normalised: row.normalized,
        display: row.text,
      });
    }
    // What the empty search box offers a visitor of the demo shop: the five most searched.
    const top = await query<{ text: string }>(
      db,
      'select text from search_queries order by searches desc, normalized collate "C" limit 5',
    );
    expect(engine.defaults().suggestions).toEqual(top.map((row) => row.text));
  });

  it("seeds the about page, the terms, help sections 1–4 and 6 and three campaign rules", async () => {
    const pages = await query<{ slug: string; kind: string; title: string; body: string }>(
      db,
      "select slug, kind, title, body from content_pages order by kind, position, slug",
    );
    expect(pages.map((page) => [page.kind, page.slug])).toEqual([
      ["help", "termeni"],
      ["help", "ajutor-1"],
      ["help", "ajutor-2"],
      ["help", "ajutor-3"],
      ["help", "ajutor-4"],
      ["help", "ajutor-6"],
      ["page", "despre-noi"],
      ["rules", "regulament-black-friday-2026"],
      ["rules", "regulament-pret-de-targ-2026"],
      ["rules", "regulament-ambasador-literar"],
    ]);
    const returns = pages.find((page) => page.slug === "ajutor-4");
    expect(returns?.body).toMatch(/30 de zile/);
    expect(returns?.body).toMatch(/OUG nr\. 34\/2014|nr\. 34\/2014/);
    // Romanian with the comma-below letters, never the cedilla ones.
    for (const page of pages) expect(page.body, page.slug).not.toMatch(/[şţŞŢ]/);
    // The Black Friday rules carry the campaign's window, moved with the reference date.
    const rules = await query<{ body: string }>(
      moved,
      "select body from content_pages where slug = 'regulament-black-friday-2027'",
    );
    expect(rules[0]?.body).toMatch(/între 8 martie 2027, ora 00:00, și 25 martie 2027/);
  });

  it("seeds articles that name existing books, one of them scheduled after the reference date", async () => {
    const posts = await query<{ slug: string; published: boolean; books: number; body: string }>(
      db,
      `select p.slug, p.published_at <= '${REFERENCE_DATE}T12:00:00Z' as published, p.body,
              count(pb.book_id)::int as books
       from blog_posts p left join blog_post_books pb on pb.post_id = p.id
       group by p.id order by p.id`,
    );
    expect(posts.filter((post) => post.published)).toHaveLength(6);
    expect(posts.filter((post) => !post.published).map((post) => post.slug)).toEqual([
      "recomandarile-de-sarbatori",
    ]);
    for (const post of posts) {
      expect(post.books, post.slug).toBeGreaterThanOrEqual(3);
      // The article lists its books, linked to their pages.
      expect(post.body.match(/\]\(\/carte\//g)?.length, post.slug).toBe(post.books);
    }
    const classics = await query<{ title: string }>(
      db,
      `select b.title from blog_post_books pb join blog_posts p on p.id = pb.post_id
       join books b on b.id = pb.book_id where p.slug = 'clasici-romani-de-recitit'
       order by pb.position`,
    );
    expect(classics.map((row) => row.title)).toEqual([
      "Moara cu noroc",
      "Ion",
      "Enigma Otiliei",
      "Moromeții",
      "Baltagul",
    ]);
  });
});
