// Seeds a benchmark database once: a stamp beside it names the seed, so the data is reused while
// the seed is unchanged and replaced (--reset) when it changes.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** Fixed, so every run measures the same data. */
export const BENCH_SEED_DATE = "2026-11-01";

export type DatabaseKind = "pglite" | "postgres";

/** Where a benchmark server finds its data. */
export interface BenchDatabase {
  kind: DatabaseKind;
  books: number;
  /** PGlite's DATA_DIR, or the folder holding PostgreSQL's data directory and the stamp. */
  dir: string;
  /** Set for PostgreSQL. */
  url?: string;
  /** The PostgreSQL server's data directory, for its processes' CPU. */
  pgData?: string;
}

/** The environment a process needs to open this database. */
export function databaseEnv(database: BenchDatabase): Record<string, string> {
  return { DATA_DIR: database.dir, DATABASE_URL: database.url ?? "" };
}

/** Where the seed's rows come from: its generators and data, the schema and the migrations. */
const SEED_SOURCES = ["db/seed", "db/migrations", "db/schema.ts"];

/**
 * A digest of the seed's sources (tests left out). Without it a bench database could outlive the
 * seed that made it: figures measured on data the shop no longer seeds, and a seed that had
 * stopped working at 100,000 books went unnoticed until a new machine seeded afresh.
 */
export function seedDigest(tree = root): string {
  const hash = createHash("sha1");
  const files = SEED_SOURCES.flatMap((source) => {
    if (source.endsWith(".ts")) return [source];
    return readdirSync(path.join(tree, source), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
      .map((entry) => path.relative(tree, path.join(entry.parentPath, entry.name)));
  });
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(tree, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The stamp of a database seeded with `books` by the seed of `tree` (this one by default). */
export function seedStamp(books: number, tree = root): string {
  return JSON.stringify({ books, date: BENCH_SEED_DATE, seed: seedDigest(tree) });
}

/** Seeds the database with the seed of `tree` (another revision's, for --against). */
export function seedOnce(database: BenchDatabase, tree = root): void {
  const stamp = path.join(database.dir, "seeded.json");
  const wanted = seedStamp(database.books, tree);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  mkdirSync(database.dir, { recursive: true });
  console.log(`bench: seeding ${database.books} books into ${database.kind} (once)`);
  const started = Date.now();
  const seed = spawnSync(
    path.join(tree, "node_modules/.bin/tsx"),
    ["db/seed/cli.ts", "--books", String(database.books), "--reset", "--date", BENCH_SEED_DATE],
    { cwd: tree, stdio: "inherit", env: { ...process.env, ...databaseEnv(database) } },
  );
  if (seed.status !== 0)
    throw new Error(`seed failed (${path.relative(root, tree) || "this tree"})`);
  console.log(
    `bench: seeded ${database.books} books into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  writeFileSync(stamp, wanted);
}

/**
 * The embedded database of `books` books under data/bench-{books} of `tree` (this one, or the
 * checkout of a revision whose schema or seed differs), seeded by its seed if needed.
 */
export function benchPglite(books: number, tree = root): BenchDatabase {
  const database: BenchDatabase = {
    kind: "pglite",
    books,
    dir: path.join(tree, "data", `bench-${books}`),
  };
  seedOnce(database, tree);
  return database;
}
