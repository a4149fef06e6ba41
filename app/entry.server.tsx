// Renders pages completely before answering (document.server.tsx; no page defers data), so that the
// answer can carry the hashes of the application's inline scripts in its CSP and an ETag of its
// body, and a conditional request can be answered 304; the whole page is then compressed as one
// job (lib/compression.server.ts). The shared HTTP cache is the server's (server/app.ts).
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { FOOTER_MARK } from "./components/layout/footer-slot";
import { renderDocument } from "./document.server";
import { catalogueVersionHeaders } from "./features/catalogue/list-index/index-store.server";
import { pageTrackerOrigins } from "./features/tracking/trackers.server";
import { footerHtml } from "./footer-html.server";
import { encodeWhole } from "./lib/compression.server";
import { isNotModified } from "./lib/conditional.server";
import {
  appScriptMark,
  contentSecurityPolicy,
  encodedEtagOf,
  hashAppScripts,
} from "./lib/csp.server";

/** How long React Router waits for deferred loader data (none today) before giving up on it. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const mark = appScriptMark();
  const rendered = await renderDocument(request, routerContext, mark);
  let status = responseStatusCode;
  if (rendered.failed) {
    status = 500;
    loadContext.logger?.error({ url: request.url }, "page render error");
  }
  const { html: page, hashes } = hashAppScripts(rendered.html, mark);
  const document = await withFooter(page, loadContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptHashes: hashes,
      development: loadContext.env?.NODE_ENV === "development",
      trackerOrigins: await pageTrackerOrigins(loadContext.db),
    }),
  );
  if (status === 200 && request.method === "GET") {
    // Read after rendering: in the rare case that the index was rebuilt during this request, the
    // page is filed under the new version while showing the old; it then lives to its max-age.
    if (loadContext.db) {
      for (const [name, value] of Object.entries(catalogueVersionHeaders(loadContext.db)))
        responseHeaders.set(name, value);
    }
    const etag = encodedEtagOf(document);
    responseHeaders.set("ETag", etag);
    if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
    if (isNotModified(request, { etag })) {
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }
  const encoded = await encodeWhole(document, request, responseHeaders);
  const body = new Uint8Array(encoded.buffer as ArrayBuffer, encoded.byteOffset, encoded.length);
  return new Response(body, {
    status,
    headers: responseHeaders,
  });
}

const FOOTER = Buffer.from(FOOTER_MARK);

/** The page with the footer's HTML where the layout left its mark (see footer-slot.tsx). */
async function withFooter(page: Buffer, loadContext: AppLoadContext): Promise<Buffer> {
  const at = page.indexOf(FOOTER);
  if (at === -1) return page;
  const footer = await footerHtml(loadContext).catch((err: unknown) => {
    loadContext.logger?.error({ err }, "footer could not be rendered");
    return "";
  });
  return Buffer.concat([
    page.subarray(0, at),
    Buffer.from(footer),
    page.subarray(at + FOOTER.length),
  ]);
}

/**
 * Errors of loaders, actions and rendering go to the request's JSON log as one line each (React
 * Router would print them to the console as multi-line text). Its own 4xx answers (a method a
 * route has no handler for, an unknown address) are expected traffic: logged at info.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  if (!logger) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, url: request.url }, error.statusText);
    return;
  }
  // React Router refuses a form post whose Origin names another site (a 400 to the client): a
  // refused request, not a fault of ours.
  if (error instanceof Error && /does not match `origin` header/.test(error.message)) {
    logger.warn(
      { url: request.url, origin: request.headers.get("Origin") },
      "cross-site form post refused",
    );
    return;
  }
  logger.error({ err: error, url: request.url }, "route error");
};
