import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import shopRoutes from "../app/routes";
import { addressKey, splitBuild } from "./route-split";

interface ConfigRoute {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigRoute[];
}

const loader = () => Response.json({ ok: true });

/** A server build shaped as React Router makes it from a route config (ids from file names). */
function buildOf(config: ConfigRoute[], modules: Record<string, Record<string, unknown>> = {}) {
  const routes: Record<string, unknown> = { root: { id: "root", path: "", module: {} } };
  const assets: Record<string, unknown> = { root: { id: "root" } };
  const add = (list: ConfigRoute[], parentId: string) => {
    for (const route of list) {
      const id = route.id ?? route.file.replace(/\.tsx?$/, "");
      routes[id] = {
        id,
        parentId,
        path: route.path,
        index: route.index,
        module: modules[id] ?? {},
      };
      assets[id] = { id };
      add(route.children ?? [], id);
    }
  };
  add(config, "root");
  return {
    routes,
    assets: { version: "v1", routes: assets },
    future: {},
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** The build's routes as React Router's route objects, to match addresses against. */
function routeObjects(build: ServerBuild): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => {
        const children = childrenOf(route?.id);
        return route?.index
          ? { id: route.id, index: true }
          : { id: route?.id, path: route?.path, children };
      });
  return childrenOf(undefined);
}

/** What a request for the address matches, and what its partial manifest matches. */
function matched(build: ServerBuild, address: string): string[][] {
  const path = new URL(address, "http://coperta.test").pathname;
  const decoded = decodeURIComponent(path.endsWith(".data") ? path.slice(0, -5) : path) || "/";
  const parents = ["/"];
  const segments = decoded.split("/").filter(Boolean);
  for (let i = 1; i < segments.length; i++) parents.push(`/${segments.slice(0, i).join("/")}`);
  const objects = routeObjects(build);
  return [decoded, ...parents].map(
    (at) => matchRoutes(objects, at)?.map((match) => match.route.id ?? "") ?? [],
  );
}

const shop = buildOf(shopRoutes as ConfigRoute[]);

describe("splitBuild on the shop's routes", () => {
  // Every route's path with its parameters filled, and addresses that only a catch-all takes.
  const addresses: string[] = [];
  const collect = (list: ConfigRoute[], prefix: string) => {
    for (const route of list) {
      const path = [prefix, route.path ?? ""].filter(Boolean).join("/");
      addresses.push(`/${path.replace(/:[\w]+\??/g, "x1").replace("*", "a/b")}`);
      collect(route.children ?? [], path);
    }
  };
  collect(shopRoutes as ConfigRoute[], "");
  addresses.push(
    "/",
    "/_root.data",
    "/carti/beletristica.data",
    "/CARTI/Beletristica",
    "/c%61rti/beletristica",
    "/recenzie-carte-ion-liviu-rebreanu",
    "/nu-exista/deloc",
    "/api/nu-exista/deloc",
    "/account/nu-exista",
    "/%ff",
  );

  it.each(addresses)("matches %s as all the routes would, its parents too", (address) => {
    const { pathname } = new URL(address, "http://coperta.test");
    const narrow = splitBuild(shop).buildFor(pathname);
    expect(Object.keys(narrow.routes).length).toBeLessThan(Object.keys(shop.routes).length);
    if (address === "/%ff") return; // React Router cannot decode it either: the pages answer 404.
    expect(matched(narrow, address)).toEqual(matched(shop, address));
  });

  it("keeps each narrowed build small, and gives route discovery every route", () => {
    const split = splitBuild(shop);
    const all = Object.keys(shop.routes).length;
    expect(all).toBeGreaterThan(100);
    expect(Object.keys(split.buildFor("/carti/beletristica").routes).length).toBeLessThan(12);
    expect(Object.keys(split.buildFor("/carte/ion").assets.routes).length).toBeLessThan(12);
    expect(Object.keys(split.buildFor("/__manifest").routes)).toHaveLength(all);
    // However many unknown first segments arrive, they share one build.
    expect(split.buildFor("/abc")).toBe(split.buildFor("/xyz"));
    expect(split.buildFor("/carti")).toBe(split.buildFor("/Carti/noutati"));
    expect(splitBuild(shop)).toBe(split);
  });
});

describe("API routes", () => {
  const build = buildOf(
    [
      { file: "routes/home.tsx", index: true },
      { file: "routes/api/search.ts", path: "api/search" },
      { file: "routes/api/not-found.ts", path: "api/*" },
    ],
    { "routes/api/search": { loader }, "routes/api/not-found": { loader, action: loader } },
  );

  it("answer a method they do not handle with 405, Allow and the API's error shape", async () => {
    const api = splitBuild(build).buildFor("/api/search");
    const action = api.routes["routes/api/search"]?.module.action as () => Response;
    const response = action();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: "Adresa primește doar cereri GET." },
    });
    // Handlers a route has are its own.
    expect(api.routes["routes/api/search"]?.module.loader).toBe(loader);
    expect(api.routes["routes/api/not-found"]?.module.action).toBe(loader);
  });
});

describe("addressKey", () => {
  it("reads the first segment as React Router does", () => {
    expect(addressKey("/")).toBe("");
    expect(addressKey("/_root.data")).toBe("");
    expect(addressKey("/carti.data")).toBe("carti");
    expect(addressKey("/Carti/beletristica")).toBe("carti");
    expect(addressKey("/c%61rti/x")).toBe("carti");
    expect(addressKey("/%ff/x")).toBe("%ff");
  });
});
