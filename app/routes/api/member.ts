// The account over JSON (spec: the browser keeps the token as `user` and sends it as a Bearer):
// POST /api/member/login, POST /api/member/logout, GET /api/member/me.

import { sameOrigin } from "~/features/account/account-request.server";
import { logInBrowser } from "~/features/account/browser-login.server";
import { logOut } from "~/features/account/login.server";
import {
  clearSessionCookie,
  readSession,
  refreshedSessionCookie,
} from "~/features/account/sessions.server";
import { clearCheckoutCookie } from "~/features/checkout/checkout-token.server";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { secureCookies } from "~/lib/cookies.server";
import { NO_STORE } from "~/lib/http";
import { readJson } from "~/lib/request-body.server";
import { tooManyRequestsJson } from "~/lib/throttle.server";
import type { Route } from "./+types/member";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.call !== "me") return apiError(404, "not_found", "Adresa nu există în API.");
  const session = await readSession(context.db, request, new Date());
  if (!session) return apiError(401, "not_logged_in", "Sesiunea a expirat: intră din nou în cont.");
  const headers = new Headers(NO_STORE);
  const cookie = refreshedSessionCookie(request, session, { secure: secureCookies(context) });
  if (cookie) headers.set("Set-Cookie", cookie);
  return Response.json(
    { email: session.email, firstname: session.firstName, lastname: session.lastName },
    { headers },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST", "Folosește POST.");
  // Logging in or out sets the session cookie: only our own pages (or a client that sends no
  // Origin, not a browser) may ask, or another site could log a visitor into its own account.
  if (!sameOrigin(request)) {
    return apiError(403, "foreign_origin", "Cererea nu a venit de pe paginile magazinului.");
  }
  const now = new Date();
  if (params.call === "logout") {
    const session = await readSession(context.db, request, now);
    if (session) await logOut(context.db, session.tokenHash, now);
    const secure = secureCookies(context);
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", clearSessionCookie({ secure }));
    // A checkout begun before logging out holds the contact and address typed at step 1: the
    // next person at this browser does not get it.
    headers.append("Set-Cookie", clearCheckoutCookie({ secure }));
    // The account menu's form posted without JavaScript: a page to land on, not an empty 204.
    if (isFormPost(request)) {
      headers.set("Location", "/");
      return new Response(null, { status: 303, headers });
    }
    return new Response(null, { status: 204, headers });
  }
  if (params.call !== "login") return apiError(404, "not_found", "Adresa nu există în API.");
  const body = (await readJson(request)) as { email?: unknown; password?: unknown } | null;
  const email = typeof body?.email === "string" ? body.email : "";
  const password = typeof body?.password === "string" ? body.password : "";
  if (!email || !password) return apiError(400, "invalid_login", "Trimite { email, password }.");
  const result = await logInBrowser(context, request, { email, password }, now);
  if (!result.ok) {
    // The throttle's own answer: too_many_requests, with the wait in words and in Retry-After.
    if (result.reason === "throttled") return tooManyRequestsJson(result.retryAfterSeconds);
    return apiError(400, "invalid_login", "E-mailul sau parola nu sunt corecte.");
  }
  return Response.json(
    {
      user: result.token,
      email: result.customer.email,
      firstname: result.customer.firstName,
      expiresAt: result.expiresAt.toISOString(),
    },
    { headers: result.headers },
  );
}

const isFormPost = (request: Request) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(
    request.headers.get("Content-Type") ?? "",
  );
