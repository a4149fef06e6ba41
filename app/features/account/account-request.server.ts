// What account pages and calls do first: the session, or the way to the login page (and back).
import { type AppLoadContext, redirect } from "react-router";
import { NO_STORE } from "../../lib/http";
import { localPath } from "../../lib/local-path";
import { readSession, type SessionCustomer } from "./sessions.server";

/** Where the login page sends the shopper back to: a path of this shop only. */
export function safeReturnPath(value: string | null | undefined): string {
  return localPath(value) ?? "/account/account";
}

/** The logged-in customer, or a redirect (thrown) to /login that comes back here afterwards. */
export async function requireCustomer(
  request: Request,
  context: AppLoadContext,
): Promise<SessionCustomer> {
  const session = await readSession(context.db, request, new Date());
  if (session) return session;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`/login?inapoi=${encodeURIComponent(back)}`, { headers: NO_STORE });
}

/**
 * Form posts that change something must come from our own pages: the session cookie is
 * SameSite=Lax already, and a browser's Origin header that names another site is refused too.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return origin === null;
  try {
    return (
      new URL(origin).host === new URL(request.url).host ||
      new URL(origin).host === request.headers.get("Host")
    );
  } catch {
    return false;
  }
}
