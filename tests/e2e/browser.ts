// Chromium from Debian (one for the run, started by global-setup.ts), driven by playwright-core;
// every page is checked for console errors (CSP violations, hydration errors) and can be audited
// with axe.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { CONSENT_COOKIE, formatConsentCookie } from "../../app/features/consent/consent-cookie";
import { SETTINGS } from "../../app/features/settings/settings.server";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const baseURL = () => inject("baseURL");

/**
 * The demo runs the wheel, the fortune cookie, the WOW offer and the day offers now, and they
 * open on the first scroll. A shopper who has seen them carries these first-time cookies; tests
 * of other things start so, and the campaign tests without them.
 */
const SEEN_CAMPAIGN_POPUPS = [
  "wheelOfFortuneFirstTime",
  "fortuneCookieFirstTime",
  "popupPriceWowFirstTime",
  "dayOfferPopupFirstTime",
];

/**
 * A visitor who answered the cookie banner with "Refuz" (necessary cookies only) under the
 * demo's policy version: tests of other things start so, the consent tests without it.
 */
export function necessaryOnlyConsent(baseUrl: string) {
  const value = formatConsentCookie({
    version: SETTINGS["consent.policy"].fallback.version,
    date: "2026-01-01T00:00:00.000Z",
    analytics: false,
    marketing: false,
    id: "e2e-necessary-only-visitor",
  });
  return { name: CONSENT_COOKIE, value, url: baseUrl };
}

/** Opens one browser per test file and a fresh context and page per test. */
export function setupBrowser(
  viewport = { width: 1280, height: 900 },
  options: {
    campaignPopups?: boolean;
    consentBanner?: boolean;
    deviceScaleFactor?: number;
    /** The shop the pages open (default: the shared e2e server). */
    shopURL?: () => string;
  } = {},
) {
  const shopURL = options.shopURL ?? baseURL;
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; errors: string[] };
  beforeAll(async () => {
    // The run's one Chromium (global-setup.ts); closing this connection leaves it running.
    state.browser = await chromium.connect(inject("browserEndpoint"));
  });
  beforeEach(async () => {
    state.errors = [];
    state.context = await state.browser.newContext({
      baseURL: shopURL(),
      viewport,
      locale: "ro-RO",
      deviceScaleFactor: options.deviceScaleFactor ?? 1,
    });
    if (!options.campaignPopups) {
      await state.context.addCookies(
        SEEN_CAMPAIGN_POPUPS.map((name) => ({ name, value: "1", url: shopURL() })),
      );
    }
    if (!options.consentBanner) await state.context.addCookies([necessaryOnlyConsent(shopURL())]);
    state.page = await state.context.newPage();
    state.page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text()))
        state.errors.push(message.text());
    });
    state.page.on("pageerror", (error) => state.errors.push(error.message));
  });
  afterEach(async () => {
    await state.context.close();
    expect(state.errors, "errors in the browser console").toEqual([]);
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

/**
 * Drops the console errors of refused forms: they answer 400, or 409 when the shop changed under
 * them (so they work without JavaScript), and Chromium logs each such answer as an error.
 */
export function forgiveRefusedForms(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (/status of 40[09]/.test(errors[i] ?? "")) errors.splice(i, 1);
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical accessibility violations of the current page. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a page checked again (after opening a popup) already has it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
      // Only the violations are read: axe skips writing up the passes and the rest (measured
      // 10–40 % off each run, 78 runs in the suite).
      resultTypes: ["violations"],
    });
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** The product page's own heart: a book of the same title may sit in the lists below it. */
export function pageHeart(
  page: Page,
  title: string,
  action: "Adaugă la" | "Elimină de la" = "Adaugă la",
) {
  return page.locator("main header").getByRole("button", { name: `${action} favorite: ${title}` });
}

/** The product page's own add button: the cards below may carry a book of the same title. */
export function pageAddToCart(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Preț și disponibilitate" })
    .getByRole("button", { name: `Adaugă în coș: ${title}`, exact: true });
}

/** The demo accounts' password (db/seed/data/customers.ts). */
export const DEMO_PASSWORD = "citesc-mult-2026";

/**
 * Opens the confirmation e-mail's link (`path`): it confirms nothing by itself, its page asks for
 * the account's password; logging in there confirms, and the account's page says so.
 */
export async function confirmThroughLink(
  page: Page,
  path: string,
  email: string,
  password: string,
) {
  await page.goto(path);
  await page.getByText("ca să îți confirmi adresa de e-mail", { exact: false }).waitFor();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Parola").fill(password);
  await page.getByRole("button", { name: "Intră în cont" }).click();
  await page.waitForURL(/\/account\/account\?confirmat=1$/);
  await page.getByText("Adresa de e-mail a fost confirmată").waitFor();
}

/** Logs in through /login and waits for the account's greeting. */
export async function logInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Parola").fill(password);
  await page.getByRole("button", { name: "Intră în cont" }).click();
  await page.waitForURL(/\/account\/account$/);
  await page.getByRole("heading", { level: 1, name: /^Bună, / }).waitFor();
}

/** Waits until React has hydrated the element: a click or a hover before that has no handler. */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))),
      { timeout: 10_000 },
    )
    .toBe(true);
  return element;
}
