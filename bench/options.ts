// Command line of `npm run bench`: which part of the matrix to run.
import { parseArgs } from "node:util";
import type { DatabaseKind } from "./seed";

export type Mode = "hot" | "cold";
export type Cache = "on" | "off";
export type PageKind = "list" | "product" | "search";

export interface BenchOptions {
  books: number[];
  dbs: DatabaseKind[];
  modes: Mode[];
  caches: Cache[];
  kinds: PageKind[];
  /** Distinct addresses of each kind a cold run asks, each once. */
  addresses: number;
  /** Length of a hot run. */
  seconds: number;
  connections: number;
  port: number;
  profile: boolean;
  /** A git revision whose code runs the same cases, alternated with this tree's. */
  against: string | null;
  /** With `against`: how many times each code runs each case. */
  rounds: number;
}

export const USAGE = `Usage: npm run bench -- [selection] [options]

Selection (comma-separated values; each defaults to the value in brackets):
  --books N[,N]            catalogue size [BENCH_BOOKS or 100000]
  --db pglite|postgres     embedded PGlite in one process, or a PostgreSQL server on loopback
                           with WEB_CONCURRENCY=2 (BENCH_WORKERS to change) [pglite]
  --mode hot|cold          hot: a fixed mix repeated for --seconds; cold: --addresses distinct
                           addresses of each kind, each asked once [hot,cold]
  --cache on|off           the server's shared HTTP cache (off: RESPONSE_CACHE_MB=0) [on,off]
  --only list|product|search
                           page kinds; search is the hot /api/search mix on PGlite
                           [list,product,search]
  --full                   the whole matrix: --books 10000,100000 --db pglite,postgres
                           (other selection options still narrow it)

Options:
  --addresses N            cold addresses of each kind [1000]
  --seconds N              length of a hot run [BENCH_SECONDS or 15]
  --connections N          concurrent keep-alive connections [20]
  --port N                 the server's port [BENCH_PORT or 3990]
  --profile                CPU-profile the server for one case (the selection must name one:
                           books, db, mode, cache and a list or product page) and summarise it
  --against REV            also run the list and product cases with the code of git revision REV
                           (a worktree beside this one, same dependencies and migrations), the
                           two codes alternated so that the machine's drift falls on both alike
  --rounds N               with --against: runs of each case by each code [2]
  --help`;

const CHOICES = {
  db: ["pglite", "postgres"],
  mode: ["hot", "cold"],
  cache: ["on", "off"],
  only: ["list", "product", "search"],
} as const;

export class UsageError extends Error {}

function list<T extends string>(name: keyof typeof CHOICES, value: string | undefined): T[] {
  if (value === undefined) return [...CHOICES[name]] as T[];
  const values = value.split(",").map((v) => (v === "embedded" ? "pglite" : v.trim()));
  for (const v of values) {
    if (!(CHOICES[name] as readonly string[]).includes(v)) {
      throw new UsageError(`--${name} ${v}: expected ${CHOICES[name].join(" or ")}`);
    }
  }
  return [...new Set(values)] as T[];
}

function whole(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new UsageError(`--${name} ${value}: expected a whole number of at least ${min}`);
  }
  return n;
}

/** Parses the command line; null for --help. */
export function parseOptions(argv: string[]): BenchOptions | null {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        books: { type: "string" },
        db: { type: "string" },
        mode: { type: "string" },
        cache: { type: "string" },
        only: { type: "string" },
        full: { type: "boolean" },
        addresses: { type: "string" },
        seconds: { type: "string" },
        connections: { type: "string" },
        port: { type: "string" },
        profile: { type: "boolean" },
        against: { type: "string" },
        rounds: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return null;
  const text = (name: string) => values[name] as string | undefined;
  const full = values.full === true;
  const books = (text("books") ?? (full ? "10000,100000" : (process.env.BENCH_BOOKS ?? "100000")))
    .split(",")
    .map((b) => whole("books", b, 0));
  const options: BenchOptions = {
    books: [...new Set(books)],
    dbs: list("db", text("db") ?? (full ? undefined : "pglite")),
    modes: list("mode", text("mode")),
    caches: list("cache", text("cache")),
    kinds: list("only", text("only")),
    addresses: whole("addresses", text("addresses"), 1000),
    seconds: whole("seconds", text("seconds"), Number(process.env.BENCH_SECONDS ?? 15)),
    connections: whole("connections", text("connections"), 20),
    port: whole("port", text("port"), Number(process.env.BENCH_PORT ?? 3990)),
    profile: values.profile === true,
    against: text("against") ?? null,
    rounds: whole("rounds", text("rounds"), 2),
  };
  if (text("rounds") !== undefined && options.against === null) {
    throw new UsageError("--rounds goes with --against");
  }
  if (options.against !== null) {
    if (options.profile) throw new UsageError("--against and --profile: one or the other");
    if (options.kinds.includes("search")) {
      throw new UsageError("--against compares list and product pages: add --only list,product");
    }
  }
  if (options.profile) {
    const pages = options.kinds.filter((k) => k !== "search");
    const cases =
      options.books.length * options.dbs.length * options.modes.length * options.caches.length;
    if (cases !== 1 || pages.length !== 1) {
      throw new UsageError(
        "--profile needs one case, e.g. --profile --books 100000 --db pglite --mode cold --cache off --only product",
      );
    }
    options.kinds = pages;
  }
  return options;
}
