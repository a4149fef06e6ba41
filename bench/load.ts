// A small closed-loop HTTP load generator: `connections` keep-alive clients each send the next
// address as soon as the previous answer arrived, against loopback only. Hot runs cycle through
// their addresses for a fixed time; cold runs (`once`) ask each address once and stop.
import { HttpConnection } from "./http-connection";

export interface LoadResult {
  /** Distinct addresses given (cold runs ask each once). */
  addresses: number;
  requests: number;
  errors: number;
  statuses: Record<number, number>;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU the generator itself used during the measured run, in cores. */
  generatorCores: number;
  /** The measured run on the monotonic clock, in µs (what V8's CPU profiles use). */
  window: { startUs: number; endUs: number };
}

export interface LoadOptions {
  baseUrl: string;
  paths: string[];
  connections: number;
  /** Hot: how long to measure. Cold: an upper bound, in case the server is very slow. */
  seconds: number;
  /** Ask each address at most once (warm-up addresses too), and stop when all have answered. */
  once?: boolean;
  warmupSeconds?: number;
  /** Addresses of the warm-up; by default the measured ones (a cold run must not use those). */
  warmupPaths?: string[];
  /** Checked between requests: true ends the run early (the server has gone). */
  stop?: () => boolean;
  /**
   * Requests a second across all connections (an open schedule, as real visitors arrive);
   * unset: each connection sends the next request as soon as it has the answer.
   */
  ratePerSecond?: number;
  /** Called as the measured run starts and ends (CPU counters around exactly that span). */
  probe?: { start: () => void; end: () => void };
}

export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) {
    throw new Error("benchmarks only send traffic to loopback addresses");
  }
  const port = Number(base.port || 80);
  const host = base.hostname.replace(/^\[|\]$/g, "");
  const connections = Array.from(
    { length: options.connections },
    () => new HttpConnection(host, port),
  );

  const drive = async (
    paths: string[],
    until: number,
    record: ((ms: number, status: number) => void) | null,
  ) => {
    let next = 0;
    const interval = options.ratePerSecond ? 1000 / options.ratePerSecond : 0;
    let slot = performance.now();
    const pace = async () => {
      if (!interval) return;
      slot += interval;
      const wait = slot - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    };
    const take = (): string | undefined => {
      if (options.once && next >= paths.length) return undefined;
      return paths[next++ % paths.length];
    };
    await Promise.all(
      connections.map(async (connection) => {
        for (let path = take(); path !== undefined && performance.now() < until; path = take()) {
          if (options.stop?.()) return;
          await pace();
          const started = performance.now();
          const status = await connection.get(path).catch(() => 0);
          record?.(performance.now() - started, status);
          // A refused connection fails at once: without a pause the generator would spin.
          if (status === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }),
    );
  };

  const warmupPaths = options.warmupPaths ?? options.paths;
  const warmupMs = (options.warmupSeconds ?? 2) * 1000;
  if (warmupMs > 0 && warmupPaths.length > 0) {
    await drive(warmupPaths, performance.now() + warmupMs, null);
  }

  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  options.probe?.start();
  const cpuBefore = process.cpuUsage();
  const startUs = monotonicMicros();
  const started = performance.now();
  await drive(options.paths, started + options.seconds * 1000, (ms, status) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 0 || status >= 500) errors++;
  });
  const seconds = (performance.now() - started) / 1000;
  const endUs = monotonicMicros();
  const cpu = process.cpuUsage(cpuBefore);
  options.probe?.end();
  for (const connection of connections) connection.close();

  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    addresses: options.paths.length,
    requests: latencies.length,
    errors,
    statuses,
    seconds: round(seconds),
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    generatorCores: Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100) / 100,
    window: { startUs, endUs },
  };
}
