// What every operator command answers before it opens the database: its usage for --help or -h
// (exit 0), a refusal with the usage for an option it does not know (exit 2), and a failure to
// reach the database in one line. The environment names a database no command could open
// (DATABASE_URL=mysql://…: exit 1, "DATABASE_URL: must start with postgres://"), so an exit 0 or 2
// shows that nothing was opened. Each script is started once as a process of its own (it runs its
// command and exits with its code); the rest run in this process.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as addToCartLink } from "./add-to-cart-link";
import { command as content } from "./content";
import { command as orderStatus } from "./order-status";
import { command as reviews } from "./reviews";
import { runOperatorCommand, spawnOperatorCommand } from "./run-operator-command";
import { command as uploads } from "./uploads";

const UNUSABLE = { DATABASE_URL: "mysql://x", DATA_DIR: "/nonexistent/coperta" };

const COMMANDS = {
  "order-status": "order",
  "return-status": "return",
  reviews: "reviews",
  uploads: "uploads",
  stock: "stock",
  price: "price",
  voucher: "voucher",
  content: "content",
  "add-to-cart-link": "link:addtocart",
};

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "coperta-arguments-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the operator commands", () => {
  it("print their usage for --help and -h, and exit 0", async () => {
    // One process per command, the forms in turn (asksForHelp's test covers them all).
    const forms = [["--help"], ["-h"], ["100245", "--help"]];
    const runs = await Promise.all(
      Object.entries(COMMANDS).map(async ([file, name], i) => {
        const args = forms[i % forms.length] ?? [];
        return { name, args, run: await spawnOperatorCommand(file, args, UNUSABLE) };
      }),
    );
    for (const { name, args, run } of runs) {
      expect({ name, args, ...run }).toMatchObject({ name, args, code: 0, stderr: "" });
      expect(run.stdout.startsWith(`Usage: npm run ${name} -- `)).toBe(true);
    }
  }, 180_000);

  it("refuse an option they do not know with their usage (exit 2), instead of ignoring it", async () => {
    const [force, by, upload, link] = await Promise.all([
      runOperatorCommand(orderStatus, ["105950", "--force", "confirmed"], UNUSABLE),
      runOperatorCommand(orderStatus, ["105950", "--by=ana"], UNUSABLE),
      runOperatorCommand(uploads, ["get", "1", "cv.pdf", "--forse"], UNUSABLE),
      runOperatorCommand(addToCartLink, ["1234", "--foo"], UNUSABLE),
    ]);
    expect(force.code).toBe(2);
    expect(force.stderr).toMatch(/^Unknown option '--force'.*\n\nUsage: npm run order -- /);
    expect(by.code).toBe(2);
    expect(by.stderr).toMatch(/^--by and --note go with a status to move to\.\n\nUsage: /);
    expect(upload.code).toBe(2);
    expect(upload.stderr).toMatch(/^Unknown option '--forse'.*\n\nUsage: npm run uploads -- /);
    expect(link.code).toBe(2);
    expect(link.stderr).toMatch(/^Unknown option "--foo"\.\n\nUsage: npm run link:addtocart -- /);
  });

  it("say in one line that the database cannot be reached, without a stack", async () => {
    const run = await runOperatorCommand(reviews, [], {
      DATABASE_URL: "postgres://coperta:parola@127.0.0.1:1/coperta",
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("connect ECONNREFUSED 127.0.0.1:1\n");
  });
});

describe("npm run content -- import", () => {
  it("refuses a file that does not start with its fields (exit 2) before opening the database", async () => {
    // What `npm run content -- export ajutor-4 > retur.md` writes: npm's banner first.
    const file = path.join(dir, "retur.md");
    writeFileSync(
      file,
      "\n> coperta@0.1.0 content\n> tsx scripts/content.ts export ajutor-4\n\n---\nkind: help\ntitle: Politica de retur\n---\n\nRetur.\n",
    );
    const run = await runOperatorCommand(content, ["import", "ajutor-4", file], UNUSABLE);
    expect(run).toMatchObject({ code: 2, stdout: "" });
    expect(run.stderr).toContain(`Refused: ${file}: The file does not start with a "---" line`);
    expect(run.stderr).toContain("npm run --silent content -- export");
    expect(run.stderr).toMatch(/Nothing was changed\.\n$/);

    writeFileSync(file, "Doar text.\n");
    const plain = await runOperatorCommand(content, ["import", "ajutor-4", file], UNUSABLE);
    expect(plain.code).toBe(2);
    expect(plain.stderr).not.toContain("--silent");
  });
});
