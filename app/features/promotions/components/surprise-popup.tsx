// Surprise popups (spec section 4): egg, heart, discount and cinema popups walk 0 → 1 → 2, the
// last step handing out the campaign's voucher (its name) for 6 hours with confetti; the
// ten-lei egg hands it out on the first click. A click after the last step closes the popup,
// and closing it, in any way, emits the toggle event (SURPRISE_TOGGLE_EVENT).
import { useRef, useState } from "react";
import { formatLei } from "~/lib/money";
import type { PopupCampaign } from "../types";
import { setVoucherCookie } from "./campaign-cookies";
import { CinemaChat } from "./cinema-chat";
import { celebrate } from "./confetti";
import { nextHit, surpriseSteps } from "./hit-steps";
import { PromoDialog } from "./promo-dialog";
import { SurpriseArt, VoucherBadge } from "./surprise-art";
import { emitSurpriseToggle } from "./surprise-toggle";
import { TEN_LEI_MIN_ORDER, TEN_LEI_VALUE } from "./widget-constants";

const DEFAULT_TITLE = "O surpriză pentru tine";

const ACTION_LABEL: Record<string, string> = {
  egg: "Sparge oul",
  heart: "Deschide inima",
  "ten-lei": "Adaugă voucherul în coș",
};

/** Spec: one variant notes that its extra discount applies by itself in the cart. */
const GRANTED_NOTE: Record<string, string> = {
  discount: "Reducerea suplimentară se aplică automat în coș.",
};

/** The ten-lei egg's texts when its campaign brings none (spec sections 4 and 9). */
const TEN_LEI_STEPS = [
  { h1: "Un ou cu 10 lei!", p: "Apasă pe ou și primești 10 lei reducere." },
  {
    h1: "Voucherul a fost adăugat în coș!",
    p: `Ai ${formatLei(TEN_LEI_VALUE)} reducere la comenzile de minimum ${formatLei(TEN_LEI_MIN_ORDER)}, din cărțile fără preț de campanie.`,
  },
];

export function SurprisePopup({
  campaign,
  onDone,
}: {
  campaign: PopupCampaign;
  onDone: () => void;
}) {
  const plan = surpriseSteps(campaign.variant);
  const variant = campaign.variant ?? "discount";
  const [open, setOpen] = useState(true);
  const [hits, setHits] = useState(0);
  const confettiRef = useRef<HTMLCanvasElement>(null);
  const granted = hits >= plan.grantAt;
  const steps =
    campaign.steps.length === 0 && variant === "ten-lei" ? TEN_LEI_STEPS : campaign.steps;
  const step = steps[hits] ?? steps.at(-1);

  function hit() {
    const outcome = nextHit(hits, plan);
    if (outcome.type === "close") {
      setOpen(false);
      return;
    }
    setHits(outcome.hits);
    if (outcome.grant) {
      setVoucherCookie(campaign.name);
      void celebrate(confettiRef.current);
    }
  }

  const note = granted ? GRANTED_NOTE[variant] : undefined;
  return (
    <PromoDialog
      open={open}
      title={step?.h1 || DEFAULT_TITLE}
      onClosed={() => {
        emitSurpriseToggle(window, { campaign: campaign.slug, open: false });
        onDone();
      }}
      confettiRef={confettiRef}
    >
      <div className="mt-2 flex flex-col items-center gap-4 text-center">
        <div aria-live="polite" className="flex flex-col gap-3">
          {step?.p ? <p className="text-stone-800">{step.p}</p> : null}
          {granted ? <VoucherBadge code={campaign.name} /> : null}
          {note ? <p className="text-sm font-semibold text-green-800">{note}</p> : null}
        </div>
        <button
          type="button"
          onClick={hit}
          className={
            granted
              ? "rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              : "flex flex-col items-center gap-2 rounded-lg p-2 font-semibold text-brand-800 hover:bg-brand-50"
          }
        >
          {granted ? null : <SurpriseArt variant={variant} opened={hits > 0} />}
          <span>
            {granted ? "Continuă cumpărăturile" : (ACTION_LABEL[variant] ?? "Descoperă surpriza")}
          </span>
        </button>
        {variant === "cinema" && campaign.chat.length > 0 ? (
          <div className="w-full text-left">
            <CinemaChat lines={campaign.chat} />
          </div>
        ) : null}
      </div>
    </PromoDialog>
  );
}
