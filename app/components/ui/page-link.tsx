// A link to a page of the shop. It renders a plain <a>: React Router's <Link> runs a dozen hooks
// per link, and a list page has over a hundred of them (measured: 14 % of the page's render).
// One listener at the root (components/layout/page-link-navigation.tsx) turns a click on any
// of them into a client-side navigation, as <Link> would, and prefetches on hover when asked.

import type { AnchorHTMLAttributes } from "react";

/** Marks the links the root's listener navigates to without reloading the document. */
export const PAGE_LINK_ATTRIBUTE = "data-page-link";
/** Marks those whose page is prefetched when the pointer or the focus rests on them. */
export const PREFETCH_ATTRIBUTE = "data-prefetch";

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute path of the shop ("/carte/…"), or a query ("?pagina=2") on the current page. */
  to: string;
  /** "intent": the page's code and data are fetched ahead when the link is hovered or focused. */
  prefetch?: "intent";
}

export function PageLink({ to, prefetch, ...props }: PageLinkProps) {
  return (
    <a
      href={to}
      {...{ [PAGE_LINK_ATTRIBUTE]: "" }}
      // As <Link> does: React Router learns the routes of the links on the page ahead of a click.
      data-discover="true"
      {...(prefetch ? { [PREFETCH_ATTRIBUTE]: prefetch } : {})}
      {...props}
    />
  );
}
