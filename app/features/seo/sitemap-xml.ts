// The sitemaps' files without the database: their kinds, names and sizes, and their XML (the
// index and a file of addresses), escaped. sitemap.server.ts reads what goes in them.

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_PROTOCOL_LIMIT = 50_000;

/**
 * Addresses per file: a tenth of the protocol's limit, so that a file is well under the shared
 * response cache's entry limit (1 MB) even uncompressed: about 600 KB of book addresses. At
 * 50,000 a file was 5.9 MB, never cached uncompressed, and rebuilt on every such request
 * (0.7-0.9 s each at 100,000 books); crawlers read many small files as readily as a few big ones.
 */
export const SITEMAP_FILE_SIZE = 5_000;

export const SITEMAP_KINDS = ["carti", "autori", "edituri", "categorii", "pagini"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** Files needed for a number of addresses: 100,000 books make 20 files of SITEMAP_FILE_SIZE. */
export function sitemapFileCount(addresses: number, fileSize = SITEMAP_FILE_SIZE): number {
  return Math.ceil(addresses / fileSize);
}

export function sitemapFileName(kind: SitemapKind, n: number): string {
  return `${kind}-${n}.xml`;
}

const FILE_NAME = /^(carti|autori|edituri|categorii|pagini)-([1-9]\d{0,6})\.xml$/;

export function parseSitemapFile(name: string): { kind: SitemapKind; n: number } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, n: Number(match[2]) };
}

export interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

export interface SitemapIndexEntry {
  file: string;
  lastmod: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The sitemap index listing these files. */
export function sitemapIndexOf(publicUrl: string, entries: readonly SitemapIndexEntry[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map(
      (entry) =>
        `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/${entry.file}`)}</loc><lastmod>${entry.lastmod}</lastmod></sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** A sitemap file of these addresses. */
export function urlsetXml(publicUrl: string, urls: readonly SitemapUrl[]): string {
  const lines = new Array<string>(urls.length + 3);
  lines[0] = XML_DECLARATION;
  lines[1] = `<urlset xmlns="${SITEMAP_NAMESPACE}">`;
  urls.forEach((url, i) => {
    const loc = `<loc>${xmlEscape(publicUrl + url.path)}</loc>`;
    lines[i + 2] = url.lastmod
      ? `<url>${loc}<lastmod>${url.lastmod}</lastmod></url>`
      : `<url>${loc}</url>`;
  });
  lines[urls.length + 2] = "</urlset>\n";
  return lines.join("\n");
}
