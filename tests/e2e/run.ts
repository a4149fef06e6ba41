// `npm run test:e2e`: the end-to-end suite in Chromium (needs a build: `npm run build`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CHROMIUM } from "./chromium";

const root = path.resolve(import.meta.dirname, "../..");
if (!existsSync(CHROMIUM)) {
  console.error(
    `e2e: no Chromium at ${CHROMIUM}; install it with 'apt-get install chromium' or set CHROMIUM_PATH`,
  );
  process.exit(1);
}
if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("e2e: no build found; run 'npm run build' first");
  process.exit(1);
}
const result = spawnSync(
  path.join(root, "node_modules/.bin/vitest"),
  ["run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);
process.exit(result.status ?? 1);
