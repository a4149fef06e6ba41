// The prize wheel (spec section 4): "before" until the wheel stops, then "after". The server
// draws; the wheel turns for 5 s onto the drawn segment (at once with reduced motion). "Try
// again" stores nothing and lets the visitor spin again; any other prize stores its voucher and
// id and replaces the wheel with the prize. With the prize cookie the page starts "after",
// closed: the side tab (or the toggle event) opens it on the prize.
import { useEffect, useRef, useState } from "react";
import type { DrawResult, PopupCampaign, PrizeView } from "../types";
import { setCookie, setVoucherCookie } from "./campaign-cookies";
import { celebrate } from "./confetti";
import { drawPrize, fetchPrizes } from "./prize-api";
import { PrizeMessage } from "./prize-message";
import { PromoDialog } from "./promo-dialog";
import { plainText, wheelRotation } from "./wheel-geometry";
import { WheelGraphic } from "./wheel-graphic";
import {
  FIRST_TIME_COOKIE,
  FIRST_TIME_MAX_AGE_S,
  PRIZE_COOKIE,
  PRIZE_COOKIE_MAX_AGE_S,
  WHEEL_SPIN_MS,
  WHEEL_TOGGLE_EVENT,
  WHEEL_TURNS,
} from "./widget-constants";

type Phase = "loading" | "before" | "spinning" | "after" | "unavailable";

// The spec's "prize id 2" is the old site's row id; here the prize's own row says it (`retry`),
// so a prize stored in slot 2 is a prize like any other.
const isRetry = (draw: DrawResult) => draw.retry;

export function PrizeWheel({
  campaign,
  autoOpen,
  onDone,
}: {
  campaign: PopupCampaign;
  autoOpen: boolean;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>("loading");
  const [prizes, setPrizes] = useState<PrizeView[]>([]);
  const [rotation, setRotation] = useState(0);
  const [spinMs, setSpinMs] = useState(0);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const confettiRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let live = true;
    void fetchPrizes(campaign.slug).then((answer) => {
      if (!live) return;
      if (!answer.ok || answer.data.prizes.length === 0) {
        setPhase("unavailable");
        setError(answer.ok ? "Roata nu este disponibilă acum." : answer.message);
        return;
      }
      setPrizes(answer.data.prizes);
      const won = answer.data.won;
      if (won && !isRetry(won)) setResult(won);
      setPhase(won && !isRetry(won) ? "after" : "before");
    });
    return () => {
      live = false;
    };
  }, [campaign.slug]);

  useEffect(() => {
    if (!autoOpen) return;
    setCookie(FIRST_TIME_COOKIE.wheel, "1", FIRST_TIME_MAX_AGE_S);
    setOpen(true);
  }, [autoOpen]);

  useEffect(() => {
    const toggle = () => setOpen((current) => !current);
    window.addEventListener(WHEEL_TOGGLE_EVENT, toggle);
    return () => {
      window.removeEventListener(WHEEL_TOGGLE_EVENT, toggle);
      window.clearTimeout(timer.current);
    };
  }, []);

  function land(draw: DrawResult) {
    setResult(draw);
    if (isRetry(draw)) {
      setPhase("before");
      return;
    }
    if (draw.code) setVoucherCookie(draw.code);
    setCookie(PRIZE_COOKIE.wheel, String(draw.prize.id), PRIZE_COOKIE_MAX_AGE_S);
    setPhase("after");
    void celebrate(confettiRef.current);
  }

  async function spin() {
    if (phase !== "before") return;
    setPhase("spinning");
    setError(null);
    setResult(null);
    const answer = await drawPrize(campaign.slug);
    if (!answer.ok) {
      setError(answer.message);
      setPhase("before");
      return;
    }
    const draw = answer.data;
    const index = Math.max(
      0,
      prizes.findIndex((prize) => prize.id === draw.prize.id),
    );
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const ms = still ? 0 : WHEEL_SPIN_MS;
    setSpinMs(ms);
    setRotation((current) => wheelRotation(index, prizes.length, current, still ? 0 : WHEEL_TURNS));
    timer.current = window.setTimeout(() => land(draw), ms);
  }

  function closed() {
    setOpen(false);
    if (autoOpen) onDone();
  }

  const busy = phase !== "before";
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed right-0 bottom-[calc(6rem+var(--buy-bar-height,0px)+var(--consent-banner-height,0px))] z-30 rounded-l-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        Roata norocului
      </button>
      <PromoDialog
        open={open}
        title={phase === "after" && result?.code ? "Felicitări!" : "Roata norocului"}
        onClosed={closed}
        confettiRef={confettiRef}
      >
        <div className="mt-2 flex flex-col items-center gap-4 text-center">
          {phase === "after" && result ? (
            <PrizeMessage result={result} />
          ) : phase === "unavailable" ? null : (
            <>
              <WheelGraphic prizes={prizes} rotation={rotation} spinMs={spinMs} />
              <ul aria-label="Premiile roții" className="sr-only">
                {prizes.map((prize) => (
                  <li key={prize.id}>{plainText(prize.name)}</li>
                ))}
              </ul>
            </>
          )}
          <div aria-live="polite">
            {phase === "spinning" ? <p>Roata se învârte…</p> : null}
            {phase === "before" && result ? <PrizeMessage result={result} /> : null}
            {error ? <p className="text-sm text-red-800">{error}</p> : null}
          </div>
          {phase === "after" ? (
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Continuă cumpărăturile
            </button>
          ) : phase === "unavailable" ? null : (
            <button
              type="button"
              onClick={spin}
              aria-disabled={busy}
              className="rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
            >
              Învârte roata
            </button>
          )}
        </div>
      </PromoDialog>
    </>
  );
}
