// npm run bench:search — a fixed mix of queries (with and without diacritics, typos, prefixes,
// ISBNs) against GET /api/search under 20 concurrent connections, and the same mix as a naive
// ILIKE '%…%' query on the same database, for comparison. Target: p95 under 15 ms.
import { ilike, or } from "drizzle-orm";
import { openDatabase } from "../db/client.server";
import { books } from "../db/schema";
import { runLoad } from "./load";
import { BENCH_BOOKS, CACHE_MODES, memoryOf, startBenchServer } from "./server";

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3991);

export const QUERY_MIX = [
  "moara cu noroc",
  "Moara cu noroc",
  "padurea spanzuratilor",
  "Pădurea spânzuraților",
  "eminescu",
  "eminscu",
  "mihai emin",
  "sadovenu",
  "creanga amintiri",
  "Ştefan",
  "stefan",
  "rebreanu ion",
  "ion rebrenu",
  "baltag",
  "enigma otil",
  "dezvoltare personala",
  "carte de bucate",
  "istoria romanilor",
  "9789731126487",
  "978-973-112-648-7",
  "poezii",
  "harry",
  "fantasy",
  "copii",
];

async function naive(mix: string[]) {
  const handle = await openDatabase({ dataDir: `data/bench-${BENCH_BOOKS}` });
  const times: number[] = [];
  try {
    for (let round = 0; round < 3; round++) {
      for (const query of mix) {
        const pattern = `%${query.replace(/[%_\\]/g, "\\$&")}%`;
        const started = performance.now();
        await handle.db
          .select({ id: books.id, title: books.title })
          .from(books)
          .where(
            or(
              ilike(books.title, pattern),
              ilike(books.subtitle, pattern),
              ilike(books.isbn13, pattern),
            ),
          )
          .limit(20);
        if (round > 0) times.push(performance.now() - started);
      }
    }
  } finally {
    await handle.close();
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.floor((p / 100) * (times.length - 1))] ?? 0) * 10) / 10;
  return {
    p50: at(50),
    p95: at(95),
    perQueryMs: Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 10) / 10,
  };
}

async function main() {
  // The naive query runs first, alone with the database (PGlite serves one process at a time).
  const server0 = await startBenchServer(PORT);
  await server0.stop();
  const ilikeResult = await naive(QUERY_MIX);
  const rows: Record<string, Record<string, number | string>> = {};
  const memory: string[] = [];
  let served = 0;
  for (const mode of CACHE_MODES) {
    const server = await startBenchServer(PORT, mode.env);
    try {
      // Build the search engine before measuring.
      await fetch(`${server.url}/api/search?q=warm`);
      const paths = QUERY_MIX.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
      const api = await runLoad({
        baseUrl: server.url,
        paths,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      rows[`/api/search over HTTP, ${mode.label}`] = {
        "req/s": api.rps,
        "p50 ms": api.p50,
        "p95 ms": api.p95,
        "p99 ms": api.p99,
        errors: api.errors,
      };
      memory.push(`${mode.label}: ${memoryOf(server.pid)}`);
      if (mode === CACHE_MODES[CACHE_MODES.length - 1]) served = api.rps;
    } finally {
      await server.stop();
    }
  }
  rows["naive ILIKE (in process, 1 at a time)"] = {
    "req/s": Math.round(1000 / ilikeResult.perQueryMs),
    "p50 ms": ilikeResult.p50,
    "p95 ms": ilikeResult.p95,
    "p99 ms": "",
    errors: 0,
  };
  console.log(
    `\nsearch benchmark: ${QUERY_MIX.length} queries, ${CONNECTIONS} connections, ${SECONDS} s, server RSS ${memory.join(", ")}`,
  );
  console.table(rows);
  console.log(
    `naive ILIKE needs ${ilikeResult.perQueryMs} ms of database time per query; with the HTTP cache off the engine answers ${served} queries per second over HTTP (${((served * ilikeResult.perQueryMs) / 1000).toFixed(1)}× the naive query's best possible rate)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
