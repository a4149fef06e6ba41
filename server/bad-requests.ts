// Requests refused before they reach the application: methods the shop does not implement (TRACE
// would echo headers back; React Router answered it 500), a Host React Router cannot make an
// address of, and bodies declared larger than anything a route reads. Bodies streamed without a
// length are counted as they are read (app/lib/request-body.server.ts).
import type { Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { FOREIGN_FORM_MESSAGE } from "../app/lib/http";

/**
 * The methods some address of the shop answers. Any other gets 405 with this list: Node's parser
 * refuses methods it does not know (400), so what reaches us is a known method we do not allow.
 * OPTIONS is not one: the shop is same-origin and offers no CORS, and React Router runs a
 * resource route's loader for OPTIONS as for GET (its queryRoute), so it answered 200 with the
 * route's data (a member's profile, the settings), and data requests (`.data`) too.
 */
export const IMPLEMENTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

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
 * React Router answers 405 a form posted (or a PUT, PATCH, DELETE) to a route without an action,
 * with no Allow header. Such a route takes only GET and HEAD, so a 405 without Allow gets that
 * list (the method gate and the API's own 405s set theirs first).
 */
export function allowOnRouteRefusals(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    onHeaders(res, () => {
      if (res.statusCode === 405 && !res.hasHeader("Allow")) res.setHeader("Allow", "GET, HEAD");
    });
    next();
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

/**
 * The address @react-router/express builds for a request, as its createRemixRequest does: the
 * hostname Express reads (Host, or X-Forwarded-Host from a trusted proxy), the port of
 * X-Forwarded-Host (whoever sent it, as long as "trust proxy" is on) or else of Host, the
 * protocol Express reads (X-Forwarded-Proto from a trusted proxy). `null` where it throws: a port
 * over 65535, a space, an unclosed `[`, a protocol that is no scheme ("Invalid URL"), or no
 * hostname at all (an empty Host, an HTTP/1.0 request without one).
 */
export function routerRequestUrl(req: Request): URL | null {
  const forwardedPort = req.app.enabled("trust proxy")
    ? req.get("X-Forwarded-Host")?.split(":")[1]
    : undefined;
  const hostPort = req.get("Host")?.split(":")[1];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? "", 10))
    .find((number) => Number.isSafeInteger(number));
  // Express 5 leaves it undefined without a Host: the adapter then fails reading it.
  const { hostname } = req as { hostname: string | undefined };
  if (hostname === undefined) return null;
  const host = `${hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  try {
    return new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    return null;
  }
}

/**
 * Requests React Router could not make an address of (routerRequestUrl): they failed in its
 * adapter, before any route, and answered 500 logged as an unhandled error. They get 400 here,
 * ahead of the response cache, which would answer some of them and not others.
 */
export function refuseUnusableHost(): RequestHandler {
  return (req, res, next) => {
    if (routerRequestUrl(req)) return next();
    refuse(req, res, 400, "invalid_host", "Antetul Host al cererii nu este valid.");
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

/**
 * Calls and forms that change something (any method but GET and HEAD) from another site's page:
 * a browser names the page's origin, and the shop takes them from its own pages only (it offers
 * no CORS). Cookies are SameSite=Lax already; this also stops a sibling subdomain and the calls
 * that read no JSON body (a cross-site form can post those without a preflight: a prize draw, a
 * WOW choice, a wishlist removal). Apps and servers send no Origin and pass (a payment provider's
 * notification); `Origin: null` (a sandboxed frame, a privacy redirect) is another site. A page's
 * form gets the refusal in Romanian here; React Router's own check answered "Bad Request".
 */
export function refuseForeignOrigin(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.get("Origin");
    if (origin === undefined || originHost(origin) === routerRequestUrl(req)?.host) return next();
    if (req.path.startsWith("/api/")) {
      refuse(req, res, 403, "foreign_origin", "Cererea nu a venit de pe paginile magazinului.");
    } else {
      refuse(req, res, 403, "foreign_origin", FOREIGN_FORM_MESSAGE);
    }
  };
}

function originHost(origin: string): string | null {
  if (origin === "null") return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
