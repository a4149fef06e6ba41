// One server instance: it listens at once, answers 503 while its database is not ready (retrying
// with backoff instead of exiting), then serves the shop; on stop it finishes what it is
// answering and closes the database.
import http from "node:http";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/client.server";
import { Lifecycle, startingListener, stopServer } from "./lifecycle";
import { type RetryOptions, retryWithBackoff } from "./retry";

export interface InstanceOptions {
  port: number;
  host: string;
  logger: Logger;
  /** Opens the database and prepares it (migrations, seed); retried until it succeeds. */
  prepare: () => Promise<DatabaseHandle>;
  /** The shop's request handler, once the database is ready. */
  serve: (database: DatabaseHandle, lifecycle: Lifecycle) => Promise<http.RequestListener>;
  retry?: Omit<RetryOptions, "signal" | "onRetry">;
  /**
   * Work the instance does besides answering (the e-mail outbox): started once the shop serves,
   * stopped after the last answer and before the database closes.
   */
  background?: (database: DatabaseHandle) => { stop(): Promise<void> };
}

export interface Instance {
  server: http.Server;
  /** Resolves when the shop serves (rejects if the instance was stopped before). */
  ready: Promise<void>;
  /** Graceful stop; resolves true when no connection had to be cut. */
  stop(): Promise<boolean>;
}

export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const { logger } = options;
  const lifecycle = new Lifecycle();
  let listener = startingListener();
  const server = http.createServer((req, res) => listener(req, res));
  // Longer than the load balancers' idle timeouts (60 s on most), so they close first.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  const aborted = new AbortController();
  let database: DatabaseHandle | null = null;
  let background: { stop(): Promise<void> } | null = null;
  const ready = (async () => {
    database = await retryWithBackoff(options.prepare, {
      ...options.retry,
      signal: aborted.signal,
      onRetry: (err, attempt, delayMs) =>
        logger.warn({ err, attempt, delayMs }, "database not ready: retrying"),
    });
    if (aborted.signal.aborted) return;
    listener = await options.serve(database, lifecycle);
    if (aborted.signal.aborted) return;
    background = options.background?.(database) ?? null;
  })();
  ready.catch(() => {});

  let stopping: Promise<boolean> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      aborted.abort();
      const graceful = await stopServer(server, lifecycle, { logger });
      await ready.catch(() => {});
      if (background) {
        await background
          .stop()
          .catch((err) => logger.error({ err }, "stopping background work failed"));
      }
      if (database) {
        await database.close().catch((err) => logger.error({ err }, "closing the database failed"));
        logger.info("database closed");
      }
      return graceful;
    })();
    return stopping;
  };
  return { server, ready, stop };
}
