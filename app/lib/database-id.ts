// Row ids are PostgreSQL `integer` (int4): a larger number in a query makes the statement fail
// ("out of range for type integer"), so every id read from a request is checked against this.

export const MAX_DATABASE_ID = 2_147_483_647;

/** A positive whole number that can name a row. */
export function isDatabaseId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_DATABASE_ID;
}
