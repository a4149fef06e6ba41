// `npm run reviews -- [publish|reject <id>...]`: the moderation queue of /produs-reviews.
// Without arguments, lists the reviews waiting to be read; publish or reject moves them.
import { moderateReviews, pendingReviews } from "../app/features/reviews/customer-reviews.server";
import { oneLine } from "../app/lib/one-line";
import {
  type DatabaseRunner,
  minuteInShop,
  type OperatorCommand,
  runCommand,
} from "./operator-command";

const USAGE = `Usage: npm run reviews -- [publish|reject <id> [<id>...]]

Without arguments, prints the reviews waiting to be read, the 50 oldest first, and how many more
wait. "publish" shows them on the book's page; "reject" keeps them off it (the customer sees that
it was not published). The database is DATABASE_URL when set, otherwise PGlite in DATA_DIR;
PGlite allows one process, so stop the server first.`;

async function main(
  [command, ...idTexts]: string[],
  withDatabase: DatabaseRunner,
): Promise<number> {
  if (command !== undefined && command !== "publish" && command !== "reject") {
    console.error(USAGE);
    return 2;
  }
  if (command && (idTexts.length === 0 || idTexts.some((id) => !/^\d{1,9}$/.test(id)))) {
    console.error(USAGE);
    return 2;
  }
  return withDatabase(async (database) => {
    if (command) {
      const status = command === "publish" ? "published" : "rejected";
      const moved = await moderateReviews(database.db, idTexts.map(Number), status);
      console.log(`${status}: ${moved.join(", ") || "none (unknown ids)"}`);
      return moved.length === idTexts.length ? 0 : 1;
    }
    const { reviews, waiting } = await pendingReviews(database.db);
    if (waiting === 0) console.log("No reviews waiting.");
    for (const row of reviews) {
      // Customers' text is printed as one line: an escape sequence in it would otherwise drive
      // the operator's terminal.
      const title = oneLine(row.title);
      console.log(
        `#${row.id} ${minuteInShop(row.createdAt)} · ${oneLine(row.bookTitle)} · ${row.rating}/5 · ${oneLine(row.reviewerName)}\n  ${title ? `${title}: ` : ""}${oneLine(row.body)}`,
      );
    }
    const more = waiting - reviews.length;
    if (more > 0)
      console.log(`… and ${more} more waiting: publish or reject these to see the next ones.`);
    return 0;
  });
}

export const command: OperatorCommand = { usage: USAGE, main };

runCommand(command, import.meta.url);
