import { useEffect, useState } from "react";
import { PageLink } from "~/components/ui/page-link";
import { AccountMenu } from "~/features/account/components/account-menu";
import { ADD_TO_CART_MESSAGES, addToCart } from "~/features/cart/cart-store";
import { CartButton } from "~/features/cart/components/cart-button";
import {
  type AddToCart,
  FavouritesButton,
} from "~/features/favourites/components/favourites-panel";
import { MobileSearch } from "~/features/search/components/mobile-search";
import { SearchBox } from "~/features/search/components/search-box";
import { CategoryMenu } from "./category-menu";
import { Logo } from "./logo";

/** The favourites panel's "Adaugă în coș": the cart's add, with the cart's messages. */
const addFavouriteToCart: AddToCart = async (productId) => {
  const result = await addToCart(productId);
  return result.ok ? { ok: true } : { ok: false, message: ADD_TO_CART_MESSAGES[result.reason] };
};

/** Past this scroll depth the navigation sticks to the top (spec: 450 px). */
export const STICKY_NAV_AFTER_PX = 450;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

export function SiteHeader({
  storeName,
  bare = false,
  focused = false,
}: {
  storeName: string;
  bare?: boolean;
  /** The first checkout step: no search and no favourites to wander off to. */
  focused?: boolean;
}) {
  const sticky = useScrolledPast(STICKY_NAV_AFTER_PX);
  if (bare) {
    return (
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <PageLink to="/" className="inline-block" aria-label={`${storeName} — prima pagină`}>
            <Logo name={storeName} />
          </PageLink>
        </div>
      </header>
    );
  }
  return (
    // Sticky, not fixed: the bar keeps its own place in the flow at whatever height it wraps to
    // (109 px on a phone, 63 px on desktop), so nothing has to guess that height and no content
    // slides under it. It is a child of <body>, which spans the page, so it sticks all the way.
    <header
      className={`z-30 w-full border-b border-stone-200 bg-white ${sticky ? "sticky top-0 shadow-md" : "relative"}`}
      data-sticky={sticky ? "true" : "false"}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 desktop:flex-nowrap">
        <CategoryMenu />
        <PageLink to="/" className="shrink-0" aria-label={`${storeName} — prima pagină`}>
          <Logo name={storeName} />
        </PageLink>
        {focused ? null : (
          <SearchBox className="hidden desktop:mx-6 desktop:block desktop:flex-1" />
        )}
        <nav aria-label="Contul și coșul" className="ml-auto flex items-center gap-1">
          {focused ? null : <MobileSearch />}
          <AccountMenu icon={<UserIcon />} />
          {focused ? null : <FavouritesButton addToCart={addFavouriteToCart} />}
          <CartButton />
        </nav>
      </div>
    </header>
  );
}

const iconProps = {
  width: 22,
  height: 22,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
} as const;

function UserIcon() {
  return (
    <svg {...iconProps} aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}
