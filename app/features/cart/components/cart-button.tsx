import { CountBadge } from "~/components/ui/count-badge";
import { PageLink } from "~/components/ui/page-link";
import { PRODUCT_FORMS, plural } from "~/lib/plural";
import { useCartCount } from "../cart-store";

/** The header's "Coșul meu" (the spec writes "Coșul meu", without diacritics): the cart page, with the item count. */
export function CartButton() {
  const count = useCartCount();
  return (
    <PageLink
      to="/cos/produse"
      className="relative flex items-center gap-1 rounded px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-100"
      aria-label={`Coșul meu, ${plural(count, PRODUCT_FORMS)}`}
    >
      <CartIcon />
      <span className="hidden desktop:inline" aria-hidden="true">
        Coșul meu
      </span>
      <CountBadge count={count} />
    </PageLink>
  );
}

function CartIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M3 4h2l2.5 11h11L21 8H6.5" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}
