import { useEffect, useId, useRef, useState } from "react";
import { CountBadge } from "~/components/ui/count-badge";
import { CoverThumb } from "~/components/ui/cover-thumb";
import { DialogHeader } from "~/components/ui/dialog-header";
import { PageLink } from "~/components/ui/page-link";
import { Price } from "~/components/ui/price";
import { useModalDialog } from "~/components/ui/use-modal-dialog";
import { bookHref } from "~/lib/paths";
import { PRODUCT_FORMS, plural } from "~/lib/plural";
import type { FavouriteItem } from "~/lib/stored-items";
import { removeStoredFavourite, useFavourites } from "../favourites-store";
import { useWishlistLoginMerge } from "../login-merge";
import { refreshPanelFavourites } from "../refresh-favourites";
import { HeartIcon } from "./heart-icon";

const LABEL = "Lista mea de favorite";

/** Spec section 2: "produs" for exactly one, "produse" otherwise (0 included, "de" from 20). */
export function productCount(count: number): string {
  return plural(count, PRODUCT_FORMS);
}

/** Puts a book in the cart: the cart's own, handed in where the header composes the two. */
export type AddToCart = (
  productId: number,
) => Promise<{ ok: true } | { ok: false; message: string }>;

/** The header's "Lista mea de favorite" button with its count, and the panel it opens. */
export function FavouritesButton({ addToCart }: { addToCart: AddToCart }) {
  const items = useFavourites();
  const { ref, open, show, close } = useModalDialog();
  const panelId = useId();
  const titleId = useId();
  // The header is on every page but the login's: the first page after a login merges the lists.
  useWishlistLoginMerge();

  useEffect(() => {
    if (open) void refreshPanelFavourites();
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${LABEL}, ${productCount(items.length)}`}
        className="relative flex items-center gap-1 rounded px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-100"
      >
        <HeartIcon />
        <span className="hidden desktop:inline" aria-hidden="true">
          {LABEL}
        </span>
        <CountBadge count={items.length} />
      </button>
      <dialog
        ref={ref}
        id={panelId}
        aria-labelledby={titleId}
        className="m-0 ml-auto h-full max-h-none w-full max-w-md overflow-y-auto bg-white p-0 shadow-xl backdrop:bg-black/40"
      >
        {/* Spec: the items exist only while the panel is visible. */}
        {open ? (
          <FavouritesPanelContent
            items={items}
            titleId={titleId}
            close={close}
            addToCart={addToCart}
          />
        ) : null}
      </dialog>
    </>
  );
}

function FavouritesPanelContent({
  items,
  titleId,
  close,
  addToCart,
}: {
  items: FavouriteItem[];
  titleId: string;
  close: () => void;
  addToCart: AddToCart;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const countLine = useRef<HTMLParagraphElement>(null);

  const addItemToCart = async (id: number) => {
    setBusyId(id);
    setFailure(null);
    const result = await addToCart(id);
    setBusyId(null);
    if (!result.ok) {
      setFailure({ id, message: result.message });
      return;
    }
    // The add-to-cart popup takes over.
    close();
  };

  const remove = async (id: number) => {
    // Spec section 4: a logged-in shopper's removal goes to the server first and happens here
    // only on success; a failure is not shown (spec section 8), the book simply stays.
    if (!(await removeStoredFavourite(id))) return;
    if (failure?.id === id) setFailure(null);
    // The pressed button is gone: keep focus inside the panel, on the (announced) new count.
    countLine.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <DialogHeader
        titleId={titleId}
        title={LABEL}
        closeLabel="Închide lista de favorite"
        onClose={close}
      />
      <p
        ref={countLine}
        tabIndex={-1}
        role="status"
        className="text-sm text-stone-700 focus:outline-none"
      >
        {productCount(items.length)}
      </p>
      {items.length === 0 ? (
        <p>Nu ai produse favorite.</p>
      ) : (
        <ul aria-label="Produse favorite" className="flex flex-col divide-y divide-stone-200">
          {items.map((item) => (
            <FavouriteRow
              key={item.id}
              item={item}
              busy={busyId === item.id}
              error={failure?.id === item.id ? failure.message : null}
              onAdd={() => addItemToCart(item.id)}
              onRemove={() => void remove(item.id)}
              onFollowLink={close}
            />
          ))}
        </ul>
      )}
      <PageLink
        to="/account/favourites"
        onClick={close}
        className="self-start font-semibold text-brand-700 underline"
      >
        Vezi toate produsele favorite
      </PageLink>
    </div>
  );
}

function FavouriteRow({
  item,
  busy,
  error,
  onAdd,
  onRemove,
  onFollowLink,
}: {
  item: FavouriteItem;
  busy: boolean;
  error: string | null;
  onAdd: () => void;
  onRemove: () => void;
  onFollowLink: () => void;
}) {
  const href = bookHref(item.url);
  return (
    <li className="flex gap-3 py-3">
      <CoverThumb src={item.mainImageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold leading-snug">
          {href ? (
            <PageLink to={href} onClick={onFollowLink} className="hover:underline">
              {item.title}
            </PageLink>
          ) : (
            item.title
          )}
        </p>
        {item.subtitle ? <p className="text-sm text-stone-600">{item.subtitle}</p> : null}
        <Price price={item.price} oldPrice={item.oldPrice} onCampaign={item.isEpicOffer === true} />
        <div className="mt-1 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onAdd}
            disabled={busy}
            aria-busy={busy}
            aria-label={`Adaugă în coș: ${item.title}`}
            className="rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Adaugă în coș
          </button>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Șterge din favorite: ${item.title}`}
            className="rounded border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-100"
          >
            Șterge
          </button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
