// npm run bench — the benchmark matrix, or the part of it the command line selects
// (npm run bench -- --help): catalogue size × database × hot/cold × cache on/off × page kind.
import os from "node:os";
import path from "node:path";
import { coldAddresses } from "./cold-addresses";
import { type Code, codeAt, roundOrder } from "./compare";
import { type BenchOptions, parseOptions, USAGE, UsageError } from "./options";
import { runPageCases } from "./page-cases";
import { type BenchPostgres, OTHER_PG_PORT, startBenchPostgres } from "./postgres";
import { profileSummary } from "./profile-summary";
import { comparisonTable, describeRun, markdownTable, type Row, writeReport } from "./report";
import { naiveSummary, searchBench } from "./search";
import { type BenchDatabase, benchPglite, root } from "./seed";
import type { BenchServer } from "./server";
import { machineReading } from "./yardstick";

/** What an interrupted run must stop: PostgreSQL keeps running on its own otherwise. */
const running: { server: BenchServer | null; postgres: BenchPostgres[] } = {
  server: null,
  postgres: [],
};
function stopPostgres() {
  for (const cluster of running.postgres.splice(0)) cluster.stop();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (running.server?.pid) process.kill(running.server.pid, "SIGTERM");
    stopPostgres();
    process.exit(130);
  });
}

/** The bench database of one size and kind that `code` reads (this tree's when unset). */
function openDatabase(books: number, db: "pglite" | "postgres", code?: Code): BenchDatabase {
  const tree = code?.root ?? root;
  if (db === "pglite") return benchPglite(books, tree);
  const cluster = code
    ? startBenchPostgres(books, tree, OTHER_PG_PORT)
    : startBenchPostgres(books, tree);
  running.postgres.push(cluster);
  return cluster.database;
}

async function main(options: BenchOptions) {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const yardstickBefore = machineReading();
  console.log(
    `bench: machine yardstick ${yardstickBefore.ms} ms, memory latency ${yardstickBefore.memoryNs} ns (lower is faster)`,
  );
  const stamp = startedAt.toISOString().slice(0, 19).replaceAll(":", "-");
  const profileDir = options.profile
    ? path.join(root, "bench/results", `profile-${stamp}`)
    : undefined;
  const rows: Row[] = [];
  const notes: string[] = [];
  const warn = (message: string) => {
    console.warn(`bench: warning: ${message}`);
    notes.push(`Warning: ${message}`);
  };
  const pageKinds = options.kinds.filter((k) => k !== "search");
  const other = options.against === null ? null : codeAt(options.against);

  for (const books of options.books) {
    for (const db of pageKinds.length > 0 ? options.dbs : []) {
      try {
        const database = openDatabase(books, db);
        // Another schema or seed reads its own database; both codes ask this tree's addresses.
        const otherDatabase = other?.ownData ? openDatabase(books, db, other) : database;
        const cold = options.modes.includes("cold")
          ? coldAddresses(database, options.addresses)
          : null;
        // With --against, each round runs every case with both codes, in ABBA order.
        const rounds: (Code | undefined)[][] = other
          ? roundOrder(other, options.rounds)
          : [[undefined]];
        for (const codes of rounds) {
          for (const code of codes) {
            rows.push(
              ...(await runPageCases({
                options,
                database: code === other ? otherDatabase : database,
                cold,
                ...(code ? { code } : {}),
                ...(profileDir ? { profileDir } : {}),
                onServer: (server) => {
                  running.server = server;
                },
                warn,
              })),
            );
          }
        }
      } finally {
        stopPostgres();
      }
    }
    if (options.kinds.includes("search")) {
      if (!options.modes.includes("hot") || !options.dbs.includes("pglite")) {
        notes.push("The search benchmark runs hot on the embedded database only: skipped.");
        continue;
      }
      const search = await searchBench({
        ...options,
        books,
        onServer: (server) => {
          running.server = server;
        },
      });
      for (const { cache, result, cores, serverMiB } of search.api) {
        rows.push({
          books,
          db: "pglite",
          cache,
          mode: "hot",
          page: "search",
          result,
          cores,
          serverMiB,
        });
      }
      notes.push(`Search, ${books.toLocaleString("en")} books: ${naiveSummary(search)}.`);
    }
  }

  const report = [
    "# Benchmarks",
    "",
    describeRun(options, startedAt, loadBefore, {
      before: yardstickBefore,
      after: machineReading(),
    }),
    "",
    markdownTable(rows),
    ...(other
      ? [
          "",
          `Alternated: ${other.label} against this tree${other.ownData ? ` (${other.label}'s schema or seed differs: it ran on its own bench databases, seeded by its own seed, asked the same addresses)` : ""}.`,
          "",
          comparisonTable(rows),
        ]
      : []),
    ...(notes.length > 0 ? ["", ...notes] : []),
    ...(profileDir
      ? ["", `Profiles in ${path.relative(root, profileDir)}:`, "", profileSummary([profileDir])]
      : []),
  ].join("\n");
  console.log(`\n${report}`);
  const file = writeReport(startedAt, report);
  console.log(`\nbench: written to ${path.relative(process.cwd(), file)}`);
}

let options: BenchOptions | null;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options === null) {
  console.log(USAGE);
} else {
  await main(options).catch((error) => {
    stopPostgres();
    // A revision --against cannot compare is a usage error found once the run has begun.
    if (error instanceof UsageError) {
      console.error(`bench: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
}
