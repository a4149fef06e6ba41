// The synchronous page render must write what React Router's own streaming render writes, hand-off
// of the loader data included: the browser's router reads that hand-off to hydrate. Both render a
// small app through React Router's public request handler; only the entry differs.
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { createElement, Suspense, use, useId } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  type EntryContext,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { handoffScripts, renderDocument } from "./document.server";

const MARK = "test-mark";

/** React Router's documented entry: the streaming render, waited for whole. */
function streamingEntry(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      createElement(ServerRouter, { context, url: request.url, nonce: MARK }),
      {
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          buffer(body).then((html) => resolve(new Response(html, { status, headers })), reject);
        },
        onShellError: reject,
      },
    );
  });
}

async function documentEntry(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  const { html, failed } = await renderDocument(request, context, MARK);
  headers.set("X-Failed", String(failed));
  return new Response(new Uint8Array(html), { status, headers });
}

function Root() {
  const data = useLoaderData() as { title: string };
  const id = useId();
  return createElement(
    "html",
    { lang: "ro" },
    createElement("head", null, createElement("title", null, data.title)),
    createElement(
      "body",
      null,
      createElement("label", { htmlFor: id }, data.title),
      createElement("input", { id }),
      createElement(Scripts),
    ),
  );
}

const pending = new Promise<string>(() => {});
function Waiting() {
  return createElement("p", null, use(pending));
}
/** A part that never finishes: renderToString leaves it to the browser. */
function WithBoundary() {
  return createElement(
    "html",
    null,
    createElement(
      "body",
      null,
      createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Waiting)),
      createElement(Scripts),
    ),
  );
}

function NoScripts() {
  return createElement("html", null, createElement("body", null, createElement("p", null, "x")));
}

function buildWith(
  entry: ServerBuild["entry"]["module"]["default"],
  component: () => ReturnType<typeof createElement>,
  loaderData: () => unknown,
): ServerBuild {
  const routeAssets = {
    id: "root",
    path: "",
    module: "/assets/root.js",
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
    css: [],
  };
  return {
    entry: { module: { default: entry, streamTimeout: 1_000 } },
    routes: {
      root: {
        id: "root",
        path: "",
        module: { default: component, loader: loaderData },
      },
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: { root: routeAssets },
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function renderBoth(
  component: () => ReturnType<typeof createElement>,
  loaderData: () => unknown,
) {
  const request = () => new Request("http://localhost/");
  const streaming = await createRequestHandler(buildWith(streamingEntry, component, loaderData))(
    request(),
  );
  const synchronous = await createRequestHandler(buildWith(documentEntry, component, loaderData))(
    request(),
  );
  return {
    streaming: await streaming.text(),
    synchronous: await synchronous.text(),
    failed: synchronous.headers.get("X-Failed"),
  };
}

/** The streaming render's Suspense boundaries around its hand-off: the only bytes it adds. */
const withoutBoundaries = (html: string) => html.replace(/<!--\/?\$-->/g, "");

describe("renderDocument", () => {
  it("writes what React Router's streaming render writes, hand-off of the data included", async () => {
    const title = "Cărți </script><script>alert(1)</script> & \u2028 «ghilimele»";
    const { streaming, synchronous, failed } = await renderBoth(Root, () => ({ title }));
    expect(synchronous).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(synchronous).toContain("window.__reactRouterContext.streamController.close();");
    expect(synchronous).not.toContain("</script><script>alert(1)");
    expect(synchronous).toBe(withoutBoundaries(streaming));
    expect(failed).toBe("false");
  });

  it("writes one hand-off script per chunk of data, as React Router does for deferred data", async () => {
    const later = (value: string) => new Promise((resolve) => setTimeout(resolve, 5, value));
    const data = () => ({ title: "Rafturi", later: later("mai târziu") });
    const { streaming, synchronous } = await renderBoth(Root, data);
    expect(synchronous.match(/streamController\.enqueue\(/g)).toHaveLength(2);
    expect(synchronous).toBe(withoutBoundaries(streaming));
  });

  it("reports a part of the page that suspended, which the browser would have to render", async () => {
    const handler = createRequestHandler(buildWith(documentEntry, WithBoundary, () => ({})));
    const response = await handler(new Request("http://localhost/"));
    expect(response.headers.get("X-Failed")).toBe("true");
    expect(await response.text()).toContain("<!--$!-->");
  });

  it("writes no hand-off on a page without React Router's scripts", async () => {
    const { streaming, synchronous } = await renderBoth(NoScripts, () => ({}));
    expect(synchronous).not.toContain("streamController");
    expect(synchronous).toBe(withoutBoundaries(streaming));
  });
});

describe("handoffScripts", () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it("keeps a character split between chunks whole", async () => {
    const bytes = new TextEncoder().encode("ș");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 1));
        controller.enqueue(bytes.subarray(1));
        controller.close();
      },
    });
    const scripts = await handoffScripts(stream, MARK);
    expect(scripts).toContain('enqueue("ș")');
    expect(scripts).not.toContain("\ufffd");
  });

  it("marks every script with the page's mark and escapes what could end the element", async () => {
    const scripts = await handoffScripts(streamOf("</script><!--", "&\u2029"), MARK);
    expect(scripts).toBe(
      [
        `<script nonce="${MARK}">window.__reactRouterContext.streamController.enqueue("\\u003c/script\\u003e\\u003c!--");</script>`,
        `<script nonce="${MARK}">window.__reactRouterContext.streamController.enqueue("\\u0026\\u2029");</script>`,
        `<script nonce="${MARK}">window.__reactRouterContext.streamController.close();</script>`,
      ].join(""),
    );
  });
});
