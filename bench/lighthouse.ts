// npm run bench:lighthouse [-- --runs N] [--only home,cart-3] [--books N] [--port N] [--build]
//
// Lighthouse (from npm, pinned) in Debian's Chromium, mobile preset (simulated slow 4G and a 4x
// slower CPU), on each page type of the shop served from its production build on a seeded
// embedded database. Each figure is the median of the runs; each run starts from an empty HTTP
// cache and empty storage. Prints a table and exits 1 when a page is under the budget below.
// Nothing is fetched from outside: the browser only talks to the local server.
import { spawnSync } from "node:child_process";
import http from "node:http";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/e2e/chromium";
import { type PageCase, pageCases } from "./lighthouse-pages";
import { median } from "./report";
import { benchPglite, root } from "./seed";
import { startBenchServer } from "./server";

/** Issue 15's budget, per page. */
export const BUDGET = { performance: 98, cls: 0.02, jsGzipKb: 120 };

const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const USAGE = `Usage: npm run bench:lighthouse -- [options]
  --runs N       Lighthouse runs per page; each figure is their median [5]
  --only A,B     pages: home, category, product, search, author, cart-3, checkout, account [all]
  --books N      books in the seeded benchmark database (data/bench-N, seeded once) [2000]
  --port N       the shop's port [3993]
  --build        build the shop first (otherwise the existing build, built if missing)`;

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  jsBrKb: number;
  jsFiles: number;
}

/** Bytes of a body as the server sends it for one Accept-Encoding (undecoded). */
function sentBytes(url: string, encoding: "gzip" | "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

async function runOnce(browser: Browser, origin: string, pageCase: PageCase): Promise<Figures> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await page.deleteCookie(...(await page.cookies(origin)));
    if (pageCase.setup) await pageCase.setup(page, origin);
    // Storage stays as the setup left it (Lighthouse would wipe it), the HTTP cache goes.
    await cdp.send("Network.clearBrowserCache");
    const result = await lighthouse(
      `${origin}${pageCase.path}`,
      {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${pageCase.name}`);
    if (lhr.runtimeError) throw new RetryableError(`${pageCase.name}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(pageCase.path, origin).pathname) {
      throw new Error(`${pageCase.name}: ended on ${landed}, not ${pageCase.path}`);
    }
    const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })
      ?.items ?? []) as NetworkRequest[];
    const scripts = requests.filter(
      (request) => request.resourceType === "Script" && request.url.startsWith(origin),
    );
    const gzip = await Promise.all(scripts.map((s) => sentBytes(s.url, "gzip")));
    const br = await Promise.all(scripts.map((s) => sentBytes(s.url, "br")));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      jsGzipKb: sum(gzip) / 1000,
      jsBrKb: sum(br) / 1000,
      jsFiles: scripts.length,
    };
  } finally {
    await page.close();
  }
}

/** Lighthouse's own failures (e.g. NO_NAVSTART: a trace it could not read) are worth a retry. */
class RetryableError extends Error {}

async function measure(browser: Browser, origin: string, pageCase: PageCase): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(browser, origin, pageCase);
    } catch (error) {
      if (!(error instanceof RetryableError) || attempt === 3) throw error;
      console.log(`lighthouse: ${error.message}: again`);
    }
  }
}

function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    jsGzipKb: pick("jsGzipKb"),
    jsBrKb: pick("jsBrKb"),
    jsFiles: pick("jsFiles"),
  };
}

function overBudget(figures: Figures): string[] {
  const problems: string[] = [];
  if (figures.performance < BUDGET.performance)
    problems.push(`performance < ${BUDGET.performance}`);
  if (figures.cls > BUDGET.cls) problems.push(`CLS > ${BUDGET.cls}`);
  if (figures.jsGzipKb > BUDGET.jsGzipKb) problems.push(`JS > ${BUDGET.jsGzipKb} KB gzip`);
  return problems;
}

function table(rows: Array<{ name: string; figures: Figures }>): string {
  const lines = [
    "| page | performance | LCP | TBT | CLS | JS gzip | JS br | JS files | budget |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const { name, figures: f } of rows) {
    const problems = overBudget(f);
    lines.push(
      `| ${name} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(2)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.jsGzipKb.toFixed(1)} KB | ${f.jsBrKb.toFixed(1)} KB | ${f.jsFiles} | ${problems.length ? problems.join(", ") : "ok"} |`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "5" },
      only: { type: "string" },
      books: { type: "string", default: "2000" },
      port: { type: "string", default: "3993" },
      build: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const runs = Number(values.runs);
  const books = Number(values.books);
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(books) || books < 1) {
    console.error(USAGE);
    process.exit(2);
  }
  if (values.build) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const server = await startBenchServer(Number(values.port), { database: benchPglite(books) });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const rows: Array<{ name: string; figures: Figures }> = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const wanted = values.only?.split(",").map((name) => name.trim());
    const cases = (await pageCases(server.url)).filter((c) => !wanted || wanted.includes(c.name));
    if (cases.length === 0) throw new Error(`no page named ${values.only}`);
    for (const pageCase of cases) {
      const results: Figures[] = [];
      for (let run = 0; run < runs; run++)
        results.push(await measure(browser, server.url, pageCase));
      const figures = medianFigures(results);
      rows.push({ name: `${pageCase.name} (${pageCase.path})`, figures });
      console.log(
        `lighthouse: ${pageCase.name}: ${results.map((r) => r.performance).join(", ")} → ${figures.performance}`,
      );
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(`\nLighthouse 12.2.3, mobile, median of ${runs} run(s), ${books} books\n`);
  console.log(table(rows));
  const failing = rows.filter((row) => overBudget(row.figures).length > 0);
  if (failing.length > 0) {
    console.error(`\nunder budget: ${failing.map((row) => row.name).join(", ")}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
