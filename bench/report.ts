// The results of a run as one Markdown table, printed and written to bench/results/ (not
// committed), with what a reader needs to judge the figures: machine, commit, load.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./load";
import type { BenchOptions, Cache, Mode, PageKind } from "./options";
import { type DatabaseKind, root } from "./seed";

export interface Row {
  /** Whose code served it, when runs compare two (--against). */
  code?: string;
  books: number;
  db: DatabaseKind;
  cache: Cache;
  mode: Mode;
  page: PageKind;
  result: LoadResult;
  /** CPU during the measured run, in cores: the machine has os.availableParallelism(). */
  cores: { server: number; database: number; generator: number; others: number };
  /** Server (and workers) resident memory at the end of the run, MiB. */
  serverMiB: number;
  /** Counted at the end of the run: WEB_CONCURRENCY is what was asked, this is what ran. */
  serverProcesses?: number;
  /** Set when the figures mean nothing (the server died during the run). */
  void?: boolean;
}

const DB_LABELS: Record<DatabaseKind, string> = { pglite: "embedded", postgres: "PostgreSQL" };

function serverLabel(row: Row): string {
  const n = row.serverProcesses ?? 1;
  // A cluster is its primary and the workers that serve.
  return n > 1 ? `${DB_LABELS[row.db]}, ${n - 1} workers` : `${DB_LABELS[row.db]}, 1 process`;
}

function statuses(result: LoadResult): string {
  return Object.entries(result.statuses)
    .map(([status, n]) => `${status === "0" ? "failed" : status}: ${n}`)
    .join(", ");
}

const table = (header: string[], lines: string[][]) =>
  [header, header.map(() => "---"), ...lines].map((l) => `| ${l.join(" | ")} |`).join("\n");

export function markdownTable(rows: Row[]): string {
  const compared = rows.some((r) => r.code !== undefined);
  const header = [
    ...(compared ? ["code"] : []),
    "books",
    "database",
    "cache",
    "mode",
    "page",
    "addresses",
    "requests",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "max ms",
    "errors",
    "statuses",
    "CPU cores: server / db / load / others",
    "server RSS",
  ];
  const lines = rows.map((r) => [
    ...(compared ? [r.code ?? ""] : []),
    r.books.toLocaleString("en"),
    serverLabel(r),
    r.cache,
    r.mode,
    r.void ? `${r.page} (void: the server died)` : r.page,
    r.mode === "cold" ? String(r.result.addresses) : `${r.result.addresses} repeated`,
    String(r.result.requests),
    r.result.rps.toLocaleString("en"),
    String(r.result.p50),
    String(r.result.p95),
    String(r.result.p99),
    String(r.result.max),
    String(r.result.errors),
    statuses(r.result),
    [r.cores.server, r.cores.database, r.cores.generator, r.cores.others]
      .map((c) => c.toFixed(2))
      .join(" / "),
    `${r.serverMiB} MiB`,
  ]);
  return table(header, lines);
}

const range = (values: number[], unit: string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const show = (n: number) => n.toLocaleString("en");
  return low === high ? `${show(low)} ${unit}` : `${show(low)}–${show(high)} ${unit}`;
};

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The runs of two codes side by side, one line per case: each code's spread of req/s and p95,
 * and the change of the median req/s. Void runs are left out.
 */
export function comparisonTable(rows: Row[]): string {
  const codes = [...new Set(rows.flatMap((r) => (r.code === undefined ? [] : [r.code])))];
  const [before, after] = codes;
  if (before === undefined || after === undefined) return "";
  const cases = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.void || row.code === undefined) continue;
    const key = [row.books, serverLabel(row), row.cache, row.mode, row.page].join("|");
    cases.set(key, [...(cases.get(key) ?? []), row]);
  }
  const header = ["books", "database", "cache", "mode", "page", before, after, "median req/s"];
  const lines = [...cases].map(([key, runs]) => {
    const of = (code: string) => runs.filter((r) => r.code === code);
    const cell = (code: string) => {
      const mine = of(code);
      if (mine.length === 0) return "no run";
      const runsLabel = mine.length === 1 ? "1 run" : `${mine.length} runs`;
      return `${range(
        mine.map((r) => r.result.rps),
        "req/s",
      )}, p95 ${range(
        mine.map((r) => r.result.p95),
        "ms",
      )} (${runsLabel})`;
    };
    const [books = "", database = "", cache = "", mode = "", page = ""] = key.split("|");
    const a = median(of(before).map((r) => r.result.rps));
    const b = median(of(after).map((r) => r.result.rps));
    const change = a > 0 && b > 0 ? `${b >= a ? "+" : ""}${Math.round((b / a - 1) * 100)} %` : "";
    return [
      Number(books).toLocaleString("en"),
      database,
      cache,
      mode,
      page,
      cell(before),
      cell(after),
      change,
    ];
  });
  return table(header, lines);
}

function commit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root })
      .toString()
      .trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root }).toString().trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return "unknown";
  }
}

/** bench/yardstick.ts's readings of the machine, before the first case and after the last. */
export interface Yardstick {
  before: { ms: number; memoryNs: number };
  after: { ms: number; memoryNs: number };
}

export function describeRun(
  options: BenchOptions,
  startedAt: Date,
  loadBefore: number[],
  yardstick: Yardstick,
): string {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(", ");
  const setup = [
    `${options.connections} keep-alive connections from one load-generator process on the same machine`,
    ...(options.modes.includes("hot") ? [`hot runs ${options.seconds} s after a 2 s warm-up`] : []),
    ...(options.modes.includes("cold")
      ? [`cold runs ask each of ${options.addresses} addresses once, after a 2 s warm-up on others`]
      : []),
  ];
  return [
    `Run of ${startedAt.toISOString()}, commit ${commit()}, Node ${process.version}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? "?"}): \`npm run bench -- ${process.argv.slice(2).join(" ")}\`.`,
    `${setup.join("; ")}.`,
    `Load average before: ${load(loadBefore)}; after: ${load(os.loadavg())}. "others" is CPU used by processes outside the benchmark during the run: on a shared machine it is the noise.`,
    `Machine yardstick (bench/yardstick.ts, lower is faster): ${yardstick.before.ms} ms before, ${yardstick.after.ms} ms after; memory latency (a random walk through 256 MB) ${yardstick.before.memoryNs} ns a step before, ${yardstick.after.memoryNs} ns after. Figures of runs whose readings differ compare only in proportion, and only alternated runs (--against) compare code.`,
  ].join("\n");
}

/** Writes the report to bench/results/<date>.md and returns its path. */
export function writeReport(startedAt: Date, text: string): string {
  const dir = path.join(root, "bench/results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${startedAt.toISOString().slice(0, 19).replaceAll(":", "-")}.md`);
  writeFileSync(file, `${text}\n`);
  return file;
}
