// The fortune cookie (spec section 4): 0 → 1 (a word about luck) → 2 (the server draws a prize:
// its voucher and id go in cookies, confetti); the next click closes. With the prize cookie set
// it opens straight on the prize the server says the visitor won.
import { useEffect, useRef, useState } from "react";
import type { DrawResult, PopupCampaign } from "../types";
import { setCookie, setVoucherCookie } from "./campaign-cookies";
import { celebrate } from "./confetti";
import { FORTUNE_STEPS, nextHit } from "./hit-steps";
import { drawPrize, fetchPrizes } from "./prize-api";
import { PrizeMessage } from "./prize-message";
import { PromoDialog } from "./promo-dialog";
import {
  FIRST_TIME_COOKIE,
  FIRST_TIME_MAX_AGE_S,
  PRIZE_COOKIE,
  PRIZE_COOKIE_MAX_AGE_S,
} from "./widget-constants";

const DEFAULT_STEPS = [
  { h1: "Prăjitura norocului", p: "Apasă pe prăjitură și află ce noroc te așteaptă azi." },
  {
    h1: "Norocul îți surâde!",
    p: "Azi ai noroc la cărți. Mai apasă o dată și descoperă premiul din prăjitură.",
  },
  { h1: "Felicitări!", p: "" },
];
const ACTION = ["Deschide prăjitura", "Descoperă premiul", "Continuă cumpărăturile"];

export function FortuneCookiePopup({
  campaign,
  hasPrize,
  onDone,
}: {
  campaign: PopupCampaign;
  hasPrize: boolean;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [hits, setHits] = useState(0);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confettiRef = useRef<HTMLCanvasElement>(null);

  // Shown once per 6 hours.
  useEffect(() => setCookie(FIRST_TIME_COOKIE["fortune-cookie"], "1", FIRST_TIME_MAX_AGE_S), []);

  useEffect(() => {
    if (!hasPrize) return;
    let live = true;
    void fetchPrizes(campaign.slug).then((answer) => {
      if (!live || !answer.ok || !answer.data.won) return;
      setResult(answer.data.won);
      setHits(FORTUNE_STEPS.last);
    });
    return () => {
      live = false;
    };
  }, [hasPrize, campaign.slug]);

  async function hit() {
    if (busy) return;
    const outcome = nextHit(hits, FORTUNE_STEPS);
    if (outcome.type === "close") {
      setOpen(false);
      return;
    }
    if (!outcome.grant) {
      setHits(outcome.hits);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await drawPrize(campaign.slug);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    const draw = answer.data;
    if (draw.code) setVoucherCookie(draw.code);
    setCookie(PRIZE_COOKIE["fortune-cookie"], String(draw.prize.id), PRIZE_COOKIE_MAX_AGE_S);
    setResult(draw);
    setHits(outcome.hits);
    void celebrate(confettiRef.current);
  }

  const step = campaign.steps[hits]?.h1 ? campaign.steps[hits] : DEFAULT_STEPS[hits];
  return (
    <PromoDialog
      open={open}
      title={step?.h1 ?? "Prăjitura norocului"}
      onClosed={onDone}
      confettiRef={confettiRef}
    >
      <div className="mt-2 flex flex-col items-center gap-4 text-center">
        <div aria-live="polite" className="flex flex-col gap-3">
          {step?.p ? <p className="text-stone-800">{step.p}</p> : null}
          {result ? <PrizeMessage result={result} /> : null}
          {error ? (
            <p role="alert" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={hit}
          aria-disabled={busy}
          className="flex flex-col items-center gap-2 rounded-lg px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:opacity-60"
        >
          {result ? null : <CookieArt cracked={hits > 0} />}
          <span>{busy ? "Se deschide…" : ACTION[hits]}</span>
        </button>
      </div>
    </PromoDialog>
  );
}

function CookieArt({ cracked }: { cracked: boolean }) {
  return (
    <svg viewBox="0 0 120 80" aria-hidden="true" className="h-24 w-36">
      <path
        d="M8 60 C8 20 60 4 112 40 C96 70 40 76 8 60 Z"
        fill="#e9b66b"
        stroke="#93361a"
        strokeWidth="3"
      />
      <path d="M30 58 C44 36 70 30 92 42" fill="none" stroke="#93361a" strokeWidth="3" />
      {cracked ? (
        <path d="M58 30 L54 44 L62 50 L58 64" fill="none" stroke="#6e2914" strokeWidth="3" />
      ) : null}
    </svg>
  );
}
