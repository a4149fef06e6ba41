// GET /coperti/{id}-{mica|mare}.{jpg|webp}: generated cover images.

import { coverCacheDir, parseCoverFile, renderCover } from "~/features/catalogue/covers.server";
import { isNotModified } from "~/lib/conditional.server";
import type { Route } from "./+types/cover-image";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const file = parseCoverFile(params.file);
  const cover = file && (await renderCover(context.db, coverCacheDir(context.env.DATA_DIR), file));
  if (!cover) return new Response("Imagine inexistentă", { status: 404 });
  const headers = {
    "Content-Type": cover.contentType,
    "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
    ETag: cover.etag,
  };
  if (isNotModified(request, { etag: cover.etag }))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(cover.body), { headers });
}
