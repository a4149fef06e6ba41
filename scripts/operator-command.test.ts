// The frame of every operator command: the shop's database as the environment names it, the
// command's exit code, the database closed whatever happens, and a bad environment said in a line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError } from "../app/lib/env.server";
import type { DatabaseHandle } from "../db/client.server";
import { failureMessage } from "../db/command-failure";
import { createBook } from "../db/factories";
import { books } from "../db/schema";
import { createSharedTestDatabase } from "../db/testing";
import { asksForHelp, withShopDatabase } from "./operator-command";

let dir = "";
let database: DatabaseHandle & { env: Record<string, string> };
let env: Record<string, string | undefined> = {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "coperta-operator-"));
  database = await createSharedTestDatabase(dir);
  await createBook(database.db, { title: "Ion" });
  // PGlite lets one handle at a time open its folder, as one process at a time.
  if (database.kind === "pglite") await database.close();
  env = { ...process.env, ...database.env };
});

afterAll(async () => {
  if (database.kind !== "pglite") await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("withShopDatabase", () => {
  it("runs the command on the database the environment names and answers its exit code", async () => {
    let titles: number | undefined;
    const code = await withShopDatabase(async ({ db }) => {
      const [row] = await db.select({ titles: count() }).from(books);
      titles = row?.titles;
      return 3;
    }, env);
    expect(code).toBe(3);
    expect(titles).toBe(1);
  });

  it("closes the database when the command fails, and the failure reaches the caller", async () => {
    let opened: DatabaseHandle | undefined;
    await expect(
      withShopDatabase(async (handle) => {
        opened = handle;
        throw new Error("the disk is full");
      }, env),
    ).rejects.toThrow("the disk is full");
    await expect(opened?.db.execute(sql`select 1`)).rejects.toThrow();
    // Closed, so the next command opens the same folder (PGlite allows one handle at a time).
    expect(await withShopDatabase(async () => 0, env)).toBe(0);
  });

  it("refuses a bad environment in one line naming the variable, before it opens anything", async () => {
    let ran = false;
    const failure = await withShopDatabase(
      async () => {
        ran = true;
        return 0;
      },
      { ...env, DATA_DIR: "" },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EnvError);
    expect(failureMessage(failure)).toMatch(/DATA_DIR/);
    expect(String(failureMessage(failure))).not.toContain("\n    at ");
    expect(ran).toBe(false);
  });
});

describe("asksForHelp", () => {
  it("finds --help or -h among the options, not after the -- that ends them", () => {
    expect(asksForHelp(["--help"])).toBe(true);
    expect(asksForHelp(["100245", "-h"])).toBe(true);
    expect(asksForHelp(["import", "x", "--title", "T", "--help"])).toBe(true);
    expect(asksForHelp(["100245", "shipped"])).toBe(false);
    expect(asksForHelp(["--", "--help"])).toBe(false);
    expect(asksForHelp(["--helpful", "-hx"])).toBe(false);
  });
});
