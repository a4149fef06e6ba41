// `npm run seed` as a developer runs it: a separate process, its environment checked as the
// server's and the operator commands' are.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

async function seed(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "db/seed/cli.ts", "--books", "1"],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run seed", () => {
  it("refuses a bad environment in a line naming the variable, before it connects", async () => {
    const run = await seed({ DATABASE_URL: "mysql://x", DATA_DIR: "/nonexistent/coperta" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("DATABASE_URL: must start with postgres://");
    expect(run.stderr).not.toContain("\n    at ");
  });
});
