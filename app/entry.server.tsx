// Renders pages completely before answering (no streaming: no page defers data), so that the
// answer can carry the hashes of its inline scripts in its CSP and an ETag of its body, and a
// conditional request can be answered 304.
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, etagOf, inlineScriptHashes, isFresh } from "./lib/csp.server";

export const streamTimeout = 5_000;

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
  const { html, failed } = await renderDocument(request, routerContext);
  const status = failed ? 500 : responseStatusCode;
  if (failed) loadContext.logger?.error({ url: request.url }, "page render error");
  const document = `<!DOCTYPE html>${html}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(document),
      development: loadContext.env?.NODE_ENV === "development",
    }),
  );
  if (status === 200 && request.method === "GET") {
    const etag = etagOf(document);
    responseHeaders.set("ETag", etag);
    if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
    if (isFresh(request, etag))
      return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(document, { status, headers: responseHeaders });
}
