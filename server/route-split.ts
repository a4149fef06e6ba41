// React Router matches every request against every route of its build, and several of its costs
// per page grow with the number of routes: matching the address (more than once a request), the
// partial manifest a page carries for route discovery (which matches each parent path of the
// address against every route) and the route tree each render builds. At 122 routes that was a
// tenth of a cold page. Yet an address can only match the routes whose first segment is its own,
// plus those that match anything (the root, index routes, a parameter or a splat first). So the
// server hands React Router, for each first segment the shop has, a build of the one bundle that
// holds only those routes (the JSON API is one of them, "api"), and one for every other address;
// each gets its own request handler. The match is the same route React Router would have found
// among all of them (route-split.test.ts proves it for every route of app/routes.ts), modules
// stay shared, and route discovery (`/__manifest`, which answers for any address) gets every
// route. On cold pages at 100,000 books this gave 8 % more requests a second, after taking the
// API's routes out of the pages' build had given 9 % (lists) to 16 % (products).
//
// API routes also get the handler they lack, a 405 in the API's error shape: React Router's own
// answer to a method a resource route does not handle is a bare {"message":"Unexpected Server
// Error"}.
import type { ServerBuild } from "react-router";
import { methodNotAllowed } from "../app/lib/api.server";

type Routes = ServerBuild["routes"];
type Route = NonNullable<Routes[string]>;

/** The key of routes every address may match: a parameter, a splat or an optional first segment. */
const ANY = "\0any";
/** The key of routes with no segment of their own (the root, layouts, index routes). */
const NONE = "";
/** The JSON API's first segment. */
const API = "api";

/** A route's path from the root, without its leading slash ("api/search"). */
function fullPath(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return parts.join("/");
}

function routeKey(path: string): string {
  const first = path.split("/").find(Boolean);
  if (first === undefined) return NONE;
  if (first.startsWith(":") || first.includes("*") || first.includes("?")) return ANY;
  return first.toLowerCase();
}

/**
 * The first segment of an address as React Router reads it: without the `.data` of a data
 * request, percent-decoded, in any case.
 */
export function addressKey(pathname: string): string {
  const path =
    pathname === "/_root.data"
      ? "/"
      : pathname.endsWith(".data")
        ? pathname.slice(0, -5)
        : pathname;
  const first = path.split("/").find(Boolean) ?? NONE;
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** The route with a loader and an action: the one it lacks answers 405 and names the methods. */
function answeringEveryMethod(route: Route): Route {
  const { loader, action } = route.module;
  if (loader && action) return route;
  const refuse = (allow: string, message: string) => () => methodNotAllowed(allow, message);
  return {
    ...route,
    module: {
      ...route.module,
      loader: loader ?? refuse("POST", "Adresa primește doar cereri POST."),
      action: action ?? refuse("GET, HEAD", "Adresa primește doar cereri GET."),
    },
  };
}

function withRoutes(build: ServerBuild, routes: Routes, ids: Set<string>): ServerBuild {
  return {
    ...build,
    routes: Object.fromEntries(Object.entries(routes).filter(([id]) => ids.has(id))),
    // Pages render from the asset manifest's routes: it must list the same ones.
    assets: {
      ...build.assets,
      routes: Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => ids.has(id))),
    },
  };
}

export interface RouteSplit {
  /** The build that answers this path (`req.path`). */
  buildFor(pathname: string): ServerBuild;
}

function split(build: ServerBuild): RouteSplit {
  const routes: Routes = {};
  const keyOf = new Map<string, string>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const key = routeKey(fullPath(build.routes, id));
    keyOf.set(id, key);
    routes[id] = key === API ? answeringEveryMethod(route) : route;
  }
  const narrowed = (key: string | null): ServerBuild => {
    const ids = new Set<string>();
    for (const [id, routeKeyOf] of keyOf) {
      // Routes without a segment match by themselves only as the root or an index route;
      // layouts come in as the ancestors of what they hold.
      const own = routes[id];
      const shared = routeKeyOf === NONE && (own?.index === true || !own?.parentId);
      if (routeKeyOf === key || routeKeyOf === ANY || shared) {
        for (let at: string | undefined = id; at && !ids.has(at); at = routes[at]?.parentId) {
          ids.add(at);
        }
      }
    }
    return withRoutes(build, routes, ids);
  };
  const byKey = new Map<string, ServerBuild>();
  for (const key of new Set(keyOf.values())) {
    if (key !== NONE && key !== ANY) byKey.set(key, narrowed(key));
  }
  // Any other first segment (unknown addresses, however many) shares one build.
  const other = narrowed(null);
  // Route discovery answers for any address: it gets every route.
  const all = withRoutes(build, routes, new Set(keyOf.keys()));
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return {
    buildFor: (pathname) =>
      pathname === manifestPath ? all : (byKey.get(addressKey(pathname)) ?? other),
  };
}

const splits = new WeakMap<ServerBuild, RouteSplit>();

/** The split of a build, made once per build (development hands in a new one on each change). */
export function splitBuild(build: ServerBuild): RouteSplit {
  let kept = splits.get(build);
  if (!kept) {
    kept = split(build);
    splits.set(build, kept);
  }
  return kept;
}
