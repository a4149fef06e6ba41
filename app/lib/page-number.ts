// The `pagina` query parameter of every paged list: plain decimal digits only (Number() and
// z.coerce would also read "0x10" as 16, "1e3" as 1000, " 2" and "2.0"), from 1 up to `max`.

/** The page `raw` names, or null when it is not one (absent means page 1). */
export function parsePageNumber(raw: string | null, max: number): number | null {
  if (raw === null) return 1;
  if (!/^\d{1,9}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= max ? page : null;
}
