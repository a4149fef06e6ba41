// Renders pages completely before answering (no streaming: no page defers data), so that the
// answer can carry the hashes of its inline scripts in its CSP and an ETag of its body, and a
// conditional request can be answered 304.
import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { catalogueVersionHeaders } from "./features/catalogue/list-index/index-store.server";
import { negotiatedBody } from "./lib/compressed-body.server";
import { contentSecurityPolicy, etagOf, inlineScriptHashes, isFresh } from "./lib/csp.server";

export const streamTimeout = 5_000;

/**
 * Rendered pages by address and loader data: a page is a pure function of the two, so the same
 * address with the same data is served without rendering again (rendering is most of a page's
 * cost). Only a cache, bounded, per instance.
 */
const RENDERED_LIMIT = 500;
const rendered = new Map<string, string>();

function renderedKey(request: Request, status: number, context: EntryContext): string | null {
  if (request.method !== "GET" || status !== 200 || context.staticHandlerContext.errors)
    return null;
  return createHash("sha1")
    .update(request.url)
    .update("\0")
    .update(JSON.stringify(context.staticHandlerContext.loaderData))
    .digest("base64url");
}

function renderDocument(
  request: Request,
  routerContext: EntryContext,
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => resolve({ html, failed }), reject);
        },
        onShellError: reject,
        onError() {
          failed = true;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const key = renderedKey(request, responseStatusCode, routerContext);
  let document = key ? rendered.get(key) : undefined;
  let status = responseStatusCode;
  if (document === undefined) {
    const { html, failed } = await renderDocument(request, routerContext);
    if (failed) {
      status = 500;
      loadContext.logger?.error({ url: request.url }, "page render error");
    }
    // React writes the doctype itself when it renders the <html> element.
    document = html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`;
    if (key && !failed) {
      rendered.set(key, document);
      if (rendered.size > RENDERED_LIMIT) rendered.delete(rendered.keys().next().value ?? "");
    }
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(document),
      development: loadContext.env?.NODE_ENV === "development",
    }),
  );
  if (status === 200 && request.method === "GET") {
    // Read after rendering: in the rare case that the index was rebuilt during this request, the
    // page is filed under the new version while showing the old; it then lives to its max-age.
    if (loadContext.db) {
      for (const [name, value] of Object.entries(catalogueVersionHeaders(loadContext.db)))
        responseHeaders.set(name, value);
    }
    const etag = etagOf(document);
    responseHeaders.set("ETag", etag);
    if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
    if (isFresh(request, etag))
      return new Response(null, { status: 304, headers: responseHeaders });
    const body = await negotiatedBody(request, document, etag, responseHeaders);
    return new Response(body, { status, headers: responseHeaders });
  }
  return new Response(document, { status, headers: responseHeaders });
}
