// Every /account/… page: the session or the login page (and back), the account's menu.
import { data, Outlet, useLocation, useNavigate } from "react-router";
import type { LayoutHandle } from "~/components/layout/page-layout";
import { requireCustomer } from "~/features/account/account-request.server";
import { logOut } from "~/features/account/components/account-menu";
import { refreshedSessionCookie } from "~/features/account/sessions.server";
import { secureCookies } from "~/lib/cookies.server";
import { NO_STORE } from "~/lib/http";
import type { Route } from "./+types/account-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const headers = new Headers(NO_STORE);
  // The cookie follows the session's expiry, which any request may have pushed (even one running
  // beside this one), so it is sent on every account page rather than only when this read pushed it.
  const cookie = refreshedSessionCookie(request, customer, { secure: secureCookies(context) });
  if (cookie) headers.append("Set-Cookie", cookie);
  return data(
    {
      firstName: customer.firstName,
      emailConfirmed: customer.emailConfirmed,
      email: customer.email,
      // Just confirmed, by logging in on the confirmation link's page (login.tsx).
      justConfirmed:
        customer.emailConfirmed && new URL(request.url).searchParams.get("confirmat") === "1",
      // A new link was just sent (account-confirmation-resend.ts).
      resent:
        !customer.emailConfirmed &&
        new URL(request.url).searchParams.get("confirmare") === "trimisa",
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(NO_STORE);
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

const LINKS = [
  { to: "/account/account", label: "Contul meu" },
  { to: "/account/orders", label: "Comenzile mele" },
  { to: "/account/Credit", label: "Credit" },
  { to: "/account/bonuses", label: "Puncte de fidelitate" },
  { to: "/account/loyalty-program", label: "Programul de fidelitate" },
  { to: "/account/Return", label: "Retururi" },
  { to: "/account/Vouchers", label: "Voucherele mele" },
  { to: "/account/Gifts", label: "Cadourile mele" },
  { to: "/produs-reviews", label: "Recenziile mele" },
  { to: "/account/favourites", label: "Favorite" },
  { to: "/account/personal", label: "Date personale" },
  { to: "/account/addresses", label: "Adresele mele" },
] as const;

/** Routes match paths regardless of case (/account/credit opens /account/Credit), so does this. */
function isCurrentLink(to: string, pathname: string): boolean {
  return pathname.replace(/\/+$/, "").toLowerCase() === to.toLowerCase();
}

/** No promo popups on the account's pages (page-layout.ts): they would take focus from its forms. */
export const handle: LayoutHandle = { quiet: true };

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="grid gap-8 md:grid-cols-[200px_1fr]">
      <nav aria-label="Contul meu" className="text-sm">
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {LINKS.map((link) => {
            const current = isCurrentLink(link.to, pathname);
            return (
              <li key={link.to}>
                <a
                  href={link.to}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded border-l-4 px-3 py-2 hover:bg-stone-100 ${current ? "border-brand-700 bg-brand-50 font-semibold text-brand-800" : "border-transparent"}`}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
          <li>
            <form
              method="post"
              action="/api/member/logout"
              onSubmit={async (event) => {
                event.preventDefault();
                await logOut();
                navigate("/");
              }}
            >
              <button
                type="submit"
                className="block w-full rounded px-3 py-2 text-left hover:bg-stone-100"
              >
                Ieșire
              </button>
            </form>
          </li>
        </ul>
      </nav>
      <div>
        {loaderData.justConfirmed ? (
          <p role="status" className="mb-4 rounded border border-green-700 bg-green-50 p-3 text-sm">
            Adresa de e-mail a fost confirmată. Comenzile făcute ca vizitator cu această adresă apar
            acum în cont.
          </p>
        ) : null}
        {loaderData.emailConfirmed ? null : (
          <div
            role="status"
            className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm"
          >
            <p>
              {loaderData.resent
                ? `Ți-am trimis un link nou la ${loaderData.email}. Deschide-l ca să confirmi adresa.`
                : `Confirmă adresa ${loaderData.email} din e-mailul pe care ți l-am trimis: apoi comenzile făcute ca vizitator cu această adresă apar aici.`}
            </p>
            <form method="post" action="/account/retrimite-confirmarea" className="mt-2">
              <button type="submit" className="font-semibold text-brand-700 underline">
                Nu a ajuns e-mailul? Trimite din nou linkul
              </button>
            </form>
          </div>
        )}
        <Outlet />
      </div>
    </div>
  );
}
