import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the shop, in one table. Romanian paths are the spec's.
export default [
  index("routes/home.tsx"),
  route("carte/:productUrl", "routes/product.tsx"),
  route("coperti/:file", "routes/cover-image.ts"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
