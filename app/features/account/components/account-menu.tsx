// The header's "Contul meu" (spec, Top navigation). Logged out: "Intră în cont" and "Nu ai cont?
// Creează unul aici."; logged in: the greeting and the account's links, and "Ieșire". Drawn from
// browser storage only, so cached catalogue pages stay the same for everyone.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type DismissReason, useLightDismiss } from "~/components/ui/use-light-dismiss";
import { useScrollLock } from "~/components/ui/use-modal-dialog";
import { authHeaders, clearLogin, readLogin, useLogin } from "../login-state";

const ACCOUNT_LINKS = [
  { to: "/account/account", label: "Contul meu" },
  { to: "/account/orders", label: "Comenzile mele" },
  { to: "/account/bonuses", label: "Puncte de fidelitate" },
  { to: "/account/favourites", label: "Favorite" },
  { to: "/account/personal", label: "Date personale" },
] as const;

/** The panel's box: never wider than the screen, and never past its left edge at 320 px. */
const ACCOUNT_PANEL =
  "absolute right-2 z-40 mt-2 w-64 max-w-[calc(100vw-1rem)] break-words rounded border border-stone-200 bg-white p-4 text-sm shadow-lg sm:right-0";

export async function logOut(): Promise<void> {
  await fetch("/api/member/logout", { method: "POST", headers: authHeaders() }).catch(() => {});
  clearLogin();
}

export function AccountMenu({ icon }: { icon: React.ReactNode }) {
  const hydrated = useHydrated();
  const login = useLogin();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // A token the server no longer accepts (expired, revoked) is forgotten (spec: a 401 clears it).
  useEffect(() => {
    if (!readLogin()) return;
    fetch("/api/member/me", { headers: authHeaders() })
      .then((response) => {
        if (response.status === 401) clearLogin();
      })
      .catch(() => {});
  }, []);

  // A press outside or focus moving on closes the panel, so it never lingers over the page;
  // Escape also brings focus back to the button.
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === "escape") button.current?.focus();
  }, []);
  useLightDismiss(menu, open, dismiss);
  // Spec section 4: the account popup locks the page's scrolling on narrow screens, as the others.
  useScrollLock(open);

  const greeting = login ? `Bună, ${login.firstName || "cititorule"}!` : null;
  return (
    // Below 640 px the wrapper is not the panel's containing block: the panel then hangs from the
    // header's right edge, since from this button's place it would start left of the screen.
    <div ref={menu} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Contul meu"
        onClick={() => setOpen((value) => !value)}
        className="relative flex items-center gap-1 rounded px-2 py-1.5 text-sm hover:bg-stone-100"
      >
        {icon}
        <span className="hidden desktop:inline">Contul meu</span>
      </button>
      {open && hydrated ? (
        <div id={panelId} className={ACCOUNT_PANEL}>
          {login ? (
            <>
              <p className="mb-2 font-semibold">{greeting}</p>
              <ul className="flex flex-col gap-1">
                {ACCOUNT_LINKS.map((link) => (
                  <li key={link.to}>
                    <PageLink
                      to={link.to}
                      className="block rounded px-2 py-1 hover:bg-stone-100"
                      onClick={() => setOpen(false)}
                    >
                      {link.label}
                    </PageLink>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className="block w-full rounded px-2 py-1 text-left hover:bg-stone-100"
                    onClick={async () => {
                      setOpen(false);
                      await logOut();
                      navigate("/");
                    }}
                  >
                    Ieșire
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className="flex flex-col gap-2">
              <PageLink
                to="/login"
                className="rounded bg-brand-700 px-3 py-2 text-center font-semibold text-white"
                onClick={() => setOpen(false)}
              >
                Intră în cont
              </PageLink>
              <PageLink
                to="/login?register=1"
                className="text-brand-800 underline"
                onClick={() => setOpen(false)}
              >
                Nu ai cont? Creează unul aici.
              </PageLink>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
