// Recording a visitor's cookie choice: a row of consent_records (the proof: which policy
// version, what was allowed, when), and the cookie that carries the choice to later requests.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../../db/client.server";
import { consentRecords } from "../../../db/schema-content";
import { readSetting } from "../settings/settings.server";
import {
  CONSENT_COOKIE,
  type Consent,
  consentFromCookies,
  formatConsentCookie,
} from "./consent-cookie";

export interface ConsentPolicy {
  version: string;
  maxAgeDays: number;
}

export function consentPolicy(db: Database): Promise<ConsentPolicy> {
  return readSetting(db, "consent.policy");
}

/** The choice the request's cookie holds, if it was given for `version`; else null. */
export function currentConsent(request: Request, version: string): Consent | null {
  const consent = consentFromCookies(request.headers.get("Cookie"));
  return consent && consent.version === version ? consent : null;
}

/** Whether the request's visitor accepted marketing under the current policy. */
export function marketingAllowed(request: Request, policy: ConsentPolicy): boolean {
  return currentConsent(request, policy.version)?.marketing === true;
}

/** What is stored of the cookie's id: its digest, so the table cannot be turned into cookies. */
export function visitorDigest(id: string): string {
  return createHash("sha256").update(`consent:${id}`).digest("base64url");
}

/**
 * Records a choice under the current policy and returns the cookie carrying it. The browser's
 * id is kept when it has one (any version), so later changes of one browser share a digest.
 */
export async function recordConsent(
  db: Database,
  request: Request,
  choice: { analytics: boolean; marketing: boolean },
  options: {
    secure: boolean;
    now?: Date;
    /** False: the cookie only, no record (a refusal past the client's throttle). */
    record?: boolean;
  },
): Promise<{ consent: Consent; setCookie: string }> {
  const policy = await consentPolicy(db);
  const now = options.now ?? new Date();
  const previous = consentFromCookies(request.headers.get("Cookie"));
  const consent: Consent = {
    version: policy.version,
    date: now.toISOString(),
    analytics: choice.analytics,
    marketing: choice.marketing,
    id: previous?.id ?? randomBytes(18).toString("base64url"),
  };
  if (options.record !== false) {
    await db.insert(consentRecords).values({
      visitor: visitorDigest(consent.id),
      version: consent.version,
      analytics: consent.analytics,
      marketing: consent.marketing,
      recordedAt: now,
    });
  }
  return {
    consent,
    setCookie: consentCookieHeader(consent, policy.maxAgeDays * 86_400, options.secure),
  };
}

/** Readable by the page's scripts (they decide what loads); SameSite=Lax like the shop's own. */
export function consentCookieHeader(consent: Consent, maxAgeSeconds: number, secure: boolean) {
  const parts = [
    `${CONSENT_COOKIE}=${formatConsentCookie(consent)}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The body of POST /api/consent: both choices, said explicitly. */
export function parseConsentChoice(
  body: unknown,
): { analytics: boolean; marketing: boolean } | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const { analytics, marketing, ...rest } = body as Record<string, unknown>;
  if (typeof analytics !== "boolean" || typeof marketing !== "boolean") return null;
  if (Object.keys(rest).length > 0) return null;
  return { analytics, marketing };
}
