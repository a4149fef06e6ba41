// The campaign widgets' loader, mounted once by the root layout. It is all a page ships until a
// campaign is on: after hydration it asks for the popup campaigns and the first-order settings,
// and only then loads (React.lazy) the widgets they call for. Popups open on the first scroll,
// one at a time; the next one waits for another scroll. The wedding promo also waits for the
// server's word on this visitor (GET /api/campaigns/wedding) before its chunk loads.
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import type { WeddingPromoView } from "../types";
import { galaClosedFlag, weddingClosedFlag } from "./campaign-storage";
import { isForced, planWidgets, type WidgetPlan } from "./campaign-visibility";
import { WidgetBoundary } from "./widget-boundary";
import { fetchFirstOrderSettings, fetchPopupCampaigns, fetchWeddingPromo } from "./widgets-api";

const loadSurprise = () => import("./surprise-popup");
const loadFortune = () => import("./fortune-cookie-popup");
const loadWheel = () => import("./prize-wheel");
// headbreaker and Konva come with it: only pages with a puzzle on load them.
const loadPuzzle = () => import("./puzzle-popup");
const loadGala = () => import("./gala-invitation");
const loadFlash = () => import("./flash-package-widget");
const loadWow = () => import("./wow-popup");
const loadDayOffer = () => import("./day-offer-popup");
const loadWedding = () => import("./wedding-promo");
const SurprisePopup = lazy(() => loadSurprise().then((m) => ({ default: m.SurprisePopup })));
const FortuneCookiePopup = lazy(() =>
  loadFortune().then((m) => ({ default: m.FortuneCookiePopup })),
);
const PrizeWheel = lazy(() => loadWheel().then((m) => ({ default: m.PrizeWheel })));
const PuzzlePopup = lazy(() => loadPuzzle().then((m) => ({ default: m.PuzzlePopup })));
const GalaInvitation = lazy(() => loadGala().then((m) => ({ default: m.GalaInvitation })));
const FlashPackageWidget = lazy(() => loadFlash().then((m) => ({ default: m.FlashPackageWidget })));
const WowPopup = lazy(() => loadWow().then((m) => ({ default: m.WowPopup })));
const DayOfferPopup = lazy(() => loadDayOffer().then((m) => ({ default: m.DayOfferPopup })));
const WeddingPromo = lazy(() => loadWedding().then((m) => ({ default: m.WeddingPromo })));
const FirstOrderBox = lazy(() =>
  import("./first-order-box").then((m) => ({ default: m.FirstOrderBox })),
);

const LOADERS = {
  surprise: loadSurprise,
  "fortune-cookie": loadFortune,
  wheel: loadWheel,
  puzzle: loadPuzzle,
  "gala-vote": loadGala,
  "flash-package": loadFlash,
  "wow-bestseller": loadWow,
  "day-offer": loadDayOffer,
  wedding: loadWedding,
};

/** The gala's own pages need no invitation to themselves. */
const GALA_PAGES = new Set(["/voteaza", "/am-votat", "/vote"]);

