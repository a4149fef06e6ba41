// The hot mix: a fixed set of category pages with filters and the product pages they link to,
// repeated for the whole run, so that it measures the shop's caches as much as its work.
// Gathered from the running server (the product links come from fetched list pages).

const FILTERS = [
  "",
  "?ordonare=cele-mai-noi",
  "?pret-maxim=30",
  "?pret-maxim=20&ordonare=cele-mai-vandute",
  "?tip-produs=brosata&disponibilitate=in-stoc",
  "?limba=ro&pagina=2",
  "?ordonare=pret-crescator&pagina=3",
  "?pret-minim=25&pret-maxim=60&ordonare=titlu",
];

export async function hotAddresses(url: string): Promise<{ lists: string[]; products: string[] }> {
  const menu = (await (await fetch(`${url}/api/categoryMenu`)).json()) as {
    url: string;
    subCategories: { url: string }[];
  }[];
  const categoryUrls = menu.flatMap((c) => [c.url, ...c.subCategories.map((s) => s.url)]);
  const lists = categoryUrls
    .flatMap((u, i) => FILTERS.map((f, j) => ((i + j) % 3 === 0 ? `${u}${f}` : null)))
    .filter((p): p is string => p !== null);
  const products = new Set<string>();
  for (const path of lists.slice(0, 40)) {
    const html = await (await fetch(`${url}${path}`)).text();
    for (const [, href] of html.matchAll(/href="(\/carte\/[a-z0-9-]+)"/g))
      if (href) products.add(href);
  }
  return { lists, products: [...products] };
}
