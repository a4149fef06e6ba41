// Where the shop may send a browser back to: a path of this site, never another origin. Checking
// the text is not enough: browsers drop tabs and line breaks from a URL and read "\" as "/", so
// "/\t/rau.example" and "/\\rau.example" lead away as "//rau.example" does, and a dot segment
// ("/.//rau.example") can leave a path that starts with "//". The value is parsed as a browser
// would, and what comes back is the parsed path.

const BASE = "http://coperta.invalid";
const MAX_LENGTH = 2000;

/** The value as a path of this site (path, query and fragment), or null when it is not one. */
export function localPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
