// A page's HTML in one synchronous pass of React (renderToString), with React Router's hand-off
// of the loader data (the hydration data) written after it.
//
// No page defers data, so nothing suspends while rendering, and the page is hashed and sent
// whole anyway (entry.server.tsx): React's streaming renderer only added cost. It encodes every
// small piece of markup into byte chunks and renders the hand-off in Suspense rounds, one per
// chunk of the data stream; together about a third of a cold page's time. React Router's
// ServerRouter renders the hand-off itself when given the stream; here it is given none, and the
// same scripts its StreamTransfer writes (one per chunk, then the close) go where it puts them,
// at the end of the body. document.server.test.ts checks the two stay byte-identical.
import { renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

const DOCTYPE = Buffer.from("<!DOCTYPE html>");
const EMPTY = Buffer.alloc(0);
/** React's mark of a Suspense boundary it gave up on, left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

export interface RenderedDocument {
  html: Buffer;
  /** A part of the page failed on the server (or suspended, which renderToString cannot wait for). */
  failed: boolean;
}

/**
 * Renders the page; its inline scripts carry `nonce="<mark>"` (see lib/csp.server). Throws what
 * the render throws outside any Suspense boundary, as React Router expects of its entry: it then
 * renders the error boundary.
 */
export async function renderDocument(
  request: Request,
  routerContext: EntryContext,
  mark: string,
): Promise<RenderedDocument> {
  const handoff = routerContext.serverHandoffStream;
  let markup: string;
  try {
    markup = renderToString(
      <ServerRouter
        context={{ ...routerContext, serverHandoffStream: undefined }}
        url={request.url}
        nonce={mark}
      />,
    );
  } catch (error) {
    await handoff?.cancel();
    throw error;
  }
  // Pages without React Router's <Scripts> (none today) get no hand-off, as with StreamTransfer.
  let scripts = "";
  if (handoff && routerContext.renderMeta?.didRenderScripts) {
    scripts = await handoffScripts(handoff, mark);
  } else {
    await handoff?.cancel();
  }
  // Searching flattens React's output (a string of thousands of pieces) once; the parts are then
  // encoded as they are, not joined into a second string to flatten again.
  const end = markup.lastIndexOf("</body>");
  const failed = markup.includes(CLIENT_RENDERED_BOUNDARY);
  // renderToString leaves out the doctype React's streaming render writes before <html>.
  const parts = [markup.startsWith("<html") ? DOCTYPE : EMPTY];
  if (end === -1) parts.push(Buffer.from(markup), Buffer.from(scripts));
  else {
    parts.push(
      Buffer.from(markup.slice(0, end)),
      Buffer.from(scripts),
      Buffer.from(markup.slice(end)),
    );
  }
  return { html: Buffer.concat(parts), failed };
}

/** React Router's hand-off of the loader data, as its StreamTransfer writes it. */
export async function handoffScripts(
  stream: ReadableStream<Uint8Array>,
  mark: string,
): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let scripts = "";
  for (;;) {
    const { done, value } = await reader.read();
    const text = decoder.decode(value, { stream: true });
    if (text) {
      scripts += script(
        `window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(text))});`,
        mark,
      );
    }
    if (done) break;
  }
  return scripts + script("window.__reactRouterContext.streamController.close();", mark);
}

const script = (body: string, mark: string) => `<script nonce="${mark}">${body}</script>`;

// JSON inside a script element: nothing that could close the element or start a comment, and
// the two line separators older JavaScript parsers take for line ends.
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeScript = (json: string) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
