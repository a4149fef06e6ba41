// The list and product cases of one catalogue size and database: one server per cache setting,
// cold runs first (nothing they ask has been asked before), then the hot mix.
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ColdAddresses } from "./cold-addresses";
import type { Code } from "./compare";
import { cpuProbe } from "./cpu-probe";
import { hotAddresses } from "./hot-addresses";
import { type LoadResult, runLoad } from "./load";
import type { BenchOptions, Cache, Mode } from "./options";
import type { Row } from "./report";
import type { BenchDatabase } from "./seed";
import { type BenchServer, cacheEnv, startBenchServer } from "./server";

/** A cold run stops here even if some addresses are left (a server far slower than expected). */
const COLD_LIMIT_SECONDS = 600;

export interface PageCaseContext {
  options: BenchOptions;
  database: BenchDatabase;
  /** Only when cold runs are selected. */
  cold: ColdAddresses | null;
  /** Whose code the server runs (with --against); this tree's when unset. */
  code?: Code;
  profileDir?: string;
  /** The server being measured, so an interrupted run can stop it. */
  onServer: (server: BenchServer | null) => void;
  warn: (message: string) => void;
}

export async function runPageCases(context: PageCaseContext): Promise<Row[]> {
  const { options, database } = context;
  const rows: Row[] = [];
  for (const cache of options.caches) {
    const server = await startBenchServer(options.port, {
      database,
      ...(context.code ? { codeRoot: context.code.root } : {}),
      env: {
        ...cacheEnv(cache),
        // One process per core on a database server; PGlite is one process by nature.
        ...(database.kind === "postgres"
          ? { WEB_CONCURRENCY: process.env.BENCH_WORKERS ?? "2" }
          : {}),
      },
      ...(context.profileDir ? { profileDir: context.profileDir } : {}),
    });
    context.onServer(server);
    try {
      rows.push(...(await serverCases(context, server, cache)));
    } finally {
      await server.stop();
      context.onServer(null);
    }
  }
  return rows;
}

/** The cases one server answers; if it dies, the rest are skipped (a new server starts next). */
async function serverCases(context: PageCaseContext, server: BenchServer, cache: Cache) {
  const { options, database } = context;
  const kinds = options.kinds.filter((k): k is "list" | "product" => k !== "search");
  const modes = (["cold", "hot"] as const).filter((m) => options.modes.includes(m));
  const rows: Row[] = [];
  let hot: { lists: string[]; products: string[] } | null = null;
  for (const mode of modes) {
    if (mode === "hot") hot ??= await hotAddresses(server.url);
    for (const page of kinds) {
      const row = await measure(context, server, cache, mode, page, hot);
      rows.push(row);
      const code = context.code ? `${context.code.label}, ` : "";
      console.log(
        `bench: ${code}${database.books} books, ${database.kind}, cache ${cache}, ${mode} ${page}: ${row.result.rps} req/s, p95 ${row.result.p95} ms, p99 ${row.result.p99} ms, errors ${row.result.errors}`,
      );
      const death = server.death();
      if (death) {
        row.void = true;
        context.warn(
          `${database.books} books, ${database.kind}, cache ${cache}, ${mode} ${page}: ${death}; its figures are void and the server's other cases were skipped`,
        );
        return rows;
      }
      if (mode === "cold" && page === "list") await spotCheck(context, server);
    }
  }
  return rows;
}

async function measure(
  context: PageCaseContext,
  server: BenchServer,
  cache: Cache,
  mode: Mode,
  page: "list" | "product",
  hot: { lists: string[]; products: string[] } | null,
): Promise<Row> {
  const { options, database, cold } = context;
  const cpu = cpuProbe(server.pid, database.pgData);
  const common = {
    baseUrl: server.url,
    connections: options.connections,
    probe: cpu.probe,
    stop: () => server.death() !== null,
  };
  let result: LoadResult;
  if (mode === "cold") {
    if (!cold) throw new Error("cold addresses missing");
    result = await runLoad({
      ...common,
      paths: page === "list" ? cold.lists : cold.products,
      warmupPaths: page === "list" ? cold.listWarmup : cold.productWarmup,
      once: true,
      seconds: COLD_LIMIT_SECONDS,
    });
    if (result.requests < result.addresses) {
      context.warn(
        `${mode} ${page}: only ${result.requests} of ${result.addresses} addresses asked within ${COLD_LIMIT_SECONDS} s`,
      );
    }
  } else {
    if (!hot) throw new Error("hot addresses missing");
    result = await runLoad({
      ...common,
      paths: page === "list" ? hot.lists : hot.products,
      seconds: options.seconds,
    });
  }
  if (context.profileDir) {
    writeFileSync(path.join(context.profileDir, "window.json"), JSON.stringify(result.window));
  }
  return {
    ...(context.code ? { code: context.code.label } : {}),
    books: database.books,
    db: database.kind,
    cache,
    mode,
    page,
    result,
    cores: cpu.cores(),
    serverMiB: cpu.serverMiB(),
    serverProcesses: cpu.serverProcesses(),
  };
}

/** After the run, so it warms nothing measured: a few cold list addresses must list books. */
async function spotCheck(context: PageCaseContext, server: BenchServer) {
  const lists = context.cold?.lists ?? [];
  for (const address of [lists[0], lists[Math.floor(lists.length / 2)], lists.at(-1)]) {
    if (!address) continue;
    const html = await (await fetch(`${server.url}${address}`)).text();
    if (!html.includes('href="/carte/')) {
      context.warn(`cold list ${address} lists no book: the address generator has drifted`);
    }
  }
}
