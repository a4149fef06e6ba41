// A PostgreSQL server on loopback for the benchmarks, as scripts/with-postgres.sh starts one for
// the tests, except that its data directory is kept (data/bench-pg-{books}/pgdata) and seeded
// once. Settings are the tests' ones: nothing here needs to survive a crash, since a lost
// database is seeded again.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { type BenchDatabase, root, seedOnce } from "./seed";

const PORT = Number(process.env.BENCH_PG_PORT ?? 54340);
/** Another revision's cluster (--against across schemas) runs beside this tree's. */
export const OTHER_PG_PORT = PORT + 1;

function serverBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin/initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest || Number(latest) < 15) {
    throw new Error(
      "bench: --db postgres needs a PostgreSQL 15+ server under /usr/lib/postgresql " +
        "(Debian/Ubuntu: apt-get install postgresql)",
    );
  }
  return path.join(base, latest, "bin");
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function runAs(): string[] {
  if (process.getuid?.() !== 0) return [];
  if (spawnSync("id", ["postgres"], { stdio: "ignore" }).status !== 0) {
    execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
  }
  return ["runuser", "-u", "postgres", "--"];
}

/** Runs a command; its output is returned rather than shown, for the error message. */
function run(command: string[]): { ok: boolean; output: string } {
  const [file, ...args] = command;
  if (!file) return { ok: false, output: "" };
  const result = spawnSync(file, args, { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

export interface BenchPostgres {
  database: BenchDatabase;
  stop: () => void;
}

/**
 * The PostgreSQL bench database of `books` books, under data/bench-pg-{books} of `tree` (another
 * revision's checkout has its own cluster, on its own port, seeded by its own seed).
 */
export function startBenchPostgres(books: number, tree = root, port = PORT): BenchPostgres {
  const bin = serverBin();
  const as = runAs();
  const dir = path.join(tree, "data", `bench-pg-${books}`);
  const pgData = path.join(dir, "pgdata");
  mkdirSync(dir, { recursive: true });
  if (as.length > 0) execFileSync("chown", ["postgres", dir]);
  const pgCtl = [...as, path.join(bin, "pg_ctl"), "-D", pgData];
  if (!existsSync(path.join(pgData, "PG_VERSION"))) {
    const init = [...as, path.join(bin, "initdb"), "-D", pgData, "-U", "postgres", "-A", "trust"];
    const initdb = run([...init, "-E", "UTF8", "--locale=C.UTF-8"]);
    // As root the postgres user must be able to reach the folder (a checkout under /root cannot).
    if (!initdb.ok) throw new Error(`bench: initdb failed for ${pgData}\n${initdb.output}`);
    // A new, empty cluster: whatever stamp is left describes data that is gone.
    rmSync(path.join(dir, "seeded.json"), { force: true });
  }
  // A server left running by an interrupted run holds the data directory: stop it first.
  if (run([...pgCtl, "status"]).ok) run([...pgCtl, "-m", "fast", "-w", "stop"]);
  const settings = [
    "-c listen_addresses=127.0.0.1",
    `-p ${port}`,
    `-k ${dir}`,
    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off",
  ].join(" ");
  const log = path.join(dir, "server.log");
  if (!run([...pgCtl, "-l", log, "-w", "-o", settings, "start"]).ok) {
    const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-8).join("\n") : "";
    throw new Error(`bench: PostgreSQL did not start on 127.0.0.1:${port}\n${tail}`);
  }
  const database: BenchDatabase = {
    kind: "postgres",
    books,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pgData,
  };
  const stop = () => {
    run([...pgCtl, "-m", "fast", "-w", "stop"]);
  };
  try {
    seedOnce(database, tree);
  } catch (error) {
    stop();
    throw error;
  }
  return { database, stop };
}
