// `npm run uploads -- list [--limit N] | get <id> <out-file> [--force] | delete <id>`: the files
// visitors sent (CVs, manuscripts) live in the database; this is how an operator reads them out,
// or erases one with the application or manuscript it came with.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { formatFileSize } from "../app/features/uploads/upload-rules";
import { deleteUpload, findUpload, listUploads } from "../app/features/uploads/uploads.server";
import { readCommandArgs } from "../app/lib/command-args";
import { oneLine } from "../app/lib/one-line";
import {
  type DatabaseRunner,
  minuteInShop,
  type OperatorCommand,
  runCommand,
} from "./operator-command";

const USAGE = `Usage: npm run uploads -- <command>

  list [--limit N]           the latest uploads (default 20), newest first: id, purpose, size,
                             name, date and the application or manuscript each came with
  get <id> <out-file>        writes upload <id> to <out-file>, its SHA-256 checked first;
                             an existing file is kept unless --force is given
  delete <id>                erases upload <id> and the application or manuscript it came with,
                             and empties the e-mails they caused (an unsent one is not sent):
                             a visitor asking for their data to be deleted

The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite allows one process,
so stop the server first.`;

const ID = /^[1-9]\d{0,9}$/;

const OPTIONS = { limit: { type: "string" }, force: { type: "boolean" } } as const;

async function main(args: string[], withDatabase: DatabaseRunner): Promise<number> {
  const parsed = readCommandArgs(args, OPTIONS);
  if (!parsed.ok) {
    console.error(`${parsed.message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals: positional } = parsed;
  const [command, idText, outFile] = positional;
  const valid =
    (command === "list" && positional.length === 1) ||
    (command === "get" && ID.test(idText ?? "") && outFile && positional.length === 3) ||
    (command === "delete" && ID.test(idText ?? "") && positional.length === 2);
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!valid || !Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async (database) => {
    const { db } = database;
    if (command === "list") {
      const rows = await listUploads(db, limit);
      if (rows.length === 0) console.log("No uploads.");
      for (const row of rows) {
        // What visitors typed is printed as one line of text: an escape sequence in a name or a
        // title would otherwise drive the operator's terminal, a tab would shift the columns.
        const owner = row.applicationId
          ? `application ${row.applicationId} from ${oneLine(row.applicant ?? "")}`
          : row.manuscriptId
            ? `manuscript ${row.manuscriptId} "${oneLine(row.manuscriptTitle ?? "")}" by ${oneLine(row.author ?? "")}`
            : "no application or manuscript";
        console.log(
          `${row.id}\t${row.purpose}\t${formatFileSize(row.size)}\t${minuteInShop(row.createdAt)}\t${oneLine(row.fileName)}\t${owner}`,
        );
      }
      return 0;
    }
    const id = Number(idText);
    if (command === "delete") {
      if (!(await deleteUpload(db, id))) {
        console.error(`No upload ${id}.`);
        return 1;
      }
      console.log(
        `Upload ${id} erased, with the application or manuscript it came with and the content of the e-mails they caused.`,
      );
      return 0;
    }
    const upload = await findUpload(db, id);
    if (!outFile) return 2;
    if (!upload) {
      console.error(`No upload ${id}.`);
      return 1;
    }
    const digest = createHash("sha256").update(upload.data).digest("hex");
    if (digest !== upload.sha256) {
      console.error(`Upload ${id} does not match its SHA-256 (${upload.sha256}); not written.`);
      return 1;
    }
    try {
      await writeFile(outFile, upload.data, { flag: values.force ? "w" : "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      console.error(`${outFile} exists; give --force to replace it.`);
      return 1;
    }
    console.log(
      `Wrote ${outFile}: ${oneLine(upload.fileName)} (${upload.contentType}, ${formatFileSize(upload.size)}, sha256 ${digest}).`,
    );
    return 0;
  });
}

export const command: OperatorCommand = { usage: USAGE, main };

runCommand(command, import.meta.url);
