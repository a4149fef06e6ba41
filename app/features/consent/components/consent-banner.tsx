// The cookie banner (mounted once by the root layout): at the bottom of the page, not modal, with
// "Accept toate" and "Refuz" equally prominent and "Setări" for the preferences dialog. It shows
// until the visitor chooses, and again when the policy's version changes. Any element with
// `data-consent-open` (the footer's „Setări cookie-uri”, which is static HTML the page does not
// hydrate, and the cookie policy page's button) opens the preferences: one listener on the
// document serves them all.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { PageLink } from "~/components/ui/page-link";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { needsChoice, saveConsent, useConsentState } from "../consent-store";
import { ConsentPreferences } from "./consent-preferences";

/** The attribute of the buttons that open the preferences, wherever they are on the page. */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent-open";

/**
 * The banner's height, kept on <html> while it shows: app.css pads the page's scrolling by it
 * (scroll-padding-bottom on `html:has([data-consent-banner])`), so a focused control or a linked
 * field is never scrolled to a place under the banner.
 */
const BANNER_HEIGHT_PROPERTY = "--consent-banner-height";

// On a phone the three choices share one row (smaller text and padding): the banner takes less of
// a small screen, whose bottom it covers until the visitor chooses.
const CHOICE_BUTTON =
  "min-w-0 flex-1 rounded border-2 border-brand-700 bg-brand-700 px-2 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:min-w-28 sm:flex-none sm:px-3 sm:text-base";

export function ConsentBanner() {
  const state = useConsentState();
  const preferences = useModalDialog();
  const { show } = preferences;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [show]);

  const choose = async (all: boolean) => {
    setSaving(true);
    setError(null);
    const result = await saveConsent({ analytics: all, marketing: all });
    setSaving(false);
    if (!result.ok) setError(result.message);
  };

  const asking = needsChoice(state);
  const banner = useRef<HTMLElement>(null);
  // The page gets room below its end for the banner, so nothing stays hidden under it.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!asking || !element) return;
    const makeRoom = () => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
      document.documentElement.style.setProperty(
        BANNER_HEIGHT_PROPERTY,
        `${element.offsetHeight}px`,
      );
    };
    makeRoom();
    const observer = new ResizeObserver(makeRoom);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
      document.documentElement.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [asking]);

  return (
    <>
      {asking ? (
        <section
          ref={banner}
          aria-label="Cookie-uri"
          data-consent-banner=""
          className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-300 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.12)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <p className="text-sm text-stone-800 sm:flex-1">
              Folosim cookie-uri necesare pentru coș, cont și comenzi. Cu acordul tău folosim și
              cookie-uri de analiză și de marketing.{" "}
              <PageLink to="/politica-cookies" className="font-semibold text-brand-800 underline">
                Politica de cookie-uri
              </PageLink>
            </p>
            <div className="flex flex-wrap gap-2 sm:flex-nowrap">
              <button
                type="button"
                disabled={saving}
                onClick={() => void choose(true)}
                className={CHOICE_BUTTON}
              >
                Accept toate
              </button>
              <button
                type="button"
                disabled={saving}
                onClick={() => void choose(false)}
                className={CHOICE_BUTTON}
              >
                Refuz
              </button>
              <button
                type="button"
                onClick={show}
                aria-haspopup="dialog"
                className="rounded px-2 py-2 text-sm font-semibold text-brand-800 underline hover:bg-stone-100 sm:px-3 sm:text-base"
              >
                Setări
              </button>
            </div>
            {error ? (
              <p role="alert" className="text-sm font-semibold text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
      <ConsentPreferences
        dialogRef={preferences.ref}
        open={preferences.open}
        consent={state.consent ?? null}
        close={preferences.close}
      />
    </>
  );
}
