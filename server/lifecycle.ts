// The life of a server process: answering 503 while it starts (the database may be away), then
// the shop, then a graceful stop that drops no request.
import type http from "node:http";
import net from "node:net";
import type { Logger } from "pino";

export class Lifecycle {
  /** Set on SIGTERM: every answer from then on closes its connection. */
  stopping = false;
}

export const STARTING_RETRY_AFTER_SECONDS = 5;

/**
 * Answers while the instance cannot serve yet: 503 on /healthz (load balancers keep it out of
 * rotation), and a Romanian 503 with Retry-After to anyone else.
 */
export function startingListener(): http.RequestListener {
  return (req, res) => {
    res.setHeader("Retry-After", String(STARTING_RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'");
    res.statusCode = 503;
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path === "/healthz") {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      return void res.end(JSON.stringify({ status: "starting" }));
    }
    const message = "Magazinul pornește. Te rugăm să încerci din nou în câteva secunde.";
    if (path.startsWith("/api/")) {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      return void res.end(JSON.stringify({ error: { code: "starting", message } }));
    }
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(message);
  };
}

export interface StopOptions {
  /** How long idle keep-alive connections may still send a request after the stop began. */
  idleGraceMs?: number;
  /** After this, every connection is closed, busy or not. */
  forceAfterMs?: number;
  logger?: Logger;
}

/**
 * Stops accepting connections and lets the open ones finish: answers from now on carry
 * `Connection: close` (see Lifecycle), so each busy connection ends after its answer; idle ones
 * are closed after a short grace, which spares a client that is sending its next request at this
 * very moment a reset. Resolves true when every connection ended, false when it had to force.
 */
export function stopServer(
  server: http.Server,
  lifecycle: Lifecycle,
  { idleGraceMs = 1_000, forceAfterMs = 8_000, logger }: StopOptions = {},
): Promise<boolean> {
  lifecycle.stopping = true;
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const force = setTimeout(() => {
      logger?.warn("stop: connections still open, closing them");
      server.closeAllConnections();
      finish(false);
    }, forceAfterMs);
    const finish = (graceful: boolean) => {
      clearTimeout(force);
      clearInterval(sweep);
      resolve(graceful);
    };
    // net.Server's close, not http.Server's: the latter also closes idle connections at once.
    net.Server.prototype.close.call(server, () => finish(true));
    setTimeout(() => {
      server.closeIdleConnections();
      // A connection whose answer had already started when the stop began stays open after it.
      sweep = setInterval(() => server.closeIdleConnections(), 100);
    }, idleGraceMs).unref();
  });
}
