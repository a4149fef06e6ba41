// `npm run uploads` as an operator runs it, on a test's database, and what it prints of what
// visitors typed. (What a deletion leaves behind: uploads.server.test.ts.)
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import {
  careerApplications,
  careerDepartments,
  careerPositions,
  manuscriptSubmissions,
  uploads,
} from "../db/schema-content";
import { createTestDatabase } from "../db/testing";
import { runOperatorCommand } from "./run-operator-command";
import { command as uploadsCommand } from "./uploads";

const ESC = "\u001b";

let database: DatabaseHandle;
/** The stored files' ids, as the listing names them. */
const stored: number[] = [];

async function storeFile(db: DatabaseHandle["db"], purpose: "cv" | "manuscript", fileName: string) {
  const [row] = await db
    .insert(uploads)
    .values({
      purpose,
      fileName,
      contentType: "application/pdf",
      size: 4,
      sha256: createHash("sha256").update("%PDF").digest("hex"),
      data: Buffer.from("%PDF"),
    })
    .returning({ id: uploads.id });
  stored.push(row!.id);
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // Rows as an older version of the forms stored them: escape sequences and line breaks in all.
  const [department] = await db
    .insert(careerDepartments)
    .values({ slug: "vanzari", name: "Vânzări", description: "—" })
    .returning({ id: careerDepartments.id });
  const [position] = await db
    .insert(careerPositions)
    .values({ departmentId: department!.id, slug: "librar", name: "Librar", description: "—" })
    .returning({ id: careerPositions.id });
  await db.insert(careerApplications).values({
    positionId: position!.id,
    name: `Ana${ESC}[2J\tPopescu`,
    email: "ana@example.ro",
    phone: "0722 123 456",
    uploadId: await storeFile(db, "cv", `cv${ESC}]0;titlu\u0007.pdf`),
  });
  await db.insert(manuscriptSubmissions).values({
    authorName: `Ioana\r\nMarin${ESC}[31m`,
    email: "ioana@example.ro",
    title: `Fântâna\u009b2J`,
    genre: "Roman",
    synopsis: "—",
    uploadId: await storeFile(db, "manuscript", "carte.pdf"),
  });
});

afterAll(async () => {
  await database.close();
});

const uploadsRun = (...args: string[]) => runOperatorCommand(uploadsCommand, args, database);

describe("npm run uploads", () => {
  it("lists what visitors typed as plain text, never as terminal control sequences", async () => {
    const run = await uploadsRun("list");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    // Only the listing's own tabs and line ends.
    expect(run.stdout).not.toMatch(/[^\P{Cc}\t\n]/u);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    // One line each, six tab-separated columns.
    for (const line of lines) expect(line.split("\t")).toHaveLength(6);
    expect(run.stdout).toContain('"Fântâna 2J" by Ioana Marin [31m');
    expect(run.stdout).toContain("from Ana [2J Popescu");
    // Four bytes are four bytes, not "1 KB"; the date is the shop's minute.
    expect(lines[0]?.split("\t").slice(2, 4)).toEqual([
      "4 B",
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    ]);
  });

  it("says why a file could not be written in a line, without a stack", async () => {
    const out = path.join(tmpdir(), "coperta-nu-exista", "cv.pdf");
    const run = await uploadsRun("get", String(stored[0]), out);
    expect(run).toMatchObject({
      code: 1,
      stderr: `ENOENT: no such file or directory, open '${out}'\n`,
    });
  });

  it("says there are none when none are left", async () => {
    for (const id of stored) expect((await uploadsRun("delete", String(id))).code).toBe(0);
    expect(await uploadsRun("list")).toMatchObject({ code: 0, stdout: "No uploads.\n" });
  });
});