export function CampaignWidgets() {
  const [plans, setPlans] = useState<WidgetPlan[]>([]);
  const [firstOrderPercent, setFirstOrderPercent] = useState<number | null>(null);
  const [wedding, setWedding] = useState<WeddingPromoView | null>(null);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPopupCampaigns(controller.signal)
      .then((campaigns) => {
        const search = new URLSearchParams(location.search);
        const planned = planWidgets(campaigns, search, document.cookie, {
          hideGala: galaClosedFlag.isSet() || GALA_PAGES.has(location.pathname),
          hideWedding: weddingClosedFlag.isSet(),
        });
        // The wedding promo joins the queue only if the server says this visitor sees it.
        const weddingPlan = planned.find((plan) => plan.kind === "wedding");
        const next = planned.filter((plan) => plan !== weddingPlan);
        // Fetch the chunks while the shopper reads; they mount on scroll (a failure shows there).
        for (const kind of new Set(next.map((plan) => plan.kind))) LOADERS[kind]().catch(() => {});
        setPlans(next);
        if (!weddingPlan) return;
        const { campaign } = weddingPlan;
        fetchWeddingPromo(controller.signal, isForced(campaign, search) ? campaign.queryFlag : null)
          .then((answer) => {
            if (!answer.campaign) return;
            loadWedding().catch(() => {});
            setWedding(answer.campaign);
            setPlans((previous) => [...previous, weddingPlan]);
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.warn("wedding promo failed", error);
          });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("popup campaigns failed", error);
      });
    fetchFirstOrderSettings(controller.signal)
      .then((settings) => setFirstOrderPercent(settings.show ? settings.percent : null))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("settings failed", error);
      });
    return () => controller.abort();
  }, []);

  const waiting = plans.length > 0 && !scrolled;
  useEffect(() => {
    if (!waiting) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener("scroll", onScroll, { once: true, passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [waiting]);

  const finish = useCallback((slug: string) => {
    setDone((previous) => new Set(previous).add(slug));
    setScrolled(false);
  }, []);

  const turn = scrolled
    ? plans.find((plan) => plan.autoOpen && !done.has(plan.campaign.slug))
    : undefined;
  const wheel = plans.find((plan) => plan.kind === "wheel");
  // The wheel's tab stays once the first scroll showed it.
  const wheelShown = wheel !== undefined && (scrolled || done.size > 0);
  // So does the flash package's corner tab.
  const flash = plans.find((plan) => plan.kind === "flash-package");
  const flashShown = flash !== undefined && (scrolled || done.size > 0);
  return (
    <>
      {firstOrderPercent !== null ? (
        <Slot>
          <FirstOrderBox percent={firstOrderPercent} />
        </Slot>
      ) : null}
      {turn?.kind === "surprise" ? (
        <Slot key={turn.campaign.slug}>
          <SurprisePopup campaign={turn.campaign} onDone={() => finish(turn.campaign.slug)} />
        </Slot>
      ) : null}
      {turn?.kind === "fortune-cookie" ? (
        <Slot>
          <FortuneCookiePopup
            campaign={turn.campaign}
            hasPrize={turn.hasPrize}
            onDone={() => finish(turn.campaign.slug)}
          />
        </Slot>
      ) : null}
      {turn?.kind === "puzzle" ? (
        <Slot>
          <PuzzlePopup campaign={turn.campaign} onDone={() => finish(turn.campaign.slug)} />
        </Slot>
      ) : null}
      {turn?.kind === "gala-vote" ? (
        <Slot>
          <GalaInvitation campaign={turn.campaign} onDone={() => finish(turn.campaign.slug)} />
        </Slot>
      ) : null}
      {flashShown ? (
        <Slot>
          <FlashPackageWidget />
        </Slot>
      ) : null}
      {turn?.kind === "wow-bestseller" ? (
        <Slot>
          <WowPopup onDone={() => finish(turn.campaign.slug)} />
        </Slot>
      ) : null}
      {turn?.kind === "day-offer" ? (
        <Slot>
          <DayOfferPopup onDone={() => finish(turn.campaign.slug)} />
        </Slot>
      ) : null}
      {turn?.kind === "wedding" && wedding ? (
        <Slot>
          <WeddingPromo promo={wedding} onDone={() => finish(turn.campaign.slug)} />
        </Slot>
      ) : null}
      {wheel && wheelShown ? (
        <Slot>
          <PrizeWheel
            campaign={wheel.campaign}
            autoOpen={turn === wheel}
            onDone={() => finish(wheel.campaign.slug)}
          />
        </Slot>
      ) : null}
    </>
  );
}

/** Each widget loads and fails on its own: one arriving never hides another. */
function Slot({ children }: { children: ReactNode }) {
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </WidgetBoundary>
  );
}
