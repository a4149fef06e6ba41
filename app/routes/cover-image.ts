// GET /coperti/{id}-{mica|medie|mare}[-{version}].{jpg|webp|avif}: generated cover images.
// The current version's URL never changes content: a year, immutable. An unversioned URL (stored,
// used by feeds) or an outdated version answers the current cover with a day's caching.

import {
  COVER_CACHE_CONTROL,
  coverCacheDir,
  findCover,
  parseCoverFile,
} from "~/features/catalogue/covers.server";
import { isNotModified } from "~/lib/conditional.server";
import type { Route } from "./+types/cover-image";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const file = parseCoverFile(params.file);
  const cover = file && (await findCover(context.db, coverCacheDir(context.env.DATA_DIR), file));
  if (!cover) return new Response("Imagine inexistentă", { status: 404 });
  const headers = {
    "Content-Type": cover.contentType,
    "Cache-Control": COVER_CACHE_CONTROL[cover.current ? "current" : "changing"],
    ETag: cover.etag,
  };
  if (isNotModified(request, { etag: cover.etag }))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(await cover.body()), { headers });
}
