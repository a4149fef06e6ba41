// `npm run db:migrate`: applies the committed migrations to the configured database.
import { parseEnv } from "../app/lib/env.server";
import { openDatabase } from "./client.server";
import { failureMessage } from "./command-failure";

async function main() {
  if (process.argv.slice(2).some((arg) => arg === "--help" || arg === "-h")) {
    console.log(
      "Usage: npm run db:migrate  (applies the committed migrations to DATABASE_URL, else to PGlite in DATA_DIR)",
    );
    return;
  }
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
  console.error(failureMessage(error));
  process.exit(1);
});
