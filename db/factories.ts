// Test factories: minimal valid rows with overrides, e.g. createBook(db, { price: 1999 }).
import type { Database } from "./client.server";
import {
  bookCategories,
  bookContributors,
  bookImages,
  books,
  categories,
  contributors,
  publishers,
  siteSettings,
  slugRedirects,
} from "./schema";
import { customers } from "./schema-accounts";
import { campaigns, priceRules, vouchers } from "./schema-promotions";

let counter = 0;
const next = () => ++counter;

export async function createPublisher(
  db: Database,
  overrides: Partial<typeof publishers.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(publishers)
    .values({ slug: `editura-${n}`, name: `Editura ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function createCategory(
  db: Database,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `categoria-${n}`, name: `Categoria ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function createContributor(
  db: Database,
  overrides: Partial<typeof contributors.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(contributors)
    .values({
      slug: `autor-${n}`,
      firstName: "Autor",
      lastName: `Număr${n}`,
      name: `Autor Număr${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface BookFactoryOptions extends Partial<typeof books.$inferInsert> {
  authors?: { id: number }[];
  translators?: { id: number }[];
  categoriesOf?: { id: number }[];
  withCover?: boolean;
  oldSlugs?: string[];
}

export async function createBook(db: Database, options: BookFactoryOptions = {}) {
  const {
    authors = [],
    translators = [],
    categoriesOf = [],
    withCover = true,
    oldSlugs = [],
    ...overrides
  } = options;
  // One transaction, as an import would write a book with its authors and categories: the links
  // then leave the book's updated_at as given (migration 0017).
  return db.transaction(async (tx) => {
    const n = next();
    const [book] = await tx
      .insert(books)
      .values({
        slug: `cartea-${n}`,
        title: `Cartea ${n}`,
        isbn13: String(9786060000000 + n),
        format: "paperback",
        price: 4999,
        stock: 10,
        publishedOn: "2024-01-15",
        ...overrides,
      })
      .returning();
    const created = book!;
    const people = [
      ...authors.map((a, position) => ({
        bookId: created.id,
        contributorId: a.id,
        role: "author" as const,
        position,
      })),
      ...translators.map((t, position) => ({
        bookId: created.id,
        contributorId: t.id,
        role: "translator" as const,
        position,
      })),
    ];
    if (people.length) await tx.insert(bookContributors).values(people);
    if (categoriesOf.length) {
      await tx.insert(bookCategories).values(
        categoriesOf.map((c, i) => ({
          bookId: created.id,
          categoryId: c.id,
          isPrimary: i === 0,
        })),
      );
    }
    if (withCover) {
      await tx.insert(bookImages).values({
        bookId: created.id,
        smallUrl: `/coperti/${created.id}-mica.jpg`,
        smallUrlWebp: `/coperti/${created.id}-mica.webp`,
        largeUrl: `/coperti/${created.id}-mare.jpg`,
        largeUrlWebp: `/coperti/${created.id}-mare.webp`,
        width: 600,
        height: 900,
      });
    }
    if (oldSlugs.length)
      await tx
        .insert(slugRedirects)
        .values(oldSlugs.map((oldSlug) => ({ oldSlug, bookId: created.id })));
    return created;
  });
}

export type PriceRuleFactoryOptions = Omit<
  typeof priceRules.$inferInsert,
  "campaignId" | "startsAt" | "endsAt" | "label"
> &
  Partial<Pick<typeof priceRules.$inferInsert, "startsAt" | "endsAt" | "label">>;

/**
 * A campaign price rule (a fixed `price` or a `percent` off, for a book, a category or a landing)
 * on a `prices` campaign of its own, in force from a minute ago for a week unless said.
 */
export async function createPriceRule(db: Database, options: PriceRuleFactoryOptions) {
  const n = next();
  const now = Date.now();
  const [campaign] = await db
    .insert(campaigns)
    .values({ slug: `campanie-${n}`, type: "prices", name: `Campania ${n}` })
    .returning();
  const [rule] = await db
    .insert(priceRules)
    .values({
      campaignId: campaign!.id,
      label: `Oferta ${n}`,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 7 * 86_400_000),
      ...options,
    })
    .returning();
  return rule!;
}

/** A voucher code: 10 % off unless told, with a code of its own unless given one. */
export async function createVoucherRow(
  db: Database,
  options: Partial<typeof vouchers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(vouchers)
    .values({ code: `COD${next()}`, kind: "percent", value: 10, ...options })
    .returning();
  if (!row) throw new Error("the voucher was not inserted");
  return row;
}

/** A shop setting (settings are rows), replacing the value it had; no schema check. */
export async function putSetting(db: Database, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

/**
 * A customer row as an account is stored, without a password (the account feature's
 * createCustomer adds one) and unconfirmed unless `emailConfirmedAt` is given.
 */
export async function createCustomerRow(
  db: Database,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({
      email: `client${n}-${process.pid}@example.ro`,
      firstName: "Ana",
      lastName: `Popescu${n}`,
      termsAcceptedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("the customer was not inserted");
  return row;
}
