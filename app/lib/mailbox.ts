// One mailbox, however its address is spelled: "Ion.Pop+oferta@Example.ro" reaches the same inbox
// as "ion.pop@example.ro" (providers deliver "+tag" to the address without it). Offers limited to
// one per person (the first-order voucher) compare mailboxes, not spellings.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** The address lower-cased and trimmed, without a "+tag" in its local part. */
export function mailboxOf(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, "@");
}

/** The same, in SQL, for an e-mail column. */
export function mailboxSql(column: SQLWrapper): SQL {
  return sql`regexp_replace(lower(${column}), '[+][^@]*@', '@')`;
}
