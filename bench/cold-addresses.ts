// Distinct product and list addresses for the cold runs, taken from the database rather than from
// the server (fetching them would warm exactly the caches a cold run must find empty). Lists are
// category pages under a random mix of filters, orders and pages; the app's own catalogue index
// says which of them list books, so every address is a page a crawler could reach.
// Run as a child process (PGlite lets one process at a time open its files, and its memory is
// better gone before the server starts); the addresses are kept beside the database.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { todayInShop } from "../app/lib/dates";
import { type BenchDatabase, databaseEnv, root, seedStamp } from "./seed";

export interface ColdAddresses {
  products: string[];
  lists: string[];
  /** Other addresses of the same kinds, for the warm-up (never measured). */
  productWarmup: string[];
  listWarmup: string[];
}

/** Enough warm-up addresses for two seconds of the fastest expected server. */
export const WARMUP_ADDRESSES = 1_500;
/** A list contributes a few of its pages (order and page number), so the mix spans categories. */
export const PAGES_PER_LIST = 3;

export function coldAddresses(database: BenchDatabase, count: number): ColdAddresses {
  const file = path.join(database.dir, "cold-addresses.json");
  // The seed's stamp: a database seeded anew has other books, hence other addresses.
  const key = JSON.stringify({
    seeded: seedStamp(database.books),
    today: todayInShop(),
    count,
    version: 1,
  });
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { key: string } & ColdAddresses;
    if (saved.key === key) return saved;
  }
  const started = Date.now();
  const child = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["bench/cold-addresses-cli.ts", String(count), String(WARMUP_ADDRESSES), file, key],
    { cwd: root, stdio: "inherit", env: { ...process.env, ...databaseEnv(database) } },
  );
  if (child.status !== 0) throw new Error("bench: gathering the cold addresses failed");
  console.log(`bench: cold addresses gathered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return JSON.parse(readFileSync(file, "utf8")) as ColdAddresses;
}

export function writeColdAddresses(file: string, key: string, addresses: ColdAddresses): void {
  writeFileSync(file, JSON.stringify({ key, ...addresses }));
}
