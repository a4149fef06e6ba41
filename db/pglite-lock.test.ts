// One process per embedded database: a second opener is refused while the first holds it, and a
// lock left by a process that is gone is taken over.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUse, lockDataDir } from "./pglite-lock";

const dirs: string[] = [];
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "coperta-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's lock", () => {
  it("refuses a second opener while held, and lets the next one in once released", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "coperta.pid"), "utf8")).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    release();
    lockDataDir(dir)();
  });

  it("names the live process that holds it", () => {
    const dir = freshDir();
    // The parent of this test runner is alive for as long as the test runs.
    writeFileSync(path.join(dir, "coperta.pid"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`open in process ${process.ppid} .*stop that process first`),
    );
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], {
      encoding: "utf8",
    });
    writeFileSync(path.join(dir, "coperta.pid"), gone.stdout.trim());
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "coperta.pid"), "utf8")).toBe(String(process.pid));
    release();
  });
});
