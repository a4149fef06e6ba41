// The one listener behind every PageLink: a plain left click on one navigates inside the app
// (no document reload), exactly when React Router's <Link> would; and a link marked for
// prefetching has its page's code and data fetched once the pointer or focus rests on it.

import { useEffect, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { PAGE_LINK_ATTRIBUTE, PREFETCH_ATTRIBUTE } from "~/components/ui/page-link";

/** As <PageLink prefetch="intent">: a pointer passing over a link does not fetch anything. */
const INTENT_DELAY_MS = 100;

function pageLinkOf(target: EventTarget | null, selector: string): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest(selector) : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** The link's path inside the app, or null when it leads elsewhere or opens another window. */
function inAppPath(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

export function PageLinkNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    const linkSelector = `a[${PAGE_LINK_ATTRIBUTE}]`;
    const prefetchSelector = `a[${PAGE_LINK_ATTRIBUTE}][${PREFETCH_ATTRIBUTE}]`;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = pageLinkOf(event.target, linkSelector);
      const path = anchor && inAppPath(anchor);
      if (!path) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(path, { replace: path === here });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onRest = (event: Event) => {
      const anchor = pageLinkOf(event.target, prefetchSelector);
      const path = anchor && inAppPath(anchor);
      if (!path) return;
      clearTimeout(timer);
      timer = setTimeout(() => setIntent(path.split("#")[0] ?? path), INTENT_DELAY_MS);
    };
    const onLeave = (event: Event) => {
      if (pageLinkOf(event.target, prefetchSelector)) clearTimeout(timer);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onRest);
    document.addEventListener("focusin", onRest);
    document.addEventListener("pointerout", onLeave);
    document.addEventListener("focusout", onLeave);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onRest);
      document.removeEventListener("focusin", onRest);
      document.removeEventListener("pointerout", onLeave);
      document.removeEventListener("focusout", onLeave);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
