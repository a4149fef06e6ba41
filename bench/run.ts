// npm run bench — every benchmark in turn.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const BENCHMARKS = ["bench/catalogue.ts", "bench/search.ts"];

for (const file of BENCHMARKS) {
  const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), [file], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
