// The direction of imports inside app/, checked by `npm run lint` (README, Architecture):
//
//   lib  ←  components/ui  ←  features  ←  components/layout  ←  routes, root.tsx
//
// Among the features: settings ← catalogue ← every other feature. The features on top (cart,
// favourites, recently-viewed, search, seo, recommendations...) do not import one another; they
// meet in components/layout and in routes. A feature that must build on another one gets an
// entry in FEATURE_IMPORTS, which must stay a hierarchy: the folder cycle rule below fails on
// any two features importing each other, directly or through others.
const { readdirSync } = require("node:fs");

/** Which other features a feature may import. */
const FEATURE_IMPORTS = {
  settings: [],
  catalogue: ["settings"],
  email: ["settings"],
  // Campaigns, campaign prices, vouchers and prizes: below the cart, which applies vouchers.
  promotions: ["catalogue", "email", "settings"],
  // Gift vouchers to buy and gift books to choose: below the cart, which prices them.
  "gift-cards": ["catalogue", "email", "promotions", "settings"],
  // The cart quote charges a loyalty tier's free-shipping minimum.
  cart: ["catalogue", "gift-cards", "loyalty", "promotions", "settings"],
  checkout: ["cart", "catalogue", "gift-cards", "promotions", "settings"],
  loyalty: ["settings"],
  orders: [
    "checkout",
    "cart",
    "catalogue",
    "email",
    "gift-cards",
    "loyalty",
    "promotions",
    "settings",
  ],
  payments: ["orders", "checkout", "catalogue", "email", "gift-cards", "settings"],
  account: [
    "orders",
    "checkout",
    "cart",
    "catalogue",
    "email",
    // Returns give back what a gift voucher paid.
    "gift-cards",
    "loyalty",
    "promotions",
    "settings",
  ],
  // The browser's favourites follow the login (server wishlist, merge at login).
  favourites: ["account", "catalogue", "settings"],
  // Content pages, the blog and the visitors' forms (issue 14).
  content: ["catalogue", "settings"],
  uploads: ["settings"],
  careers: ["uploads", "email", "settings"],
  manuscripts: ["uploads", "email", "settings"],
  contact: ["email", "settings"],
  newsletter: ["email", "settings"],
  // Customers' book reviews (/produs-reviews): the account's delivered orders decide.
  reviews: ["account", "catalogue", "settings"],
  consent: ["settings"],
  // The shop's stock adjustments lock books as orders do; its tests race them with orders.
  stock: ["orders", "checkout", "catalogue", "settings"],
  tracking: ["consent", "settings"],
};
/** Any other feature, including new ones. */
const DEFAULT_FEATURE_IMPORTS = ["catalogue", "settings"];

const features = readdirSync(`${__dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureRules = features.map((feature) => {
  const allowed = [feature, ...(FEATURE_IMPORTS[feature] ?? DEFAULT_FEATURE_IMPORTS)];
  return {
    name: `feature-${feature}`,
    severity: "error",
    comment: `${feature} may import only these features: ${allowed.join(", ")}. Compose the others in components/layout or in a route.`,
    from: { path: `^app/features/${feature}/` },
    to: { path: "^app/features/", pathNot: `^app/features/(${allowed.join("|")})/` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-feature-cycle",
      severity: "error",
      comment: "Two features import each other (directly or through others).",
      scope: "folder",
      // Folders here are app/features/<name> and their sub-folders, each holding its sub-folders.
      from: { path: "^app/features/[^/]+" },
      to: { path: "^app/features/[^/]+", circular: true },
    },
    {
      name: "no-module-cycle",
      severity: "error",
      comment: "Modules import each other in a circle.",
      from: { path: "^app/" },
      to: { circular: true },
    },
    ...featureRules,
    {
      name: "lib-is-the-base",
      severity: "error",
      comment: "app/lib serves everything and imports nothing of the app but itself.",
      from: { path: "^app/lib/" },
      to: { path: "^app/", pathNot: "^app/lib/" },
    },
    {
      name: "ui-primitives-know-no-feature",
      severity: "error",
      comment: "components/ui holds primitives: they may use app/lib and one another only.",
      from: { path: "^app/components/ui/" },
      to: { path: "^app/", pathNot: "^app/(lib|components/ui)/" },
    },
    {
      name: "features-below-layout-and-routes",
      severity: "error",
      comment:
        "Features are composed by components/layout and routes, never the other way round (a feature's tests may call the route that serves it).",
      from: { path: "^app/features/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/(components/layout/|routes/|root\\.tsx)" },
    },
    {
      name: "layout-below-routes",
      severity: "error",
      comment: "components/layout is composed by routes and root.tsx.",
      from: { path: "^app/components/layout/" },
      to: { path: "^app/(routes/|root\\.tsx)" },
    },
    {
      name: "components-import-no-server-module",
      severity: "error",
      comment:
        "Components run in the browser: they import no *.server module, not even for a type. Shared shapes live in the feature's types.ts (or another browser-safe module).",
      from: { path: "^app/(components|features/[^/]+/components)/" },
      to: { path: "\\.server\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^app/",
    // Type-only imports count: a component importing a type from a .server module or a feature
    // typing itself on another is the coupling these rules are about.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".d.ts"],
    },
  },
};
