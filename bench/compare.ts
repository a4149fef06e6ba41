// The other code of `npm run bench -- --against REV`: a git worktree of that revision beside this
// one, sharing this tree's node_modules and the bench databases. The two codes must agree on
// what those hold (the same dependencies, the same migrations), or the comparison would measure
// an install or a schema instead of the code.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { UsageError } from "./options";
import { root } from "./seed";

export interface Code {
  /** How the report names it: a short commit, or "this tree". */
  label: string;
  /** Its checkout (the server runs from there). */
  root: string;
}

export const THIS_TREE: Code = { label: "this tree", root };

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    .toString()
    .trim();

/** Whether this tree (uncommitted changes included) has `file` as it is at `commit`. */
function sameAsCommit(commit: string, file: string): boolean {
  try {
    git("diff", "--quiet", commit, "--", file);
    return true;
  } catch {
    return false;
  }
}

/** The code of `revision`, checked out once in the system's temporary folder. */
export function codeAt(revision: string): Code {
  let commit: string;
  try {
    commit = git("rev-parse", "--verify", "--quiet", `${revision}^{commit}`);
  } catch {
    throw new UsageError(`--against ${revision}: not a commit of this repository`);
  }
  for (const [file, what] of [
    ["package-lock.json", "dependencies"],
    ["db/migrations", "database migrations"],
  ] as const) {
    if (!sameAsCommit(commit, file)) {
      throw new UsageError(
        `--against ${revision}: its ${what} (${file}) differ from this tree's; the bench shares this tree's node_modules and databases, so it compares only code that agrees on them`,
      );
    }
  }
  const label = commit.slice(0, 7);
  const dir = path.join(os.tmpdir(), `coperta-bench-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(dir, "package.json"))) {
    mkdirSync(path.dirname(dir), { recursive: true });
    // A worktree whose folder the system's cleaner removed is still registered until pruned.
    git("worktree", "prune");
    git("worktree", "add", "--detach", dir, commit);
    console.log(`bench: checked out ${label} in ${dir}`);
  }
  if (!existsSync(path.join(dir, "node_modules"))) {
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  }
  return { label, root: dir };
}

/**
 * The order of the two codes in each round: ABBA, so that a machine slowly getting faster or
 * slower during the run favours neither.
 */
export function roundOrder(other: Code, rounds: number): Code[][] {
  return Array.from({ length: rounds }, (_, round) =>
    round % 2 === 0 ? [other, THIS_TREE] : [THIS_TREE, other],
  );
}
