import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the shop, in one table. Romanian paths are the spec's.
export default [
  // Catalogue
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "home-theme" }),
  route("carti", "routes/books.tsx"),
  route("carti/noutati", "routes/books-new.tsx"),
  route("carti/:categoryUrl", "routes/category.tsx"),
  route("noutati", "routes/new-releases.tsx"),
  route("lansari-lunare", "routes/monthly-launches.tsx"),
  route("carte/:productUrl", "routes/product.tsx"),
  route("carte-distributie/:productUrl", "routes/product-distribution.tsx"),
  route("autori", "routes/authors.tsx"),
  route("autor/:authorUrl", "routes/author.tsx"),
  route("edituri", "routes/publishers.tsx"),
  route("editura/:publisherUrl", "routes/publisher.tsx"),

  // Cart, checkout and orders
  route("cos/produse", "routes/cart.tsx"),
  route("cos/detalii-comanda", "routes/checkout-details.tsx"),
  route("cos/detalii-comanda-2", "routes/checkout-methods.tsx"),
  route("cos/detalii-comanda-3", "routes/checkout-review.tsx"),
  route("order/not-in-stock", "routes/order-not-in-stock.tsx"),
  route("order-confirmation/:orderId", "routes/order-confirmation.tsx"),
  route("order-payment/:orderId", "routes/order-payment.tsx"),
  // The sandbox payment provider's own page (development and tests; 404 otherwise)
  route("plata-test/:paymentRef", "routes/sandbox-payment.tsx"),
  route("o/:orderId", "routes/order-link.tsx"),
  route("addtocart/:productUrl", "routes/quick-add.tsx", { id: "quick-add" }),
  route("addtocartenc/:encId", "routes/quick-add.tsx", { id: "quick-add-encoded" }),
  // Gift vouchers to buy, and choosing a campaign's gift book
  route("vouchercadou", "routes/gift-card-purchase.tsx"),
  route("alege", "routes/gift-book-choice.tsx"),
  route("GiftsToChoose/Choose", "routes/gift-book-choice.tsx", { id: "gift-book-choice-legacy" }),

  // Accounts
  route("login", "routes/login.tsx"),
  route("loginIF", "routes/login.tsx", { id: "login-frame" }),
  route("resetare-parola", "routes/reset-password.tsx"),
  route("program-de-fidelizare", "routes/loyalty-program.tsx"),
  route("produs-reviews", "routes/product-reviews.tsx"),
  layout("routes/account-layout.tsx", [
    route("account/account", "routes/account-dashboard.tsx"),
    route("account/orders", "routes/account-orders.tsx"),
    route("account/order-details/:idCrypt", "routes/account-order-details.tsx"),
    route("account/delivery-status/:idCrypt", "routes/account-delivery-status.tsx"),
    route("account/personal", "routes/account-personal.tsx"),
    route("account/favourites", "routes/account-favourites.tsx"),
    route("account/addresses", "routes/account-addresses.tsx"),
    route("account/Credit", "routes/account-ledger.tsx", { id: "account-credit" }),
    route("account/bonuses", "routes/account-ledger.tsx", { id: "account-bonuses" }),
    route("account/loyalty-program", "routes/account-loyalty.tsx"),
    route("account/Return", "routes/account-returns.tsx"),
    route("account/Vouchers", "routes/account-vouchers.tsx"),
    route("account/Gifts", "routes/account-gifts.tsx"),
  ]),
  route("account/personal/export", "routes/account-data-export.ts"),
  route("account/cont-sters", "routes/account-deleted.tsx"),
  route("account/confirmare-email", "routes/account-email-change.tsx"),
  route("account/retrimite-confirmarea", "routes/account-confirmation-resend.ts"),
  route("account", "routes/account-fallback.tsx", { id: "account-root" }),
  route("account/*", "routes/account-fallback.tsx", { id: "account-unknown" }),

  // Search
  route("cautare", "routes/search.tsx"),
  route("cautare/:term", "routes/search.tsx", { id: "search-term" }),

  // Landings and campaigns
  route("top/:landingUrl", "routes/landing.tsx", { id: "landing-top" }),
  route("landing/:landingUrl", "routes/landing.tsx", { id: "landing-landing" }),
  route("landing/:landingUrl/:categoryUrl", "routes/landing.tsx", {
    id: "landing-landing-category",
  }),
  route("recomandare/:landingUrl", "routes/landing.tsx", { id: "landing-recomandare" }),
  route("campanie/:landingUrl", "routes/landing.tsx", { id: "landing-campanie" }),
  route("carti-de-top", "routes/top-books.tsx"),
  route("black-friday-2023", "routes/black-friday.tsx", { id: "black-friday-2023" }),
  route("black-friday-2024", "routes/black-friday.tsx", { id: "black-friday-2024" }),
  route("black-friday-2025", "routes/black-friday.tsx", { id: "black-friday-2025" }),
  route("the-black-friday", "routes/black-friday.tsx", { id: "the-black-friday" }),
  route("voteaza", "routes/gala-vote.tsx"),
  route("am-votat", "routes/gala-voted.tsx"),
  route("vote", "routes/gala-vote-redirect.ts"),

  // Careers (job applications with a CV) and the publishing house (manuscripts)
  route("cariere", "routes/careers.tsx"),
  route("cariere/:slug", "routes/career-position.tsx"),
  route("publica-o-carte", "routes/publish-a-book.tsx"),

  // Contact and newsletter
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirmare", "routes/newsletter-confirm.tsx"),
  route("newsletter/dezabonare", "routes/newsletter-unsubscribe.tsx"),

  // Content: Markdown pages of content_pages, the blog, campaign rules (page and generated PDF)
  route("despre-noi", "routes/about.tsx"),
  route("ajutor", "routes/help.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("regulament/:slug", "routes/rules-page.tsx"),
  // /regulamente/{slug}.pdf: a route segment cannot mix a parameter with a fixed suffix.
  route("regulamente/:file", "routes/rules-pdf.ts"),

  // Cookies: the policy page, generated from the registry of cookies and storage keys
  route("politica-cookies", "routes/cookie-policy.tsx"),

  // SEO
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-index-xml.ts"),
  route("sitemaps/:file", "routes/sitemap-file-xml.ts"),
  route("sitemap", "routes/sitemap-page.tsx"),
  route("produs-sitemap", "routes/product-sitemap-page.tsx"),

  // JSON API (spec section 7)
  route("api/categoryMenu", "routes/api/category-menu.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/homepage/footerlinks", "routes/api/footer-links.ts"),
  route("api/product/top20", "routes/api/top-products.ts"),
  route("api/product/listofids", "routes/api/products-by-ids.ts"),
  route("api/product/urlexists/*", "routes/api/url-exists.ts"),
  route("api/product/recommended/:productId", "routes/api/recommended-products.ts"),
  route(
    "api/product/frequentlyBoughtSingleProductsNL/:productId",
    "routes/api/frequently-bought.ts",
    { id: "frequently-bought-anonymous" },
  ),
  route(
    "api/product/frequentlyBoughtSingleProductsL/:productId",
    "routes/api/frequently-bought.ts",
    { id: "frequently-bought-logged-in" },
  ),
  route("api/product/topsoldpackagesNL/:productId", "routes/api/top-sold-packages.ts"),
  route("api/settings", "routes/api/settings.ts"),
  route("api/product/get-wow-bestseller-products", "routes/api/wow-products.ts"),
  route("api/product/wow-bestseller/:productId", "routes/api/wow-choice.ts"),
  route("api/popup-campaigns", "routes/api/popup-campaigns.ts"),
  route("api/campaigns/day-offers", "routes/api/day-offers.ts"),
  route("api/campaigns/:slug/prizes", "routes/api/campaign-prizes.ts"),
  route("api/campaigns/:slug/draw", "routes/api/campaign-draw.ts"),
  route("api/campaigns/:slug/puzzle", "routes/api/campaign-puzzle.ts"),
  route("api/campaigns/flash-package", "routes/api/flash-package.ts"),
  route("api/campaigns/wedding", "routes/api/wedding-promo.ts"),
  route("api/product/hit-flash-package/:action/:productId?", "routes/api/flash-package-hit.ts"),
  route("api/bf/getBooksDonatedCount", "routes/api/books-donated-count.ts"),
  route("api/homepage/CheckForFirstOrder/:contact", "routes/api/first-order.ts"),
  route("api/cart/quote", "routes/api/cart-quote.ts"),
  route("api/checkout", "routes/api/checkout.ts"),
  route("api/checkout/order", "routes/api/checkout-order.ts"),
  route("api/checkout/:step", "routes/api/checkout-step.ts"),
  route("api/orders/:orderId", "routes/api/order.ts"),
  route("api/member/credits", "routes/api/member-credits.ts"),
  // The server wishlist: static segments rank above api/member/:call whatever the order here.
  route("api/member/wishlist", "routes/api/member-wishlist.ts"),
  route("api/member/wishlist/merge", "routes/api/member-wishlist-merge.ts"),
  route("api/product/wishlist/:productId", "routes/api/product-wishlist.ts"),
  route("api/member/:call", "routes/api/member.ts"),
  route("api/checkout/pickup-points/:county", "routes/api/pickup-points.ts"),
  route("api/payments/sandbox/notify", "routes/api/sandbox-payment-notify.ts"),
  // Cookie consent and the conversion events (addPVEvt, addATCEvt, addATCReplaceEvt)
  route("api/consent", "routes/api/consent.ts"),
  route("api/facebook/:call", "routes/api/tracking-events.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // Assets and errors
  route("coperti/:file", "routes/cover-image.ts"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  // Also serves /recenzie-carte-{productUrl} and /rasfoieste-carte-{productUrl}: a route segment
  // cannot mix a fixed prefix with a parameter.
  route("*", "routes/prefixed-pages.tsx"),
] satisfies RouteConfig;
