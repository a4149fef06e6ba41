import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { isApiPath, splitBuild, splitBuilds } from "./route-split";

type Module = Record<string, unknown>;

function fakeBuild(routes: { id: string; parentId?: string; path?: string; module?: Module }[]) {
  const table = Object.fromEntries(
    routes.map(({ module = {}, ...route }) => [route.id, { ...route, module }]),
  );
  const assets = Object.fromEntries(routes.map((route) => [route.id, { id: route.id }]));
  return {
    routes: table,
    assets: { version: "v1", routes: assets },
    future: {},
  } as unknown as ServerBuild;
}

const loader = () => Response.json({ ok: true });
const build = fakeBuild([
  { id: "root", path: "" },
  { id: "home", parentId: "root" },
  { id: "product", parentId: "root", path: "carte/:productUrl" },
  { id: "layout", parentId: "root" },
  { id: "account", parentId: "layout", path: "account/account" },
  { id: "search-api", parentId: "root", path: "api/search", module: { loader } },
  { id: "api-group", parentId: "root", path: "api" },
  { id: "nested-api", parentId: "api-group", path: "member/:call", module: { loader } },
  { id: "api-unknown", parentId: "root", path: "api/*", module: { loader, action: loader } },
]);

describe("splitBuild", () => {
  it("gives the pages every route but the API's, in their routes and their asset manifest", () => {
    const { pages } = splitBuild(build);
    const ids = ["root", "home", "product", "layout", "account"];
    expect(Object.keys(pages.routes).sort()).toEqual([...ids].sort());
    expect(Object.keys(pages.assets.routes).sort()).toEqual([...ids].sort());
    expect(pages.assets.version).toBe("v1");
  });

  it("gives the API its routes, nested ones included, under their ancestors", () => {
    const { api } = splitBuild(build);
    expect(Object.keys(api.routes).sort()).toEqual(
      ["api-group", "api-unknown", "nested-api", "root", "search-api"].sort(),
    );
  });

  it("answers a method an API route does not handle with 405 in the API's error shape", async () => {
    const { api } = splitBuild(build);
    const action = api.routes["search-api"]?.module.action as () => Response;
    const response = action();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: "Adresa primește doar cereri GET." },
    });
    // Handlers a route has are its own.
    expect(api.routes["search-api"]?.module.loader).toBe(loader);
    expect(api.routes["api-unknown"]?.module.action).toBe(loader);
  });

  it("splits a build once, and a build loader's each time it loads", async () => {
    expect(splitBuild(build)).toBe(splitBuild(build));
    const loaded = splitBuilds(() => Promise.resolve(build));
    if (typeof loaded.pages !== "function") throw new Error("expected a loader");
    expect(await loaded.pages()).toBe(splitBuild(build).pages);
  });
});

describe("isApiPath", () => {
  it("is the API's addresses, in any case, and nothing else", () => {
    for (const path of ["/api", "/api/", "/api/search", "/API/Search"]) {
      expect(isApiPath(path)).toBe(true);
    }
    for (const path of ["/", "/apis", "/carte/api", "/api-uri"]) {
      expect(isApiPath(path)).toBe(false);
    }
  });
});
