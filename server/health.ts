// GET /healthz: 200 when the database answers, 503 when it does not (load balancers poll this).
import type { RequestHandler } from "express";
import type { DatabaseHandle } from "../db/client.server";

const TIMEOUT_MS = 2_000;

export function healthCheck(database: DatabaseHandle): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), TIMEOUT_MS);
      res.json({ status: "ok", database: { status: "ok", kind: database.kind } });
    } catch (error) {
      req.log.error({ err: error }, "health check: database unreachable");
      res
        .status(503)
        .json({ status: "error", database: { status: "unreachable", kind: database.kind } });
    }
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
