// The visitor's cookie choice in the browser: read from the `coperta_consent` cookie, changed by
// asking the server to record a new one (POST /api/consent, which answers with the cookie), and
// the policy's current version with the configured trackers (GET /api/consent, fetched once per
// page load and kept by the browser's HTTP cache). Pages are rendered the same for everyone, so
// all of this happens after hydration.
import { useSyncExternalStore } from "react";
import {
  allows,
  CONSENT_COOKIE,
  type Consent,
  type ConsentCategory,
  cookieValue,
  parseConsentCookie,
} from "./consent-cookie";

export interface ConsentConfig {
  version: string;
  /** The trackers' public settings, read by the tracking feature. */
  trackers: unknown;
}

export interface ConsentState {
  /** undefined on the server and during hydration; null when the visitor has not chosen. */
  consent: Consent | null | undefined;
  /** null until GET /api/consent answered (or when it failed). */
  config: ConsentConfig | null;
}

const listeners = new Set<() => void>();
let rawCookie: string | null | undefined;
let state: ConsentState = { consent: undefined, config: null };
let configRequested = false;

function notify() {
  for (const listener of listeners) listener();
}

function snapshot(): ConsentState {
  const raw = cookieValue(document.cookie, CONSENT_COOKIE);
  if (raw !== rawCookie) {
    rawCookie = raw;
    state = { ...state, consent: parseConsentCookie(raw) };
  }
  return state;
}

function requestConfig() {
  if (configRequested) return;
  configRequested = true;
  fetch("/api/consent", { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const version = (body as { version?: unknown } | null)?.version;
      if (typeof version !== "string") return;
      state = {
        ...state,
        config: { version, trackers: (body as { trackers?: unknown }).trackers },
      };
      notify();
    })
    .catch(() => {
      // Without the policy's version a stored choice stands, and no tracker loads.
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  requestConfig();
  return () => listeners.delete(listener);
}

const serverState: ConsentState = { consent: undefined, config: null };

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, () => serverState);
}

/** Whether the banner must ask: no choice yet, or one given for an older policy. */
export function needsChoice({ consent, config }: ConsentState): boolean {
  if (consent === undefined) return false;
  if (consent === null) return true;
  return config !== null && consent.version !== config.version;
}

/** Whether a category may be used now: only once the policy's version is known and chosen. */
export function consentAllows({ consent, config }: ConsentState, category: ConsentCategory) {
  if (category === "necessary") return true;
  return consent !== undefined && config !== null && allows(consent, config.version, category);
}

export type SaveResult = { ok: true } | { ok: false; message: string };

const SAVE_FAILED = "Nu am putut salva alegerea. Verifică conexiunea și încearcă din nou.";

/** Asks the server to record the choice; its answer sets the cookie. */
export async function saveConsent(choice: {
  analytics: boolean;
  marketing: boolean;
}): Promise<SaveResult> {
  try {
    const response = await fetch("/api/consent", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(choice),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: unknown };
      } | null;
      const message = body?.error?.message;
      return { ok: false, message: typeof message === "string" ? message : SAVE_FAILED };
    }
    // The server recorded it under its current version, newer than a cached config may say.
    const body = (await response.json().catch(() => null)) as {
      consent?: { version?: unknown };
    } | null;
    const version = body?.consent?.version;
    if (typeof version === "string" && state.config && state.config.version !== version) {
      state = { ...state, config: { ...state.config, version } };
    }
  } catch {
    return { ok: false, message: SAVE_FAILED };
  }
  notify();
  return { ok: true };
}
