// npm run bench:catalogue — category pages with filters and product pages of a 100,000-book
// catalogue under 20 concurrent connections. Target on this machine: p95 under 50 ms for both.
import { runLoad } from "./load";
import { CACHE_MODES, memoryOf, startBenchServer } from "./server";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3990);

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

async function main() {
  const results: Record<string, Awaited<ReturnType<typeof runLoad>>> = {};
  const memory: string[] = [];
  for (const mode of CACHE_MODES) {
    const server = await startBenchServer(PORT, mode.env);
    try {
      const { categoryPaths, productPaths } = await benchPaths(server.url);
      if (mode === CACHE_MODES[0]) {
        console.log(
          `bench: ${categoryPaths.length} list URLs, ${productPaths.length} product URLs`,
        );
      }
      const load = (paths: string[]) =>
        runLoad({ baseUrl: server.url, paths, connections: CONNECTIONS, seconds: SECONDS });
      results[`category page with filters, ${mode.label}`] = await load(categoryPaths);
      results[`product page, ${mode.label}`] = await load(productPaths);
      memory.push(`${mode.label}: ${memoryOf(server.pid)}`);
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\ncatalogue benchmark: ${CONNECTIONS} connections, ${SECONDS} s each, server RSS ${memory.join(", ")}`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        {
          "req/s": r.rps,
          "p50 ms": r.p50,
          "p95 ms": r.p95,
          "p99 ms": r.p99,
          "max ms": r.max,
          errors: r.errors,
        },
      ]),
    ),
  );
}

/** Category pages with a mix of filters, and the product pages those lists link to. */
async function benchPaths(url: string) {
  const menu = (await (await fetch(`${url}/api/categoryMenu`)).json()) as {
    url: string;
    subCategories: { url: string }[];
  }[];
  const categoryUrls = menu.flatMap((c) => [c.url, ...c.subCategories.map((s) => s.url)]);
  const categoryPaths = categoryUrls
    .flatMap((u, i) => FILTERS.map((f, j) => ((i + j) % 3 === 0 ? `${u}${f}` : null)))
    .filter((p): p is string => p !== null);
  const productPaths = new Set<string>();
  for (const path of categoryPaths.slice(0, 40)) {
    const html = await (await fetch(`${url}${path}`)).text();
    for (const [, href] of html.matchAll(/href="(\/carte\/[a-z0-9-]+)"/g))
      if (href) productPaths.add(href);
  }
  return { categoryPaths, productPaths: [...productPaths] };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
