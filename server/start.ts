// `npm start` / `npm run dev`: parse the environment, build if needed, then serve: one process, or
// with WEB_CONCURRENCY > 1 on a PostgreSQL server, one worker process per core (node:cluster).
import "./production-default";
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { deleteStaleAccountRows } from "../app/features/account/sessions.server";
import { createMailTransport } from "../app/features/email/transport.server";
import { startOutboxWorker } from "../app/features/email/worker.server";
import { expireBonusPoints } from "../app/features/loyalty/ledger.server";
import { startOrderHousekeeping } from "../app/features/orders/housekeeping.server";
import { applyCampaignPrices } from "../app/features/promotions/campaign-prices.server";
import { startConversionsForwarder } from "../app/features/tracking/forwarder-worker.server";
import { type Env, EnvError, parseEnv, publicStore } from "../app/lib/env.server";
import { type DatabaseHandle, openDatabase } from "../db/client.server";
import { seedIfEmpty } from "../db/seed/seed-if-empty";
import { createApp } from "./app";
import { routeConsoleToLog } from "./console-log";
import { startInstance } from "./instance";
import { kickAfterWrites } from "./kick-after-writes";
import type { Lifecycle } from "./lifecycle";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, "build/server/index.js");

function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function buildIfMissing(logger: pino.Logger): void {
  if (existsSync(serverEntry)) return;
  logger.info("no build found: building the shop (once)");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

/** Puts the campaign prices in force now on the books (and ends those past), logging changes. */
async function campaignPrices(
  database: DatabaseHandle,
  logger: pino.Logger,
  now = new Date(),
): Promise<void> {
  const result = await applyCampaignPrices(database.db, now);
  if (result.started + result.changed + result.ended > 0) {
    logger.info(result, "campaign prices applied");
  }
}

/** Writes off the bonus points past their validity, logging how many went. */
async function bonusExpiry(database: DatabaseHandle, logger: pino.Logger, now: Date) {
  const result = await expireBonusPoints(database.db, now);
  if (result.points > 0) logger.info(result, "bonus points expired");
}

/** Opens the database and gets it ready to serve; a failure closes what was opened. */
async function prepareDatabase(env: Env, logger: pino.Logger): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database, env.SEED_BOOKS);
    if (seeded) logger.info(seeded, "empty catalogue: demo catalogue seeded");
    if (await database.ensureStatistics()) logger.info("planner statistics gathered (ANALYZE)");
    // Before serving, so the first pages show today's campaign prices; a failure must not keep
    // the shop closed (housekeeping tries again within a minute).
    await campaignPrices(database, logger).catch((err: unknown) =>
      logger.warn({ err }, "campaign prices not applied"),
    );
    logger.info({ kind: database.kind }, "database ready");
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

async function shopHandler(
  env: Env,
  logger: pino.Logger,
  database: DatabaseHandle,
  lifecycle: Lifecycle,
) {
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    return createApp({
      env,
      logger,
      database,
      lifecycle,
      before: [viteServer.middlewares],
      build: () =>
        viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return createApp({
    env,
    logger,
    database,
    lifecycle,
    build,
    clientDir: path.join(root, "build/client"),
  });
}

async function serve(env: Env, logger: pino.Logger): Promise<void> {
  // Set once the background work starts: a write answered before then waits for the first poll.
  let kickOutbox = () => {};
  const instance = await startInstance({
    port: env.PORT,
    host: env.HOST,
    logger,
    prepare: () => prepareDatabase(env, logger),
    serve: async (database, lifecycle) =>
      kickAfterWrites(await shopHandler(env, logger, database, lifecycle), () => kickOutbox()),
    // Every instance delivers the outbox (rows are claimed with SKIP LOCKED, so they share it)
    // and keeps orders tidy (unpaid card orders, expired holds), each step safe to run twice.
    background: (database) => {
      const outbox = startOutboxWorker({
        db: database.db,
        transport: createMailTransport(env),
        logger: logger.child({ component: "outbox" }),
      });
      kickOutbox = () => outbox.kick();
      const housekeeping = startOrderHousekeeping({
        db: database.db,
        store: publicStore(env),
        logger: logger.child({ component: "orders" }),
        // Campaign prices follow their windows and bonus points expire within a minute; no task
        // stops the others.
        also: (now) =>
          Promise.all([
            deleteStaleAccountRows(database.db, now),
            campaignPrices(database, logger.child({ component: "promotions" }), now),
            bonusExpiry(database, logger.child({ component: "loyalty" }), now),
          ]),
      });
      // Conversion events (consented, see README "Consent and tracking"), shared like the outbox.
      const conversions = startConversionsForwarder({
        db: database.db,
        logger: logger.child({ component: "tracking" }),
      });
      return {
        stop: async () => {
          await Promise.all([outbox.stop(), housekeeping.stop(), conversions.stop()]);
        },
      };
    },
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    const graceful = await instance.stop();
    logger.info({ graceful }, "stopped");
    process.exit(graceful ? 0 : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  try {
    await instance.ready;
  } catch {
    return; // stopped before the database was ready
  }
  logger.info(
    { url: `http://localhost:${env.PORT}`, host: env.HOST, mode: process.env.NODE_ENV },
    "coperta is serving",
  );
  // Build the in-memory catalogue index now rather than on a shopper's first request.
  fetch(`http://127.0.0.1:${env.PORT}/carti`).catch(() => {});
}

/** The primary of WEB_CONCURRENCY workers: forks them, replaces those that die, stops them. */
function supervise(env: Env, logger: pino.Logger): void {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  logger.info({ workers: env.WEB_CONCURRENCY }, "coperta primary: workers started");
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "worker died: starting another");
    setTimeout(fork, 1_000);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "coperta primary: stopping workers");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, base: { service: "coperta" } });
  if (env.NODE_ENV !== "development") routeConsoleToLog(logger);
  const workers = env.DATABASE_URL && env.NODE_ENV !== "development" ? env.WEB_CONCURRENCY : 1;
  if (cluster.isPrimary) {
    if (env.WEB_CONCURRENCY > 1 && workers === 1) {
      logger.warn("WEB_CONCURRENCY needs DATABASE_URL (the embedded database is one process)");
    }
    if (env.NODE_ENV !== "development") buildIfMissing(logger);
    if (workers > 1) return supervise(env, logger);
  }
  await serve(env, logger);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
