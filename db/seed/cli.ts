// `npm run seed -- [--books N] [--seed S] [--date YYYY-MM-DD] [--reset]`: fills the database with
// the demo catalogue.
import { parseArgs } from "node:util";
import { z } from "zod";
import { todayInShop } from "../../app/lib/dates";
import { parseEnv } from "../../app/lib/env.server";
import { openDatabase } from "../client.server";
import { failureMessage } from "../command-failure";
import {
  DEFAULT_SEED,
  MAX_SEED_BOOKS,
  nonEmptyCatalogueTables,
  type SeedSummary,
  seedCatalogue,
  truncateCatalogue,
} from "./catalogue";
import { REFERENCE_DATE_RANGE as RANGE } from "./generate/calendar";

const USAGE = `Usage: npm run seed -- [--books N] [--seed S] [--date YYYY-MM-DD] [--reset]

  --books N   number of books, 1 to ${MAX_SEED_BOOKS} (default 2000)
  --seed S    PRNG seed, 0 to ${0xffff_ffff}; the same books, seed and date give the same data
              (default ${DEFAULT_SEED})
  --date D    reference date of the data, YYYY-MM-DD: books are published up to it,
              pre-orders and campaigns are placed around it (default: today in Bucharest).
              Pass the date an earlier run printed to reproduce its data exactly.
  --reset     empty the catalogue and content tables first
              (TRUNCATE ... RESTART IDENTITY CASCADE)

The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR (default ./data).`;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const argsSchema = z.object({
  books: wholeNumber(1, MAX_SEED_BOOKS).default(2000),
  seed: wholeNumber(0, 0xffff_ffff).default(DEFAULT_SEED),
  date: z.iso
    .date({ error: "must be a date written YYYY-MM-DD" })
    .refine((date) => date >= RANGE.first && date <= RANGE.last, {
      error: `must be a date from ${RANGE.first} to ${RANGE.last}`,
    })
    .optional(),
  reset: z.boolean().default(false),
  help: z.boolean().default(false),
});

type CliArgs = z.infer<typeof argsSchema>;

class UsageError extends Error {}

function parseCliArgs(argv: string[]): CliArgs {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        books: { type: "string" },
        seed: { type: "string" },
        date: { type: "string" },
        reset: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const result = argsSchema.safeParse(values);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const option = String(issue.path[0] ?? "");
      return `--${option} ${issue.message} (got ${JSON.stringify(values[option] ?? null)})`;
    });
    throw new UsageError(lines.join("\n"));
  }
  return result.data;
}

function formatSummary(summary: SeedSummary): string {
  const width = Math.max(...Object.keys(summary).map((key) => key.length));
  return Object.entries(summary)
    .map(([table, count]) => `  ${table.padEnd(width)}  ${String(count).padStart(8)}`)
    .join("\n");
}

function seconds(fromMs: number): string {
  return `${((performance.now() - fromMs) / 1000).toFixed(2)} s`;
}

async function main(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 1;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  // Checked as the server and the operator commands check it: a bad variable named in a line.
  const env = parseEnv(process.env);
  const started = performance.now();
  const handle = await openDatabase({
    dataDir: env.DATA_DIR,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  });
  try {
    await handle.migrate();
    const existing = await nonEmptyCatalogueTables(handle.db);
    if (Object.keys(existing).length > 0) {
      const books = existing.books ?? 0;
      const what =
        books > 0
          ? `already has ${books} books`
          : `already has catalogue rows (${Object.keys(existing).join(", ")})`;
      if (!args.reset) {
        console.error(`The database ${what}. Run with --reset to replace the catalogue.`);
        return 1;
      }
      await truncateCatalogue(handle.db);
      console.log(`The database ${what}: emptied the catalogue tables (--reset).`);
    }
    const seeding = performance.now();
    const referenceDate = args.date ?? todayInShop();
    const summary = await seedCatalogue(handle.db, {
      books: args.books,
      seed: args.seed,
      referenceDate,
    });
    console.log(
      `Seeded ${args.books} books (seed ${args.seed}, date ${referenceDate}) in ${seconds(seeding)}:`,
    );
    console.log(formatSummary(summary));
    console.log(
      `Same data again: npm run seed -- --books ${args.books} --seed ${args.seed} --date ${referenceDate} --reset`,
    );
    console.log(`Total time, migrations included: ${seconds(started)}`);
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error("Seeding failed:", failureMessage(error));
  process.exitCode = 1;
}
