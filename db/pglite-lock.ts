// PGlite is one process's database: a second process opening the same data directory (an
// operator's command while the shop serves) writes through its own copy of the files and one
// side's writes are lost. A lock file beside the files names the process holding them; another
// process is refused at open, with a message saying what to do. A lock left by a process that is
// gone (killed, crashed) is taken over.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirInUse extends Error {}

/** Lock files this process holds, released at exit even without close(). */
const held = new Set<string>();
process.once("exit", () => {
  for (const file of held) rmSync(file, { force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the data directory `dir` for this process; answers the release. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, "coperta.pid");
  if (held.has(file)) {
    throw new DataDirInUse(`The embedded database in ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      held.add(file);
      return () => {
        if (!held.delete(file)) return;
        if (holder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = holder(file);
    // Our own pid in a lock we do not hold: left by an earlier process that had this pid.
    if (pid !== null && pid !== process.pid && alive(pid)) {
      throw new DataDirInUse(
        `The embedded database in ${dir} is open in process ${pid} (the shop's server?). ` +
          "PGlite allows one process: stop that process first, or use DATABASE_URL. " +
          `If no such process of the shop is running, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUse(`Could not take the lock ${file}: another process keeps taking it.`);
}
