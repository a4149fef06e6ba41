import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { IconSprite } from "~/components/ui/icon-sprite";
import { PageLink } from "~/components/ui/page-link";
import { AddToCartPopupHost } from "~/features/cart/components/add-to-cart-popup-host";
import { ConsentBanner } from "~/features/consent/components/consent-banner";
import { CampaignWidgetsHost } from "~/features/promotions/components/campaign-widgets-host";
import { siteTitle } from "~/features/seo/meta";
import { TrackingHost } from "~/features/tracking/components/tracking-host";
import { ERROR_PAGE_MESSAGE, errorPageMessage, NOT_FOUND_TITLE } from "~/lib/http";
import type { Route } from "./+types/root";
import "./app.css";
import { ConnectionNotice } from "./components/layout/connection-notice";
import { FooterSlot } from "./components/layout/footer-slot";
import { LoadingBar } from "./components/layout/loading-bar";
import { LogoHeader } from "./components/layout/logo-header";
import { pageLayout } from "./components/layout/page-layout";
import { PageLinkNavigation } from "./components/layout/page-link-navigation";
import { ShopBookActions } from "./components/layout/shop-book-actions";
import { ShortFooter } from "./components/layout/short-footer";
import { SiteHeader } from "./components/layout/site-header";
import { TrustStrip } from "./components/layout/trust-strip";

export async function loader({ context }: Route.LoaderArgs) {
  return data({ store: context.store });
}

// Pages set their own headers (their routes' `headers`). An error page keeps the headers its
// thrown answer carried that say when to come back and how to cache it (a 429's Retry-After).
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const kept = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = errorHeaders?.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}

// The layout's data (the shop's name and contacts) does not change with the page.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const store = root?.store;
  // Spec, Layouts: the routes' handles choose (components/layout/page-layout.ts).
  const { name, bare, checkout, firstStep, noPopups } = pageLayout(useMatches());
  const full = name === "default";
  const minimal = name === "minimal" || name === "minimal-black";
  return (
    <html lang="ro">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#93361a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <IconSprite />
        <a
          href="#continut"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Sari la conținut
        </a>
        <LoadingBar />
        {full ? (
          <SiteHeader storeName={store?.name ?? "Coperta"} bare={bare} focused={firstStep} />
        ) : minimal ? (
          <LogoHeader storeName={store?.name ?? "Coperta"} dark={name === "minimal-black"} />
        ) : null}
        {store && full && !bare && !checkout ? <TrustStrip phone={store.phone} /> : null}
        <main id="continut" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
          <ShopBookActions>{children}</ShopBookActions>
        </main>
        {/* The full footer is kept, hidden, under the other layouts: the browser reads it from
            the first page it loads, for the pages it shows later without a reload. */}
        {store ? (
          full ? (
            <FooterSlot />
          ) : (
            <div hidden>
              <FooterSlot />
            </div>
          )
        ) : null}
        {store && minimal ? <ShortFooter store={store} dark={name === "minimal-black"} /> : null}
        {name === "empty" ? null : <AddToCartPopupHost />}
        {/* Campaign popups and the first-order box; none during checkout or on the account's
            pages, nor in the empty and black layouts. */}
        {noPopups || name === "empty" || name === "minimal-black" ? null : <CampaignWidgetsHost />}
        <PageLinkNavigation />
        <ConsentBanner />
        <TrackingHost />
        <ConnectionNotice />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        title={NOT_FOUND_TITLE}
        heading={NOT_FOUND_TITLE}
        message="Adresa pe care ai urmat-o nu există sau nu mai este disponibilă (o carte scoasă din catalog, un link greșit)."
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    return (
      <ErrorPage
        title="Prea multe cereri"
        heading="Prea multe cereri"
        message={errorPageMessage(error.status, error.data)}
      />
    );
  }
  // Never error.data as such: React Router's own answers (a 405 for a post to a page without an
  // action) carry English messages meant for developers.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? errorPageMessage(status, error.data)
    : ERROR_PAGE_MESSAGE;
  return <ErrorPage title="Eroare" heading={`Eroare ${status}`} message={message} />;
}

function ErrorPage({
  title,
  heading,
  message,
}: {
  title: string;
  heading: string;
  message: string;
}) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{siteTitle(title)}</title>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      <PageLink
        to="/"
        className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        Înapoi la prima pagină
      </PageLink>
    </section>
  );
}
