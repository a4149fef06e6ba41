// The search benchmark (npm run bench:search, or npm run bench -- --only search): a fixed mix of
// queries (with and without diacritics, typos, prefixes, ISBNs) against GET /api/search under 20
// concurrent connections, and the same mix as a naive ILIKE '%…%' query on the same database, for
// comparison. Target: p95 under 15 ms.
import { ilike, or } from "drizzle-orm";
import { openDatabase } from "../db/client.server";
import { books } from "../db/schema";
import { type Cores, cpuProbe } from "./cpu-probe";
import { type LoadResult, runLoad } from "./load";
import { benchPglite } from "./seed";
import { type BenchServer, cacheEnv, startBenchServer } from "./server";

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

async function naive(mix: string[], dataDir: string) {
  const handle = await openDatabase({ dataDir });
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

export interface SearchBenchResult {
  api: { cache: "on" | "off"; result: LoadResult; cores: Cores; serverMiB: number }[];
  naive: { p50: number; p95: number; perQueryMs: number };
}

export async function searchBench(options: {
  books: number;
  port: number;
  connections: number;
  seconds: number;
  caches: ("on" | "off")[];
  /** The server being measured, so an interrupted run can stop it. */
  onServer?: (server: BenchServer | null) => void;
}): Promise<SearchBenchResult> {
  const database = benchPglite(options.books);
  // The naive query runs first, alone with the database (PGlite serves one process at a time);
  // a server start before it applies any pending migration.
  const server0 = await startBenchServer(options.port, { database });
  await server0.stop();
  const naiveResult = await naive(QUERY_MIX, database.dir);
  const api: SearchBenchResult["api"] = [];
  for (const cache of options.caches) {
    const server = await startBenchServer(options.port, { database, env: cacheEnv(cache) });
    options.onServer?.(server);
    try {
      // Build the search engine before measuring.
      await fetch(`${server.url}/api/search?q=warm`);
      const cpu = cpuProbe(server.pid);
      const result = await runLoad({
        probe: cpu.probe,
        baseUrl: server.url,
        paths: QUERY_MIX.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
        connections: options.connections,
        seconds: options.seconds,
      });
      api.push({
        cache,
        result,
        cores: cpu.cores(),
        serverMiB: cpu.serverMiB(),
      });
    } finally {
      await server.stop();
      options.onServer?.(null);
    }
  }
  return { api, naive: naiveResult };
}

/** The comparison line printed under the results. */
export function naiveSummary(result: SearchBenchResult): string {
  const served = result.api.find((a) => a.cache === "off")?.result.rps ?? 0;
  const ms = result.naive.perQueryMs;
  return `naive ILIKE needs ${ms} ms of database time per query (p95 ${result.naive.p95} ms); with the HTTP cache off the engine answers ${served} queries per second over HTTP (${((served * ms) / 1000).toFixed(1)}× the naive query's best possible rate)`;
}
