// `npm run db:migrate`: applies the committed migrations to the configured database.
import { EnvError, parseEnv } from "../app/lib/env.server";
import { openDatabase } from "./client.server";

async function main() {
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    console.log(`migrations applied (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
