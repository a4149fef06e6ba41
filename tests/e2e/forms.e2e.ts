// The visitors' forms: a contact message reaches the shop's inbox, a flood of them is refused,
// and a newsletter subscription is confirmed and cancelled through the links of its e-mail (each
// opens a page that asks, whose button does it).
// Each test posts from an address of its own (X-Forwarded-For, trusted from the loopback proxy),
// so the throttles of this file never reach another file's tests on the shared server.
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { baseURL, seriousAxeViolations, setupBrowser } from "./browser";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();
const run = Date.now().toString(36);
/** The demo company's inbox for the contact form (db/seed/data/company.ts). */
const SHOP_INBOX = "contact@coperta.ro";

async function postFromOwnAddress() {
  const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  await browser.context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
}

/** Refused forms answer 400 or 429 (so they work without JavaScript): Chromium logs each one. */
function forgiveRefusedForms() {
  const { errors } = browser;
  for (let i = errors.length - 1; i >= 0; i--) {
    if (/status of (400|410|429)/.test(errors[i] ?? "")) errors.splice(i, 1);
  }
}

function linkIn(text: string, path: string): string {
  const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no ${path} link in the e-mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe("the contact page", () => {
  it("shows the company and sends a message to the shop's inbox", async () => {
    const { page } = browser;
    await postFromOwnAddress();
    await page.goto("/contact");
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    const company = page.getByRole("main").locator("address");
    await company.getByText("RO41235870").waitFor();
    await company.getByRole("link", { name: "021 310 45 67" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page.getByText("Scrie-ne cum te numești.").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const name = `Ioana Pop ${run}`;
    const email = `ioana.${run}@example.ro`;
    await page.getByLabel("Nume și prenume").fill(name);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Subiect").selectOption({ label: "Livrare" });
    await page.getByLabel("Numărul comenzii (opțional)").fill("100245");
    await page.getByLabel("Mesajul tău").fill("Bună ziua! Când ajunge coletul meu?");
    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page.getByRole("status").getByText("Mesajul tău a ajuns la noi").waitFor();
    expect(new URL(page.url()).search).toBe("?trimis=1");
    // The form starts empty again.
    expect(await page.getByLabel("Mesajul tău").inputValue()).toBe("");

    const sent = await waitForEmail(`Mesaj de contact: Livrare – ${name}`, SHOP_INBOX);
    expect(sent.text).toContain(`De la: ${name} <${email}>`);
    expect(sent.text).toContain("Comanda nr. 100245");
    expect(sent.text).toContain("Când ajunge coletul meu?");
    forgiveRefusedForms();
  });

  it("refuses a flood of messages from one address with the Romanian message", async () => {
    const { page, context } = browser;
    await postFromOwnAddress();
    for (let i = 0; i < 5; i++) {
      const answer = await context.request.post("/contact", {
        form: {
          name: "Robo Trimițător",
          email: `robo.${run}.${i}@example.ro`,
          subject: "altceva",
          orderNumber: "",
          message: `Mesajul numărul ${i}, trimis în grabă.`,
          website: "",
        },
      });
      expect(answer.status()).toBe(200);
    }
    await page.goto("/contact");
    await page.getByLabel("Nume și prenume").fill("Robo Trimițător");
    await page.getByLabel("E-mail", { exact: true }).fill(`robo.${run}@example.ro`);
    await page.getByLabel("Subiect").selectOption({ label: "Altceva" });
    await page.getByLabel("Mesajul tău").fill("Al șaselea mesaj din aceeași oră.");
    await page.getByRole("button", { name: "Trimite mesajul" }).click();
    await page
      .getByRole("alert")
      .getByText("Prea multe cereri. Încearcă din nou peste o oră.")
      .waitFor();
    // What was typed is still there.
    expect(await page.getByLabel("Mesajul tău").inputValue()).toBe(
      "Al șaselea mesaj din aceeași oră.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    forgiveRefusedForms();
  });
});

describe("the newsletter", () => {
  it("is confirmed through the e-mail's link and cancelled through its unsubscribe link", async () => {
    const { page } = browser;
    await postFromOwnAddress();
    const email = `abonat.${run}@example.ro`;
    await page.goto("/newsletter");
    await page.getByRole("heading", { level: 1, name: "Newsletter" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const consent = page.getByRole("checkbox", { name: /Sunt de acord să primesc/ });
    expect(await consent.isChecked()).toBe(false);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Abonează-mă" }).click();
    await page.getByText("Ca să te abonăm, bifează acordul.").first().waitFor();
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(email);

    await page.getByRole("checkbox", { name: /Sunt de acord să primesc/ }).check();
    await page.getByRole("button", { name: "Abonează-mă" }).click();
    await page.getByRole("status").getByText("îți trimitem acum un e-mail").waitFor();

    const confirmation = await waitForEmail("Confirmă abonarea la newsletterul Coperta", email);
    const confirmLink = linkIn(confirmation.text ?? "", "/newsletter/confirmare?token=");
    // Mail scanners fetch the link (the page, a HEAD, its data): none of that subscribes.
    const scanned = new URL(confirmLink, baseURL());
    const scannedData = new URL(scanned);
    scannedData.pathname = "/newsletter/confirmare.data";
    for (const [url, method] of [
      [scanned, "GET"],
      [scanned, "HEAD"],
      [scannedData, "GET"],
    ] as const) {
      const response = await fetch(url, { method });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
    await page.goto(confirmLink);
    await page.getByRole("heading", { level: 1, name: "Confirmă abonarea" }).waitFor();
    await page.getByText(`Vrei să primești newsletterul la ${email}?`).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirmă abonarea" }).click();
    await page.getByRole("heading", { level: 1, name: "Abonare confirmată" }).waitFor();
    await page.getByText(`De acum primești newsletterul la ${email}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The link works once.
    await page.goto(confirmLink);
    await page.getByRole("heading", { level: 1, name: "Linkul nu mai este valabil" }).waitFor();

    await page.goto(linkIn(confirmation.text ?? "", "/newsletter/dezabonare?"));
    await page.getByText(`Nu mai vrei să primești newsletterul la ${email}?`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Dezabonează-mă" }).click();
    await page.getByRole("status").getByText("Te-ai dezabonat.").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    forgiveRefusedForms();
  });
});
