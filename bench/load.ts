// A small closed-loop HTTP load generator: `connections` keep-alive clients each send the next
// URL of the mix as soon as the previous answer arrived, for a fixed time, against loopback only.
import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  statuses: Record<number, number>;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function get(agent: http.Agent, base: URL, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: base.hostname, port: base.port, path, agent, headers: { "Accept-Encoding": "gzip" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

export async function runLoad(options: {
  baseUrl: string;
  paths: string[];
  connections: number;
  seconds: number;
  warmupSeconds?: number;
}): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(base.hostname)) {
    throw new Error("benchmarks only send traffic to loopback addresses");
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  let next = 0;
  const take = () => options.paths[next++ % options.paths.length] ?? "/";

  const loop = async (until: number, record: ((ms: number, status: number) => void) | null) => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const status = await get(agent, base, take());
        record?.(performance.now() - started, status);
      } catch {
        record?.(performance.now() - started, 0);
      }
    }
  };
  const warmupEnd = performance.now() + (options.warmupSeconds ?? 2) * 1000;
  await Promise.all(Array.from({ length: options.connections }, () => loop(warmupEnd, null)));

  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, () =>
      loop(end, (ms, status) => {
        latencies.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 0 || status >= 500) errors++;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds: round(seconds),
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}
