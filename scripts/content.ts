// `npm run content -- list | export <slug> | import <slug> <file.md> [--title …]`: the operator's
// way to edit the content pages and the blog without a code change. Articles are named
// blog/<slug>. See the README, "Content pages and blog".
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import {
  ContentInputError,
  exportPage,
  exportPost,
  importPage,
  importPost,
  listContent,
} from "../app/features/content/editing.server";
import { MISSING_FRONT_MATTER, startsWithFrontMatter } from "../app/features/content/front-matter";
import type { Database } from "../db/client.server";
import { type DatabaseRunner, type OperatorCommand, runCommand } from "./operator-command";

const USAGE = `Usage: npm run content -- <command>

  list                          every page (slug, kind, where it is shown) and article (status)
  export <slug>                 print a page as Markdown with its fields (kind, title,
                                description, position) between --- lines
  export blog/<slug>            the same for an article (title, excerpt, author, published,
                                books: book slugs, comma-separated)
  import <slug> <file.md>       create or update a page from such a file
  import blog/<slug> <file.md>  create or update an article

Options of import (they win over the file's fields):
  pages:    --title T  --description D  --kind page|help|rules  --position N
  articles: --title T  --excerpt E  --author A  --published 2026-11-20T09:00:00+02:00 (or "" for
            a draft)  --books slug-1,slug-2

Pages of kind "page" are shown at /{slug} when app/routes.ts has that route (/despre-noi); help
pages are "termeni" (/ajutor) and "ajutor-N" (/ajutor?section=N); rules "regulament-…" are shown
at /regulament/{slug} and /regulamente/{slug}.pdf and listed in the footer. The database is
DATABASE_URL when set, otherwise PGlite in DATA_DIR; PGlite allows one process, so stop the
server first. Pages may stay cached up to 5 minutes.`;

const OPTIONS = {
  title: { type: "string" },
  description: { type: "string" },
  kind: { type: "string" },
  position: { type: "string" },
  excerpt: { type: "string" },
  author: { type: "string" },
  published: { type: "string" },
  books: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const PAGE_OPTIONS = ["title", "description", "kind", "position"];
const POST_OPTIONS = ["title", "excerpt", "author", "published", "books"];

function usage(message?: string): number {
  console.error(message ? `${message}\n\n${USAGE}` : USAGE);
  return 2;
}

async function main(argv: string[], withDatabase: DatabaseRunner): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, target, file] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (command === "list" ? positionals.length !== 1 : !target) return usage();
  if (command === "export" && positionals.length !== 2) return usage();
  if (command === "import" && positionals.length !== 3) return usage();
  if (!["list", "export", "import"].includes(command ?? ""))
    return usage(`Unknown command "${command}".`);
  const isPost = target?.startsWith("blog/") ?? false;
  const slug = isPost ? (target ?? "").slice("blog/".length) : (target ?? "");
  const allowed = isPost ? POST_OPTIONS : PAGE_OPTIONS;
  const given = Object.entries(values).filter(([key]) => key !== "help");
  const wrong = given.find(([key]) => !allowed.includes(key));
  if (wrong) return usage(`--${wrong[0]} does not apply to ${isPost ? "an article" : "a page"}.`);
  const overrides = Object.fromEntries(given.map(([key, value]) => [key, String(value)]));

  // The file is read, and checked for its fields, before the database is opened.
  let text = "";
  if (command === "import") {
    try {
      text = await readFile(file ?? "", "utf8");
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    if (!startsWithFrontMatter(text)) return refuseWithoutFields(file ?? "", text);
  }

  return withDatabase(async ({ db }) => {
    try {
      return await edit(db, { command, slug, text, isPost, overrides });
    } catch (error) {
      if (error instanceof ContentInputError) {
        console.error(`Refused: ${error.message}`);
        return 1;
      }
      throw error;
    }
  });
}

/** A file without its fields: nothing is imported (it would all be the body). */
function refuseWithoutFields(file: string, text: string): number {
  const banner = /^\s*> /.test(text)
    ? `\nIt starts with npm's "> …" lines: export with "npm run --silent content -- export …" (npm writes those lines to stdout without --silent), or delete the lines above the first "---".`
    : "";
  console.error(`Refused: ${file}: ${MISSING_FRONT_MATTER}${banner}\nNothing was changed.`);
  return 2;
}

interface Edit {
  command: string | undefined;
  slug: string;
  /** The file's text (import). */
  text: string;
  isPost: boolean;
  overrides: Record<string, string>;
}

async function edit(
  db: Database,
  { command, slug, text, isPost, overrides }: Edit,
): Promise<number> {
  const now = new Date();
  if (command === "list") {
    const { pages, posts } = await listContent(db, now);
    console.log("Pages:");
    for (const page of pages)
      console.log(
        `  ${page.slug.padEnd(34)} ${page.kind.padEnd(6)} ${(page.path ?? "(no route)").padEnd(34)} ${page.title}`,
      );
    console.log("Articles (blog/<slug>):");
    for (const post of posts)
      console.log(
        `  ${post.slug.padEnd(46)} ${post.status.padEnd(10)} ${post.publishedAt?.toISOString() ?? ""} ${post.title}`,
      );
    return 0;
  }
  if (command === "export") {
    const exported = isPost ? await exportPost(db, slug) : await exportPage(db, slug);
    if (exported === null) {
      console.error(`No ${isPost ? "article" : "page"} "${slug}".`);
      return 1;
    }
    process.stdout.write(exported);
    return 0;
  }
  if (isPost) {
    const saved = await importPost(db, slug, text, overrides, now);
    console.log(
      `${saved.created ? "Created" : "Updated"} the article /blog/${slug} (${saved.books} books).`,
    );
  } else {
    const saved = await importPage(db, slug, text, overrides, now);
    console.log(
      `${saved.created ? "Created" : "Updated"} the page ${slug}${saved.path ? `, shown at ${saved.path}` : ", which no route shows"}.`,
    );
  }
  return 0;
}

export const command: OperatorCommand = { usage: USAGE, main };

runCommand(command, import.meta.url);
