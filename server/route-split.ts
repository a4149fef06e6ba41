// React Router matches every request against every route of its build, and several of its costs
// per page grow with the number of routes: matching the address (more than once a request), the
// partial manifest a page carries for route discovery (which matches each parent path of the
// address against every route) and the route tree each render builds. The JSON API's resource
// routes are about half of the shop's routes and never render a page. So the server hands React
// Router two builds of the one bundle: the pages' (every route but the API's) and the API's (its
// routes under their ancestors, the root), each behind its own request handler. Modules stay
// shared, the API keeps React Router's resource-route semantics (loaders for GET and HEAD,
// actions otherwise, thrown responses, handleError), and a page no longer pays for API routes:
// measured on cold pages at 100,000 books, 9 % (lists) to 16 % (products) more requests a second.
// The API's build also gives each route the handler it lacks, a 405 in the API's error shape:
// React Router's own answer to a method a resource route does not handle is a bare
// {"message":"Unexpected Server Error"}.
import type { ServerBuild } from "react-router";
import { apiError } from "../app/lib/api.server";

const API_PATH = /^\/api(\/|$)/i;

/**
 * Addresses the API's build answers (its `api/*` route answers unknown ones in JSON); any case,
 * as React Router matches routes.
 */
export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}

export interface SplitBuild {
  pages: ServerBuild;
  api: ServerBuild;
}

type Routes = ServerBuild["routes"];

/** A route's path from the root, without its leading slash ("api/search"). */
function fullPath(routes: Routes, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return parts.join("/");
}

function only<T>(table: Record<string, T>, ids: Set<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(table).filter(([id]) => ids.has(id)));
}

type Route = NonNullable<Routes[string]>;

/** The route with a loader and an action: the one it lacks answers 405 and names the methods. */
function answeringEveryMethod(route: Route): Route {
  const { loader, action } = route.module;
  if (loader && action) return route;
  const refuse = (allow: string, message: string) => () => {
    const response = apiError(405, "method_not_allowed", message);
    response.headers.set("Allow", allow);
    return response;
  };
  return {
    ...route,
    module: {
      ...route.module,
      loader: loader ?? refuse("POST", "Adresa primește doar cereri POST."),
      action: action ?? refuse("GET, HEAD", "Adresa primește doar cereri GET."),
    },
  };
}

function withRoutes(
  build: ServerBuild,
  ids: Set<string>,
  adapt: (route: Route) => Route = (route) => route,
): ServerBuild {
  const routes: Routes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (route && ids.has(id)) routes[id] = adapt(route);
  }
  return {
    ...build,
    routes,
    // Pages render from the asset manifest's routes: it must list the same ones.
    assets: { ...build.assets, routes: only(build.assets.routes, ids) },
  };
}

const splits = new WeakMap<ServerBuild, SplitBuild>();

export function splitBuild(build: ServerBuild): SplitBuild {
  const kept = splits.get(build);
  if (kept) return kept;
  const api = new Set<string>();
  const pages = new Set<string>();
  for (const id of Object.keys(build.routes)) {
    (isApiPath(`/${fullPath(build.routes, id)}`) ? api : pages).add(id);
  }
  const apiWithAncestors = new Set(api);
  for (const id of api) {
    for (let parent = build.routes[id]?.parentId; parent; parent = build.routes[parent]?.parentId) {
      apiWithAncestors.add(parent);
    }
  }
  const split = {
    pages: withRoutes(build, pages),
    api: withRoutes(build, apiWithAncestors, (route) =>
      api.has(route.id) ? answeringEveryMethod(route) : route,
    ),
  };
  splits.set(build, split);
  return split;
}

/** The two builds of a build or of a build loader (development: Vite's live module). */
export function splitBuilds(build: ServerBuild | (() => Promise<ServerBuild>)): {
  pages: ServerBuild | (() => Promise<ServerBuild>);
  api: ServerBuild | (() => Promise<ServerBuild>);
} {
  if (typeof build !== "function") return splitBuild(build);
  return {
    pages: () => build().then((loaded) => splitBuild(loaded).pages),
    api: () => build().then((loaded) => splitBuild(loaded).api),
  };
}
