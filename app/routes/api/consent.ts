// GET /api/consent: the cookie policy's current version (a stored choice for another version asks
// again) and the browser trackers the page may load once the visitor consents to their category.
// The same for everyone, so shared caches keep it.
// POST /api/consent `{ analytics, marketing }` (JSON): records the choice in consent_records and
// answers it with the `coperta_consent` cookie that carries it. Throttled per client, except a
// refusal, answered unrecorded past the limit.
import {
  consentPolicy,
  parseConsentChoice,
  recordConsent,
} from "~/features/consent/consent.server";
import { enabledTrackers, publicTrackers } from "~/features/tracking/trackers.server";
import { apiError, cachedJson, methodNotAllowed } from "~/lib/api.server";
import { secureCookies } from "~/lib/cookies.server";
import { NO_STORE } from "~/lib/http";
import { readJson } from "~/lib/request-body.server";
import { clientKey, countHit, tooManyRequestsJson } from "~/lib/throttle.server";
import { THROTTLE_RULES } from "~/lib/throttle-rules";
import type { Route } from "./+types/consent";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [policy, trackers] = await Promise.all([
    consentPolicy(context.db),
    enabledTrackers(context.db),
  ]);
  return cachedJson(
    request,
    { version: policy.version, trackers: publicTrackers(trackers) },
    "public, max-age=300",
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST", "Folosește POST.");
  // readJson refuses anything not sent as JSON: a form of another site cannot send JSON without
  // the browser asking us first (CORS), which we never allow, so nobody else consents for a visitor.
  const choice = parseConsentChoice(await readJson(request));
  if (!choice) {
    return apiError(
      400,
      "invalid_consent",
      "Alegerea trebuie să conțină analytics și marketing, fiecare true sau false.",
    );
  }
  const verdict = await countHit(context.db, THROTTLE_RULES.consentPerClient, [
    clientKey(context.clientAddress),
  ]);
  const refusal = !choice.analytics && !choice.marketing;
  // Consent needs its record as proof; a refusal needs none, so past the client's limit it is
  // answered unrecorded, and a visitor behind a busy shared address can always close the banner.
  if (!verdict.allowed && !refusal) return tooManyRequestsJson(verdict.retryAfterSeconds);
  const { consent, setCookie } = await recordConsent(context.db, request, choice, {
    secure: secureCookies(context),
    record: verdict.allowed,
  });
  return Response.json(
    {
      consent: {
        version: consent.version,
        date: consent.date,
        analytics: consent.analytics,
        marketing: consent.marketing,
      },
    },
    { headers: { ...NO_STORE, "Set-Cookie": setCookie } },
  );
}
