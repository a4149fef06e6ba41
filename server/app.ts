import "../app/load-context";
// The Express application: method gate, logs, headers, the shared response cache, compression,
// static assets, health, then React Router.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD, GZIP_LEVEL } from "../app/lib/compression.server";
import { type Env, publicStore } from "../app/lib/env.server";
import { bookDistributionPath, bookPath } from "../app/lib/paths";
import { catalogueVersionWatch } from "../db/catalogue-version";
import type { DatabaseHandle } from "../db/client.server";
import { stockFeed } from "../db/stock-feed";
import {
  allowOnRouteRefusals,
  bodySizeGuard,
  boundUnreadBodies,
  methodGate,
  refuseForeignOrigin,
  refuseNulInAddress,
  refuseUnusableHost,
} from "./bad-requests";
import { normaliseAcceptEncoding } from "./content-encoding";
import { healthCheck } from "./health";
import type { Lifecycle } from "./lifecycle";
import { precompressedAssets } from "./precompressed-assets";
import { ResponseCache } from "./response-cache";
import { splitBuild } from "./route-split";
import { securityHeaders } from "./security-headers";

export interface AppDeps {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  /** The React Router server build, or a loader of it (development: Vite's live module). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (hashed assets under `assets/`); absent in development. */
  clientDir?: string;
  /** Extra middleware mounted before the pages (development: Vite). */
  before?: express.RequestHandler[];
  /** The process's state: once it is stopping, every answer closes its connection. */
  lifecycle?: Lifecycle;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Sessions and credentials never reach the logs. */
export const REDACTED_LOG_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

export function createApp(deps: AppDeps): express.Express {
  const { env, logger, database, lifecycle } = deps;
  const development = env.NODE_ENV === "development";
  const store = publicStore(env);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  if (lifecycle) {
    app.use((_req, res, next) => {
      onHeaders(res, () => {
        if (lifecycle.stopping) res.setHeader("Connection", "close");
      });
      next();
    });
  }
  app.use(
    pinoHttp({
      logger,
      redact: { paths: REDACTED_LOG_PATHS, censor: "[redactat]" },
      genReqId: (req, res) => {
        const incoming = req.headers["x-request-id"];
        const id =
          typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );
  app.use(...securityHeaders({ development }));
  app.use(
    methodGate(),
    allowOnRouteRefusals(),
    refuseNulInAddress(),
    boundUnreadBodies(),
    bodySizeGuard(),
  );
  app.get("/healthz", healthCheck(database));
  // After the health check, which answers probes whatever Host they send.
  app.use(refuseUnusableHost(), refuseForeignOrigin());

  // Before compression, so that it keeps (and replays) the bytes as they were sent. Off in
  // development, where pages change with the code.
  app.use(normaliseAcceptEncoding());
  // Hashed assets built with .br/.gz siblings go out as built (maximum levels), ahead of the
  // response cache and of compression, which would only keep or redo them.
  if (deps.clientDir) {
    app.use("/assets", precompressedAssets(path.join(deps.clientDir, "assets")));
  }
  const responseCache = new ResponseCache({
    maxBytes: development ? 0 : env.RESPONSE_CACHE_MB * 1024 * 1024,
  });
  app.use(responseCache.middleware());
  if (responseCache.enabled) {
    catalogueVersionWatch(database.db).subscribe((version) =>
      responseCache.setCatalogueVersion(version),
    );
    // Orders move stock without a catalogue change: only the pages of the books they moved go.
    // Lists that show a book's availability follow within their max-age.
    stockFeed(database.db).subscribe((updates) =>
      responseCache.forgetPaths(
        updates.flatMap((book) => [bookPath(book.slug), bookDistributionPath(book.slug)]),
      ),
    );
  }
  app.use(
    // What the API and the routes stream; pages arrive already compressed (entry.server.tsx).
    compression({
      level: GZIP_LEVEL,
      threshold: COMPRESSION_THRESHOLD,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    }),
  );

  for (const middleware of deps.before ?? []) app.use(middleware);

  if (deps.clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(deps.clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
    // Other public files (favicon...) all have an extension: pages skip the file-system lookup.
    const publicFiles = express.static(deps.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
    );
  }

  // app.use, not a route: a route pattern would decode the path and answer 400 to a malformed
  // escape such as %ff, which must reach the pages and get their 404. Each address goes to the
  // build that holds the routes it can match, each build with its own handler (route-split.ts).
  const handlers = new WeakMap<ServerBuild, express.RequestHandler>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler({
        build,
        mode: development ? "development" : "production",
        getLoadContext: (req): AppLoadContext => ({
          db: database.db,
          env,
          store,
          logger: req.log,
          requestId: String(req.id),
          // The client's address as the last trusted proxy saw it (see "trust proxy" above).
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        }),
      });
      handlers.set(build, handler);
    }
    return handler;
  };
  const { build } = deps;
  app.use((req, res, next) => {
    if (typeof build !== "function") {
      return handlerFor(splitBuild(build).buildFor(req.path))(req, res, next);
    }
    build().then(
      (loaded) => handlerFor(splitBuild(loaded).buildFor(req.path))(req, res, next),
      next,
    );
  });

  // Last resort: anything that escaped React Router's own error handling.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status =
      typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
    // A visitor who left while a file was being sent (express's sendFile calls it "Request
    // aborted"): nobody to answer and nothing of ours that failed.
    if (err?.code === "ECONNABORTED") {
      req.log.info({ url: req.originalUrl }, "client went away");
      return void res.end();
    }
    if (status >= 500) req.log.error({ err }, "unhandled error");
    if (res.headersSent) return void res.end();
    res
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(status === 500 ? "Eroare" : "Cerere invalidă");
  };
  app.use(onError);
  return app;
}
