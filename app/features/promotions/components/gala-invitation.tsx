// The gala invitation (spec section 2, promotional widgets): "Votează acum" leads to /voteaza.
// Once closed, in any way, it stays closed for good (localStorage popupVoteazaGalaClosed).
import { useState } from "react";
import { PageLink } from "~/components/ui/page-link";
import type { PopupCampaign } from "../types";
import { galaClosedFlag } from "./campaign-storage";
import { PromoDialog } from "./promo-dialog";

const dayFormat = new Intl.DateTimeFormat("ro-RO", {
  timeZone: "Europe/Bucharest",
  day: "numeric",
  month: "long",
});

function day(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

export function GalaInvitation({
  campaign,
  onDone,
}: {
  campaign: PopupCampaign;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(true);
  const start = day(campaign.startDate);
  // The lasting day is the one before the exclusive end.
  const end = day(
    campaign.endDate ? new Date(Date.parse(campaign.endDate) - 1).toISOString() : null,
  );
  // Forced by ?gala=1 before its window: the vote page shows the ballot the same way.
  const href = campaign.active ? "/voteaza" : "/voteaza?gala=1";
  return (
    <PromoDialog
      open={open}
      title={campaign.name || "Gala premiilor"}
      onClosed={() => {
        galaClosedFlag.set();
        onDone();
      }}
    >
      <div className="mt-2 flex flex-col items-center gap-4 text-center">
        <p className="text-stone-800">
          Alege cărțile anului! Votează în fiecare categorie cartea care ți-a plăcut cel mai mult.
        </p>
        {campaign.active && end ? (
          <p className="text-sm text-stone-600">Votul este deschis până pe {end}.</p>
        ) : !campaign.active && start ? (
          <p className="text-sm text-stone-600">Votul se deschide pe {start}.</p>
        ) : null}
        <PageLink
          to={href}
          onClick={() => setOpen(false)}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Votează acum
        </PageLink>
      </div>
    </PromoDialog>
  );
}
