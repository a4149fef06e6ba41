// /account and any /account/… address the shop has no page for (spec section 2: an address with
// "account" in it leads a visitor without a session to the login page). Logged in, /account is
// the account's first page and an unknown address the 404 page.
import { redirect } from "react-router";
import { requireCustomer } from "~/features/account/account-request.server";
import { NO_STORE, notFound } from "~/lib/http";
import type { Route } from "./+types/account-fallback";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  if (/^\/account\/?$/.test(new URL(request.url).pathname)) {
    throw redirect("/account/account", { headers: NO_STORE });
  }
  throw notFound();
}

export function headers() {
  return NO_STORE;
}

/** Never shown: the loader always redirects or answers 404, which the root boundary renders. */
export default function AccountFallback() {
  return null;
}
