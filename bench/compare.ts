// The other code of `npm run bench -- --against REV`: a git worktree of that revision beside this
// one, sharing this tree's node_modules, so the two must have the same dependencies (or the
// comparison would measure an install). They share the bench databases too, unless REV's schema
// or seed differs: then REV seeds and reads its own (under its worktree), and both codes ask the
// same addresses, taken from this tree's database.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { UsageError } from "./options";
import { root, seedDigest } from "./seed";

export interface Code {
  /** How the report names it: a short commit, or "this tree". */
  label: string;
  /** Its checkout (the server runs from there). */
  root: string;
  /** Its migrations or seed differ from this tree's: it runs on its own bench databases. */
  ownData: boolean;
}

export const THIS_TREE: Code = { label: "this tree", root, ownData: false };

const git = (...args: string[]) =>
  execFileSync("git", args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  })
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

export type Lock = { packages?: Record<string, { version?: string }> };

/**
 * The first package of `theirs` (a revision's lockfile) that `ours` lacks or holds at another
 * version ("node_modules/x@1.2.3"); null when this tree installs all that revision needs (an
 * older revision usually has a few packages fewer).
 */
export function firstMissingPackage(theirs: Lock, ours: Lock): string | null {
  for (const [name, entry] of Object.entries(theirs.packages ?? {})) {
    if (name === "" || !entry.version) continue;
    if (ours.packages?.[name]?.version !== entry.version) return `${name}@${entry.version}`;
  }
  return null;
}

const lockAt = (commit: string) => JSON.parse(git("show", `${commit}:package-lock.json`)) as Lock;
const ourLock = () =>
  JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lock;

/** The code of `revision`, checked out once in the system's temporary folder. */
export function codeAt(revision: string): Code {
  let commit: string;
  try {
    commit = git("rev-parse", "--verify", "--quiet", `${revision}^{commit}`);
  } catch {
    throw new UsageError(`--against ${revision}: not a commit of this repository`);
  }
  const missing = sameAsCommit(commit, "package-lock.json")
    ? null
    : firstMissingPackage(lockAt(commit), ourLock());
  if (missing) {
    throw new UsageError(
      `--against ${revision}: it needs ${missing}, which this tree's node_modules does not hold at that version; the bench shares this tree's node_modules, so it compares only code whose dependencies this tree installs`,
    );
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
  const ownData = seedDigest(dir) !== seedDigest(root);
  if (ownData) {
    console.log(`bench: ${label}'s schema or seed differs: it runs on its own bench databases`);
  }
  return { label, root: dir, ownData };
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
