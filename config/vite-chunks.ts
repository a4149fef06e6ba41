// How the client build groups modules into files. Left to itself, Rolldown gives each set of
// routes sharing modules its own chunk: a page loaded some twenty files, half under 2 KB, each a
// request and a compression window of its own. Instead:
// - `vendor`: the libraries every page runs (React, React DOM, React Router and what the layout
//   imports from node_modules), one long-cached file;
// - `shell`: the application code the root layout imports statically, which every page loads
//   anyway;
// - `shared`: the rest of the app code shared between routes, grouped by the routes using it,
//   with groups under MERGE_BELOW_BYTES merged into their closest neighbour.
// What is imported dynamically (popups, confetti) stays out of all three: it loads when needed.
import path from "node:path";
import type { Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

const MERGE_BELOW_BYTES = 8 * 1024;

/** Module ids carry queries (route modules); the file is what matters. */
const fileOf = (id: string) => id.split("?")[0] ?? id;

export function clientChunkGroups(appDir: string): Rolldown.CodeSplittingOptions {
  const rootFile = path.join(appDir, "root.tsx");
  const isEntryFile = (id: string) => {
    const file = fileOf(id);
    return file === rootFile || /entry\.client\.[jt]sx?$/.test(file);
  };
  // Memoised per build: whether a module is reached from the layout (or the client entry)
  // through static imports only.
  const inShell = new Map<string, boolean>();
  const reachedFromShell = (
    id: string,
    ctx: ChunkingContext,
    seen = new Set<string>(),
  ): boolean => {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    const reached =
      isEntryFile(id) ||
      (info?.importers ?? []).some((importer) => reachedFromShell(importer, ctx, seen));
    // A negative answer found inside a cycle may be incomplete: only keep it at the top.
    if (reached || seen.size === 1) inShell.set(id, reached);
    return reached;
  };
  const isApp = (id: string) => fileOf(id).startsWith(appDir + path.sep);
  return {
    groups: [
      {
        name: (id, ctx) =>
          !isApp(id) && !id.startsWith("\0") && reachedFromShell(id, ctx) ? "vendor" : null,
        priority: 3,
      },
      {
        name: (id, ctx) =>
          isApp(id) && !isEntryFile(id) && reachedFromShell(id, ctx) ? "shell" : null,
        priority: 2,
      },
      {
        name: "shared",
        test: (id) => isApp(id),
        minShareCount: 2,
        entriesAware: true,
        entriesAwareMergeThreshold: MERGE_BELOW_BYTES,
        priority: 1,
      },
    ],
  };
}

/** Shared chunks are named after the routes using them: far too long for every page's manifest. */
export function clientChunkFileNames(chunk: { name: string }): string {
  return chunk.name.startsWith("shared") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js";
}
