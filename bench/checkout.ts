// npm run bench:checkout [-- --db pglite|postgres] [--books N] [--seconds S] [--shoppers N]
//                          [--reads R] [--orders O]
//
// 1. Orders placed end to end over the JSON calls (enter checkout, details, methods, the total
//    shown, place) by `shoppers` competing for the same few books, as fast as they can: orders a
//    second.
// 2. The read side (the hot mix of list, product and search addresses) at R requests a second,
//    idle; then again while O orders a second flow: its p95 should stay within 1.5× of idle.
//    `--reads 0` sends reads as fast as 16 connections can (the catalogue benchmarks' way).
// The catalogue version is read before and after: an order must never rebuild the index.
import { randomUUID } from "node:crypto";
import { openDatabase } from "../db/client.server";
import { catalogueState } from "../db/schema";
import { hotAddresses } from "./hot-addresses";
import { runLoad } from "./load";
import { type BenchPostgres, startBenchPostgres } from "./postgres";
import { type BenchDatabase, benchPglite } from "./seed";
import { type BenchServer, startBenchServer } from "./server";

const PORT = 3991;
/** The few titles everybody wants. */
const CONTESTED_BOOKS = 5;
/** Copies of each: enough for the run, so most attempts buy (a sold-out title is measured too). */
const CONTESTED_STOCK = 100_000;
const READ_CONNECTIONS = 16;

interface Options {
  db: "pglite" | "postgres";
  books: number;
  seconds: number;
  shoppers: number;
  reads: number;
  orders: number;
}

function parse(argv: string[]): Options {
  const options: Options = {
    db: "pglite",
    books: 10_000,
    seconds: 15,
    shoppers: 8,
    reads: 400,
    orders: 10,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1] ?? ""];
    if (flag === "--db" && (value === "pglite" || value === "postgres")) options.db = value;
    else if (flag === "--books") options.books = Number(value);
    else if (flag === "--seconds") options.seconds = Number(value);
    else if (flag === "--shoppers") options.shoppers = Number(value);
    else if (flag === "--reads") options.reads = Number(value);
    else if (flag === "--orders") options.orders = Number(value);
    else throw new Error(`unknown option ${flag}: see the header of bench/checkout.ts`);
  }
  return options;
}

