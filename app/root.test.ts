import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  StaticRouterProvider,
  useRouteError,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server";
import { createTestDatabase } from "../db/testing";
import { METHOD_NOT_ALLOWED_MESSAGE } from "./lib/http";
import { countHit, enforceLimit } from "./lib/throttle.server";
import { ErrorBoundary, headers as rootHeaders } from "./root";

let database: DatabaseHandle;
const t0 = new Date("2026-11-22T10:00:00.000Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const rule = (limit: number, windowSeconds: number) => ({
  name: "root-test",
  limit,
  windowSeconds,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function NoPage() {
  return null;
}

/** The root's ErrorBoundary as the framework calls it: with the route's error. */
function RootErrorBoundary() {
  const props = { error: useRouteError() } as Parameters<typeof ErrorBoundary>[0];
  return createElement(ErrorBoundary, props);
}

describe("the root error page", () => {
  it("for pages: the root error page in Romanian, status 429 with Retry-After", async () => {
    const { db } = database;
    const once = rule(1, 600);
    await countHit(db, once, "k", { now: t0 });
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => enforceLimit(db, once, "k", "page", { now: at(60) }),
        Component: NoPage,
        ErrorBoundary: RootErrorBoundary,
      },
    ]);
    const context = await handler.query(new Request("http://shop.test/"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    expect(context.statusCode).toBe(429);
    const error = context.errors?.root;
    expect(isRouteErrorResponse(error) && error.data).toBe(
      "Prea multe cereri. Încearcă din nou peste 9 minute.",
    );
    // What React Router gives the root's `headers` for a page that ended in its ErrorBoundary.
    const sent = new Headers(
      rootHeaders({
        errorHeaders: context.loaderHeaders.root,
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
      }),
    );
    expect(sent.get("Retry-After")).toBe("540");
    expect(sent.get("Cache-Control")).toBe("no-store");
    const html = renderToString(
      createElement(StaticRouterProvider, {
        router: createStaticRouter(handler.dataRoutes, context),
        context,
        hydrate: false,
      }),
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Prea multe cereri</h1>");
    expect(html).toContain("Încearcă din nou peste 9 minute.");
  });

  it("for a post to a page without an action: 405 in Romanian, not React Router's message", async () => {
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        Component: NoPage,
        ErrorBoundary: RootErrorBoundary,
        children: [{ id: "routes/books", path: "carti", loader: () => null, Component: NoPage }],
      },
    ]);
    const context = await handler.query(
      new Request("http://shop.test/carti", { method: "POST", body: new FormData() }),
    );
    if (context instanceof Response) throw new Error("unexpected redirect");
    expect(context.statusCode).toBe(405);
    const html = renderToString(
      createElement(StaticRouterProvider, {
        router: createStaticRouter(handler.dataRoutes, context),
        context,
        hydrate: false,
      }),
    );
    expect(html).toContain("Eroare 405</h1>");
    expect(html).toContain(METHOD_NOT_ALLOWED_MESSAGE);
    expect(html).not.toContain("action");
    expect(html).not.toContain("POST");
  });

  it("shows no text of a thrown answer the shop did not write", async () => {
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => {
          throw data("Error: something internal", { status: 400 });
        },
        Component: NoPage,
        ErrorBoundary: RootErrorBoundary,
      },
    ]);
    const context = await handler.query(new Request("http://shop.test/"));
    if (context instanceof Response) throw new Error("unexpected redirect");
    const html = renderToString(
      createElement(StaticRouterProvider, {
        router: createStaticRouter(handler.dataRoutes, context),
        context,
        hydrate: false,
      }),
    );
    expect(html).toContain("Eroare 400</h1>");
    expect(html).not.toContain("something internal");
    expect(html).toContain("Cererea nu a putut fi înțeleasă.");
  });
});
