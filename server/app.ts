import "../app/load-context";
// The Express application: headers, logs, compression, static assets, health, then React Router.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { type Env, publicStore } from "../app/lib/env.server";
import type { DatabaseHandle } from "../db/client.server";
import { watchCatalogueVersion } from "./catalogue-version";
import { healthCheck } from "./health";
import { ResponseCache } from "./response-cache";
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
}

const REQUEST_ID = /^[\w-]{8,64}$/;

export function createApp(deps: AppDeps): express.Express {
  const { env, logger, database } = deps;
  const development = env.NODE_ENV === "development";
  const store = publicStore(env);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", "loopback, linklocal, uniquelocal");

  app.use(
    pinoHttp({
      logger,
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
  // Before compression, so that it keeps (and replays) the bytes as they were sent. Off in
  // development, where pages change with the code.
  const responseCache = new ResponseCache({
    maxBytes: development ? 0 : env.RESPONSE_CACHE_MB * 1024 * 1024,
  });
  app.use(responseCache.middleware());
  if (responseCache.enabled) watchCatalogueVersion(database, responseCache);
  // Pages and cacheable API answers arrive compressed already (app/lib/compressed-body.server.ts):
  // say no before the module's content-type lookups.
  app.use(
    compression({
      filter: (req, res) => !res.getHeader("Content-Encoding") && compression.filter(req, res),
    }),
  );

  app.get("/healthz", healthCheck(database));

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
  // escape such as %ff, which must reach the pages and get their 404.
  app.use(
    createRequestHandler({
      build: deps.build,
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
    }),
  );

  // Last resort: anything that escaped React Router's own error handling.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status =
      typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
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
