// The wedding promo (spec sections 7 and 9), mounted only once the server said this visitor sees
// it. It announces books, not a discount: the shop grants none for it. Closed in any way, it
// stays closed for the browser's session (sessionStorage).
import { useState } from "react";
import { PageLink } from "~/components/ui/page-link";
import type { WeddingPromoView } from "../types";
import { weddingClosedFlag } from "./campaign-storage";
import { PromoDialog } from "./promo-dialog";

export function WeddingPromo({ promo, onDone }: { promo: WeddingPromoView; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <PromoDialog
      open={open}
      title={promo.title}
      onClosed={() => {
        weddingClosedFlag.set();
        onDone();
      }}
    >
      <div className="mt-2 flex flex-col items-center gap-4 text-center">
        <p className="text-stone-800">{promo.text}</p>
        {promo.link ? (
          <PageLink
            to={promo.link}
            onClick={() => setOpen(false)}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Vezi cărțile
          </PageLink>
        ) : (
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Continuă cumpărăturile
          </button>
        )}
      </div>
    </PromoDialog>
  );
}