/** With the server stopped (PGlite has one owner): the version, and stock for the contested books. */
async function withDatabase<T>(
  database: BenchDatabase,
  work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({
    dataDir: database.dir,
    ...(database.url ? { databaseUrl: database.url } : {}),
  });
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function catalogueVersion(database: BenchDatabase): Promise<number> {
  return withDatabase(database, async (db) => {
    const [row] = await db.select({ version: catalogueState.version }).from(catalogueState);
    return row?.version ?? 0;
  });
}

async function contestedIds(url: string): Promise<number[]> {
  const top = (await (await fetch(`${url}/api/product/top20`)).json()) as { url: string }[];
  const ids: number[] = [];
  for (const { url: path } of top) {
    const html = await (await fetch(`${url}${path}`)).text();
    const sku = html.match(/"sku":"?(\d+)/)?.[1];
    if (sku) ids.push(Number(sku));
    if (ids.length === CONTESTED_BOOKS) break;
  }
  return ids;
}

interface Shopping {
  placed: number;
  notInStock: number;
  failed: number;
  latencies: number[];
}

const DETAILS = {
  email: "bench@example.ro",
  phone: "0721 234 567",
  firstName: "Ana",
  lastName: "Pop",
  deliveryKind: "address",
  county: "CJ",
  locality: "Cluj-Napoca",
  street: "Str. Memorandumului 28",
  postalCode: "400114",
  invoiceKind: "person",
};

/**
 * Each order is a different shopper, as in a shop: its own address (X-Forwarded-For, which the
 * server trusts from the loopback proxy) and e-mail, so the per-client and per-address order
 * throttles (THROTTLE_RULES) count shoppers, not the benchmark.
 */
let orderCount = 0;
function nextShopper(): { address: string; email: string } {
  const n = ++orderCount;
  return {
    address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    email: `bench+${n}@example.ro`,
  };
}

/** One shopper's loop; `pace` waits for the next order's turn (paced runs) or not at all. */
async function shop(
  url: string,
  ids: number[],
  until: number,
  result: Shopping,
  pace: () => Promise<void>,
) {
  while (performance.now() < until) {
    await pace();
    if (performance.now() >= until) return;
    const started = performance.now();
    try {
      const pick = ids[Math.floor(Math.random() * ids.length)] ?? 0;
      const who = nextShopper();
      const json = (body: unknown, token?: string): RequestInit => ({
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": who.address,
          ...(token ? { "X-Checkout-Token": token } : {}),
        },
        body: JSON.stringify(body),
      });
      const entered = await fetch(
        `${url}/api/checkout`,
        json({ lines: [{ id: pick, quantity: 1 }] }),
      );
      const { checkoutToken } = (await entered.json()) as { checkoutToken: string };
      const put = (path: string, body: unknown) =>
        fetch(`${url}/api/checkout/${path}`, { ...json(body, checkoutToken), method: "PUT" });
      await (await put("details", { ...DETAILS, email: who.email })).arrayBuffer();
      await (await put("methods", { delivery: "curier", payment: "ramburs" })).arrayBuffer();
      // An app confirms the total it showed the shopper (GET /api/checkout).
      const shown = await fetch(`${url}/api/checkout`, {
        headers: { "X-Forwarded-For": who.address, "X-Checkout-Token": checkoutToken },
      });
      const { totals } = (await shown.json()) as { totals: { total: number } };
      const placed = await fetch(
        `${url}/api/checkout/order`,
        json(
          { idempotencyKey: randomUUID(), acceptTerms: true, expectedTotal: totals.total },
          checkoutToken,
        ),
      );
      await placed.arrayBuffer();
      if (placed.status === 201) result.placed++;
      else if (placed.status === 409) result.notInStock++;
      else result.failed++;
      result.latencies.push(performance.now() - started);
    } catch {
      result.failed++;
    }
  }
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(options: Options) {
  let postgres: BenchPostgres | null = null;
  let server: BenchServer | null = null;
  try {
    postgres = options.db === "postgres" ? startBenchPostgres(options.books) : null;
    const database = postgres?.database ?? benchPglite(options.books);
    const versionBefore = await catalogueVersion(database);
    server = await startBenchServer(PORT, { database });
    const ids = await contestedIds(server.url);
    await server.stop();
    await withDatabase(database, async (db) => {
      const { books } = await import("../db/schema");
      const { inArray } = await import("drizzle-orm");
      await db.update(books).set({ stock: CONTESTED_STOCK }).where(inArray(books.id, ids));
    });
    server = await startBenchServer(PORT, { database });
    const { url } = server;
    const hot = await hotAddresses(url);
    const reads = [
      ...hot.lists.slice(0, 60),
      ...hot.products.slice(0, 120),
      "/api/search?q=rebreanu",
    ];

    const fresh = (): Shopping => ({ placed: 0, notInStock: 0, failed: 0, latencies: [] });
    const unpaced = async () => {};

    // 1. As many orders as the shoppers can place.
    const flat = fresh();
    const flatUntil = performance.now() + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.shoppers }, () => shop(url, ids, flatUntil, flat, unpaced)),
    );

    // 2. The read side at a steady rate, idle, then with a steady flow of orders.
    const reading = {
      baseUrl: url,
      paths: reads,
      connections: READ_CONNECTIONS,
      seconds: options.seconds,
      ...(options.reads > 0 ? { ratePerSecond: options.reads } : {}),
    };
    const idle = await runLoad(reading);
    const flowing = fresh();
    let slot = performance.now();
    const paced = async () => {
      slot += 1000 / options.orders;
      const wait = slot - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    };
    const flowUntil = performance.now() + (options.seconds + 2) * 1000;
    const shoppers = Array.from({ length: options.shoppers }, () =>
      shop(url, ids, flowUntil, flowing, paced),
    );
    const busy = await runLoad(reading);
    await Promise.all(shoppers);
    await server.stop();
    server = null;
    const versionAfter = await catalogueVersion(database);

    flat.latencies.sort((a, b) => a - b);
    flowing.latencies.sort((a, b) => a - b);
    const rate = (n: number, seconds: number) => (n / seconds).toFixed(1);
    console.log(
      `\nnpm run bench:checkout -- --db ${options.db} --books ${options.books} --seconds ${options.seconds} --shoppers ${options.shoppers} --reads ${options.reads} --orders ${options.orders}\n`,
    );
    console.log("| | value |\n|---|---|");
    console.log(
      `| orders a second, ${options.shoppers} shoppers on ${ids.length} titles, flat out | ${rate(flat.placed, options.seconds)} (${flat.placed} placed, ${flat.notInStock} not in stock, ${flat.failed} failed) |`,
    );
    console.log(
      `| one checkout (4 calls), flat out: p50 / p95 | ${p(flat.latencies, 0.5).toFixed(1)} / ${p(flat.latencies, 0.95).toFixed(1)} ms |`,
    );
    console.log(
      `| reads at ${options.reads}/s, idle: p50 / p95 | ${idle.p50} / ${idle.p95} ms (${idle.rps} req/s, ${idle.errors} errors) |`,
    );
    console.log(
      `| reads at ${options.reads}/s with ${options.orders} orders/s: p50 / p95 | ${busy.p50} / ${busy.p95} ms (${busy.rps} req/s, ${busy.errors} errors): p95 ${(busy.p95 / Math.max(idle.p95, 0.1)).toFixed(2)}× idle |`,
    );
    console.log(
      `| orders placed meanwhile | ${flowing.placed} (${rate(flowing.placed, options.seconds + 2)}/s), one checkout p95 ${p(flowing.latencies, 0.95).toFixed(1)} ms |`,
    );
    console.log(
      `| catalogue version before / after | ${versionBefore} / ${versionAfter} ${versionBefore === versionAfter ? "(the index was never rebuilt by an order)" : "(MOVED: something rebuilt the index)"} |`,
    );
  } finally {
    if (server) await server.stop();
    postgres?.stop();
  }
}

main(parse(process.argv.slice(2))).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
