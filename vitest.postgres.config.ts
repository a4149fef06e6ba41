// `npm run test:postgres` and CI's second run: the test files that open a database, on a
// throw-away PostgreSQL server (scripts/with-postgres.sh). Tests open their database through
// db/testing, so a file that does not import it tests no database: it already ran in
// `npm run test:unit`, and running it again cost 18 s of the 2 min this run takes on 2 cores.
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

const OPENS_A_DATABASE = /from "(?:\.\.?\/)+(?:db\/)?testing"/;
// The folders the base run looks in ("app/**/*.test.ts" → "app").
const FOLDERS = [
  ...new Set((base.test?.include ?? []).map((pattern) => pattern.split("/")[0] ?? "")),
];

export const databaseTestFiles = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) => OPENS_A_DATABASE.test(readFileSync(file, "utf8"))),
);

// Replaced, not merged: mergeConfig would add these to the base include, which has them all.
export default defineConfig({ ...base, test: { ...base.test, include: databaseTestFiles } });
