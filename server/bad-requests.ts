// Requests refused before they reach the application: methods the shop does not implement (TRACE
// would echo headers back; React Router answered it 500), and bodies declared larger than
// anything a route reads. Bodies streamed without a length are counted as they are read
// (app/lib/request-body.server.ts).
import type { Request, RequestHandler, Response } from "express";

/**
 * The methods some address of the shop answers. Any other gets 405 with this list: Node's parser
 * refuses methods it does not know (400), so what reaches us is a known method we do not allow.
 */
export const IMPLEMENTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * The largest body any route may read: a 20 MB manuscript with its form fields (see
 * app/features/uploads/upload-rules.ts); each reader sets its own, smaller, limit.
 */
export const MAX_DECLARED_BODY_BYTES = 21 * 1024 * 1024;

/** The JSON error shape for the API, a short Romanian text for anything else. */
export function refuse(
  req: Request,
  res: Response,
  status: number,
  code: string,
  message: string,
): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ error: { code, message } });
  else res.type("text/plain; charset=utf-8").send(message);
}

export function methodGate(): RequestHandler {
  const allow = IMPLEMENTED_METHODS.join(", ");
  return (req, res, next) => {
    if (IMPLEMENTED_METHODS.includes(req.method)) return next();
    res.setHeader("Allow", allow);
    refuse(req, res, 405, "method_not_allowed", "Metoda cererii nu este permisă.");
  };
}

/**
 * Addresses carrying an escaped NUL (%00). No address of the shop contains one, and PostgreSQL
 * text cannot hold it: a path parameter or query value with it made the statement fail (500).
 * Bodies' text is cleaned where it is read (app/lib/request-body.server.ts).
 */
export function refuseNulInAddress(): RequestHandler {
  return (req, res, next) => {
    if (!req.url.includes("%00")) return next();
    refuse(req, res, 400, "invalid_address", "Adresa cererii conține caractere nepermise.");
  };
}

export function bodySizeGuard(limit = MAX_DECLARED_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!(declared > limit)) return next();
    refuse(req, res, 413, "payload_too_large", "Cererea este prea mare.");
  };
}

/** How long the rest of a refused body may keep arriving after the answer. */
export const UNREAD_BODY_GRACE_MS = 5_000;

/**
 * A body answered before it was read (413, or a route that ignores it) is discarded by Node as it
 * arrives, which lets a client that is still sending read the answer; closing at once would
 * reset the connection under it. This bounds the discarding: a body still arriving after the
 * grace loses its connection.
 */
export function boundUnreadBodies(graceMs = UNREAD_BODY_GRACE_MS): RequestHandler {
  return (req, res, next) => {
    // Most requests (GET, HEAD) have no body at all.
    if (req.headers["content-length"] === undefined && !req.headers["transfer-encoding"]) {
      return next();
    }
    res.once("finish", () => {
      if (req.complete) return;
      // A body read in part (a reader that stopped at its limit) is left paused under React
      // Router's stream: nothing would read the rest, and the next request on the connection
      // would wait behind it until the grace cut it. It flows now, into nothing.
      req.removeAllListeners("data");
      req.resume();
      const { socket } = req;
      const timer = setTimeout(() => socket.destroy(), graceMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      // The socket outlives the request on a kept-alive connection: its listener goes with the
      // request, or every refused body would leave one behind for the connection's lifetime.
      req.once("end", () => {
        stop();
        socket.off("close", stop);
      });
      socket.once("close", stop);
    });
    next();
  };
}
