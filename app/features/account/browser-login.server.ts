// A login from a browser, as both the login page and `POST /api/member/login` make it: the
// browser's known-account mark read first (device-cookie.server.ts), and on success the session
// cookie and the mark renewed. The routes differ only in how they answer.
import type { AppLoadContext } from "react-router";
import { secureCookies } from "../../lib/cookies.server";
import { NO_STORE } from "../../lib/http";
import { clientKey } from "../../lib/throttle.server";
import { deviceCookie, knownDevice } from "./device-cookie.server";
import { type LogInResult, logIn } from "./login.server";
import { sessionCookie } from "./sessions.server";

/** The login's result; a successful one with the headers its answer carries. */
export type BrowserLogInResult =
  | Exclude<LogInResult, { ok: true }>
  | (Extract<LogInResult, { ok: true }> & { headers: Headers });

export async function logInBrowser(
  context: AppLoadContext,
  request: Request,
  credentials: { email: string; password: string },
  now: Date,
): Promise<BrowserLogInResult> {
  const device = await knownDevice(context.db, request, credentials.email);
  const result = await logIn(context.db, credentials, {
    now,
    clientKey: clientKey(context.clientAddress),
    userAgent: request.headers.get("User-Agent") ?? "",
    device,
  });
  if (!result.ok) return result;
  const secure = secureCookies(context);
  const headers = new Headers(NO_STORE);
  headers.append(
    "Set-Cookie",
    sessionCookie(result.token, { secure, expiresAt: result.expiresAt }),
  );
  headers.append(
    "Set-Cookie",
    await deviceCookie(context.db, credentials.email, { device, secure }),
  );
  return { ...result, headers };
}
