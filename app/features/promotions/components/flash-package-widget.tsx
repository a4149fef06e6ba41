// The flash-package widget (spec section 4): a tab in the corner; opened, it runs 3 steps (each
// turns to success after 2 s), then "Vezi oferta" shows the pack, its books, its price and what
// it saves, with "Adaugă în coș". Minimising hides the content. Each move sends a tracking hit.
// The cart is reached through its window event (the promotions feature sits below the cart),
// which adds the product as fetched from POST /api/product/listofids and opens the cart popup.
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { Price } from "~/components/ui/price";
import { formatLei } from "~/lib/money";
import type { FlashHitAction, FlashOffer } from "../types";
import { fetchFlashOffer, sendFlashHit } from "./flash-api";
import {
  flashReducer,
  flashView,
  INITIAL_FLASH_STATE,
  nextTickDelay,
  stepsDone,
  visibleSteps,
} from "./flash-steps";

/** Spec section 7: other scripts (and this widget) add to the cart with this window event. */
const ADD_PRODUCT_EVENT = "addProductToCart";

const STEPS = [
  { running: "Alegem cele mai iubite cărți…", success: "Am ales cărțile pentru tine" },
  { running: "Le strângem într-un pachet…", success: "Pachetul este gata" },
  { running: "Calculăm reducerea…", success: "Reducerea a fost aplicată" },
] as const;

export function FlashPackageWidget() {
  const [offer, setOffer] = useState<FlashOffer | null>(null);
  const [state, dispatch] = useReducer(flashReducer, INITIAL_FLASH_STATE);
  const titleId = useId();
  const view = flashView(state);
  // The button pressed goes away with its view: focus follows to the new view (the panel's
  // heading, the offer's title, the tab), or a keyboard user is left on <body>.
  const tabRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const offerRef = useRef<HTMLParagraphElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const target = view === "collapsed" ? tabRef : view === "steps" ? headingRef : offerRef;
    target.current?.focus();
  }, [view]);

  useEffect(() => {
    const controller = new AbortController();
    fetchFlashOffer(controller.signal)
      .then(setOffer)
      .catch(() => setOffer(null));
    return () => controller.abort();
  }, []);

  const delay = nextTickDelay(state);
  const running = state.done;
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick", step: running }), delay);
    return () => window.clearTimeout(timer);
  }, [delay, running]);

  if (!offer) return null;
  const hit = (action: FlashHitAction) => sendFlashHit(action, offer.productId);

  if (view === "collapsed") {
    return (
      <button
        ref={tabRef}
        type="button"
        onClick={() => {
          dispatch({ type: "open" });
          hit("viewDetails");
        }}
        className="fixed bottom-[calc(1rem+var(--buy-bar-height,0px)+var(--consent-banner-height,0px))] left-4 z-30 flex flex-col items-start rounded-lg bg-amber-400 px-4 py-2 text-left text-stone-950 shadow-lg hover:bg-amber-300"
      >
        <span className="font-bold">Pachet flash</span>
        <span className="text-sm">Economisești {formatLei(offer.economy)} · Vezi detalii</span>
      </button>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="fixed bottom-[calc(1rem+var(--buy-bar-height,0px)+var(--consent-banner-height,0px))] left-4 z-30 flex max-h-[calc(100vh-2rem-var(--buy-bar-height,0px)-var(--consent-banner-height,0px))] w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 overflow-y-auto rounded-lg border border-stone-200 bg-white p-4 shadow-xl"
    >
      <header className="flex items-start justify-between gap-2">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
          Pachet flash
        </h2>
        <button
          type="button"
          onClick={() => {
            dispatch({ type: "minimize" });
            hit("minimize");
          }}
          aria-label="Minimizează oferta flash"
          className="rounded px-2 text-xl leading-none text-stone-600 hover:bg-stone-100"
        >
          <span aria-hidden="true">–</span>
        </button>
      </header>
      {view === "steps" ? (
        <>
          <ol aria-live="polite" className="flex flex-col gap-2">
            {visibleSteps(state).map((status, i) => {
              const step = STEPS[i];
              if (!step) return null;
              return (
                <li key={step.success} className="flex items-center gap-2 text-sm">
                  {status === "success" ? (
                    <span aria-hidden="true" className="font-bold text-green-700">
                      ✓
                    </span>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 animate-spin rounded-full border-2 border-stone-400 border-t-transparent motion-reduce:animate-none"
                    />
                  )}
                  <span className={status === "success" ? "text-green-800" : "text-stone-700"}>
                    {status === "success" ? step.success : step.running}
                  </span>
                </li>
              );
            })}
          </ol>
          {stepsDone(state) ? (
            <button
              type="button"
              onClick={() => {
                dispatch({ type: "view-offer" });
                hit("viewOffer");
              }}
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Vezi oferta
            </button>
          ) : null}
        </>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex gap-3">
            {offer.imageUrl ? (
              <img
                src={offer.imageUrl}
                alt=""
                width={96}
                height={144}
                className="h-36 w-24 rounded object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <p ref={offerRef} tabIndex={-1} className="font-semibold">
                {offer.title}
              </p>
              <Price price={offer.price} oldPrice={offer.oldPrice} promotion={offer.promotion} />
              {offer.economy > 0 ? (
                <p className="text-sm font-semibold text-green-800">
                  Economisești {formatLei(offer.economy)}
                </p>
              ) : null}
            </div>
          </div>
          {offer.products.length > 0 ? (
            <div>
              <p className="text-sm font-semibold">Pachetul conține:</p>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {offer.products.map((item) => (
                  <li key={item.title} className="flex items-center gap-2">
                    {item.imageUrl ? (
                      <img
                        src={item.imageUrl}
                        alt=""
                        width={24}
                        height={36}
                        className="h-9 w-6 rounded object-cover"
                      />
                    ) : null}
                    <span>{item.title}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <button
            type="button"
            onClick={() => {
              hit("addToCart");
              window.dispatchEvent(
                new CustomEvent(ADD_PRODUCT_EVENT, { detail: { productId: offer.productId } }),
              );
            }}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Adaugă în coș
          </button>
        </div>
      )}
    </section>
  );
}
