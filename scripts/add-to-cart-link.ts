// `npm run link:addtocart -- <productId | productUrl>`: prints the signed /addtocartenc/ link that
// puts that book in the cart, for e-mails and ads. The link alone goes to stdout, so it can be piped.
import { and, eq } from "drizzle-orm";
import { encodeProductId } from "../app/features/cart/signed-links.server";
import { publicStore } from "../app/lib/env.server";
import { normaliseUrlSegment } from "../app/lib/slug";
import type { Database } from "../db/client.server";
import { books, slugRedirects } from "../db/schema";
import { type DatabaseRunner, type OperatorCommand, runCommand } from "./operator-command";

const USAGE = `Usage: npm run link:addtocart -- <productId | productUrl>

  productId    a book's numeric id, e.g. 1234
  productUrl   its slug, or its address: moara-cu-noroc or https://…/carte/moara-cu-noroc

Prints \${PUBLIC_URL}/addtocartenc/{encId}. The database is DATABASE_URL when set, otherwise
PGlite in DATA_DIR (default ./data); PGlite allows one process, so stop the server first.`;

interface FoundBook {
  id: number;
  title: string;
}

async function findListedBook(db: Database, reference: string): Promise<FoundBook | null> {
  const listedBook = { id: books.id, title: books.title };
  if (/^\d{1,10}$/.test(reference)) {
    const id = Number(reference);
    if (id > 2_147_483_647) return null;
    const [row] = await db
      .select(listedBook)
      .from(books)
      .where(and(eq(books.id, id), eq(books.isListed, true)));
    return row ?? null;
  }
  // Accept a pasted address too: its last path segment is the slug.
  const lastSegment = reference.split(/[?#]/)[0]?.split("/").filter(Boolean).pop() ?? "";
  const slug = normaliseUrlSegment(lastSegment);
  if (!slug) return null;
  const [current] = await db
    .select(listedBook)
    .from(books)
    .where(and(eq(books.slug, slug), eq(books.isListed, true)));
  if (current) return current;
  const [renamed] = await db
    .select(listedBook)
    .from(slugRedirects)
    .innerJoin(books, eq(books.id, slugRedirects.bookId))
    .where(and(eq(slugRedirects.oldSlug, slug), eq(books.isListed, true)));
  return renamed ?? null;
}

async function main(argv: string[], withDatabase: DatabaseRunner): Promise<number> {
  const positional = argv.filter((arg) => arg !== "--");
  const option = positional.find((arg) => arg.startsWith("-"));
  if (option !== undefined) {
    console.error(`Unknown option "${option}".\n\n${USAGE}`);
    return 2;
  }
  const reference = (positional[0] ?? "").trim();
  if (positional.length !== 1 || reference === "") {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async ({ db }, env) => {
    const book = await findListedBook(db, reference);
    if (!book) {
      console.error(`No listed book has the id or address "${reference}".`);
      return 1;
    }
    const encId = await encodeProductId(db, book.id);
    console.error(`${book.title} (id ${book.id})`);
    console.log(`${publicStore(env).publicUrl}/addtocartenc/${encId}`);
    return 0;
  });
}

export const command: OperatorCommand = { usage: USAGE, main };

runCommand(command, import.meta.url);
