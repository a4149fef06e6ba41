// `npm start` / `npm run dev`: parse the environment, prepare the database, build if needed, serve.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { openDatabase } from "../db/client.server";
import { seedIfEmpty } from "../db/seed/seed-if-empty";
import { createApp } from "./app";

const root = path.resolve(import.meta.dirname, "..");

function loadEnv() {
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

async function productionBuild(
  logger: pino.Logger,
): Promise<{ build: ServerBuild; clientDir: string }> {
  const serverEntry = path.join(root, "build/server/index.js");
  if (!existsSync(serverEntry)) {
    logger.info("no build found: building the shop (once)");
    const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error("react-router build failed");
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { build, clientDir: path.join(root, "build/client") };
}

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL, base: { service: "coperta" } });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  logger.info({ kind: database.kind }, "database opened");
  await database.migrate();
  const seeded = await seedIfEmpty(database, env.SEED_BOOKS);
  if (seeded) logger.info(seeded, "empty catalogue: demo catalogue seeded");
  if (await database.ensureStatistics()) logger.info("planner statistics gathered (ANALYZE)");

  const development = env.NODE_ENV === "development";
  let app: ReturnType<typeof createApp>;
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      env,
      logger,
      database,
      before: [viteServer.middlewares],
      build: () =>
        viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  } else {
    const { build, clientDir } = await productionBuild(logger);
    app = createApp({ env, logger, database, build, clientDir });
  }

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ url: `http://localhost:${env.PORT}`, host: env.HOST }, "coperta is serving");
    // Build the in-memory catalogue index now rather than on a shopper's first request.
    fetch(`http://127.0.0.1:${env.PORT}/carti`).catch(() => {});
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close().catch((err) => logger.error({ err }, "closing the database failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
