// Gift vouchers and gift books in Chromium: a 100 lei voucher bought at /vouchercadou goes through
// the cart and a card payment, its code reaches the recipient's inbox and takes 100 lei off
// another order at step 3; /alege puts the chosen gift book in the cart at 0 lei. Axe on both.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, formatCalendarDate, todayInShop } from "../../app/lib/dates";
import { forgiveRefusedForms, pageAddToCart, seriousAxeViolations, setupBrowser } from "./browser";
import {
  buyableBook,
  chooseMethods,
  continueToMethods,
  fillDetails,
  type Listed,
  openBook,
  placeOrder,
  shopper,
} from "./checkout-steps";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();

/** "1.234,56 lei" → bani. */
function bani(text: string | null): number {
  const match = /([\d.]+),(\d\d)\s*lei/.exec(text ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replaceAll(".", "")) * 100 + Number(match[2]);
}

/** The value a totals list (<dl>) shows for `label`. */
const amountOf = (scope: Page | Locator, label: string) =>
  scope
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator("xpath=following-sibling::dd[1]");

async function addBook(page: Page, book: Listed) {
  await openBook(page, book);
  await pageAddToCart(page, book.title).click();
  await page.getByRole("dialog", { name: "Produsul a fost adăugat în coș" }).waitFor();
}

describe("a gift voucher", () => {
  it("is bought, paid by card, e-mailed with its code, and takes 100 lei off another order", async () => {
    const { page } = browser;
    const recipient = `maria.${Date.now()}@exemplu.ro`;
    await page.goto("/vouchercadou");
    await page.getByRole("heading", { level: 1, name: "Voucher cadou" }).waitFor();
    expect(await seriousAxeViolations(page), "/vouchercadou").toEqual([]);

    // A wrong field is told next to it; the rest stays filled in.
    await page.getByRole("radio", { name: "100 de lei", exact: true }).check();
    await page.getByLabel("Numele destinatarului").fill("Maria Ionescu");
    await page.getByLabel("E-mailul destinatarului").fill("maria@");
    await page.getByLabel("Numele tău").fill("Ioana");
    await page.getByLabel("Mesaj pentru destinatar (opțional)").fill("La mulți ani!");
    await page.getByRole("button", { name: "Adaugă voucherul în coș" }).click();
    await page
      .getByText("Scrie adresa de e-mail a destinatarului, de exemplu nume@exemplu.ro.")
      .first()
      .waitFor();
    forgiveRefusedForms(browser.errors);
    await page.getByLabel("E-mailul destinatarului").fill(recipient);
    await page.getByRole("button", { name: "Adaugă voucherul în coș" }).click();
    await page.getByText("Voucherul cadou a fost adăugat în coș.").waitFor();
    await page.getByRole("link", { name: "Mergi la coș" }).click();

    await page.waitForURL(/\/cos\/produse$/);
    const line = page.getByTestId("cart-gift-card");
    await line.getByText("Voucher cadou de 100,00 lei").waitFor();
    await line.getByText(`Pentru Maria Ionescu (${recipient}), de la Ioana`).waitFor();
    await expect.poll(async () => bani(await amountOf(page, "Total").textContent())).toBe(10_000);
    await page.getByRole("button", { name: "Finalizează comanda" }).click();
    await page.waitForURL(/\/cos\/detalii-comanda$/);
    await fillDetails(page, shopper("cadou"));
    await continueToMethods(page);
    // Nothing to ship: every delivery is free, and no courier collects cash.
    expect(
      await page.getByRole("radio", { name: /^Ramburs/ }).isDisabled(),
      "cash on delivery refused",
    ).toBe(true);
    await chooseMethods(page, "Card online");
    await page
      .getByText(`Pentru Maria Ionescu (${recipient}); îl trimitem pe e-mail după plată.`)
      .waitFor();
    await placeOrder(page);

    await page.waitForURL(/\/order-payment\//);
    await page.getByRole("button", { name: "Plătește cu cardul" }).click();
    await page.waitForURL(/\/plata-test\//);
    await page.getByRole("button", { name: "Aprobă plata" }).click();
    await page.waitForURL(/\/order-confirmation\//);
    await page.getByText(/^Am primit plata de [\d.,]+ lei\. Mulțumim!$/).waitFor();
    await page.getByText("Voucher cadou de 100,00 lei").waitFor();

    const email = await waitForEmail("Ioana ți-a trimis un voucher cadou de 100,00 lei", recipient);
    expect(email.text).toContain("„La mulți ani!”");
    const code = /Codul voucherului: (CADOU-[A-Z0-9-]+)/.exec(email.text ?? "")?.[1];
    if (!code) throw new Error("no code in the e-mail");

    // Another order, of more than 100 lei of books: the code takes 100 lei off at step 3.
    const book = await buyableBook(page, 6);
    await addBook(page, book);
    await page.goto("/cos/produse");
    const bookLine = page.getByTestId("cart-line").first();
    const price = bani(await bookLine.locator("p.font-bold").last().textContent());
    const copies = Math.ceil(10_000 / price);
    const quantity = bookLine.getByRole("spinbutton", { name: "Cantitate", exact: true });
    await quantity.fill(String(copies));
    await quantity.press("Enter");
    await expect
      .poll(async () => bani(await amountOf(page, "Subtotal").textContent()))
      .toBe(price * copies);
    await page.getByRole("button", { name: "Finalizează comanda" }).click();
    await page.waitForURL(/\/cos\/detalii-comanda$/);
    await fillDetails(page, { ...shopper("cod-cadou"), email: recipient });
    await continueToMethods(page);
    await chooseMethods(page, "Ramburs");
    await page.getByLabel("Ai un voucher?").fill(code);
    await page.getByRole("button", { name: "Aplică" }).click();
    await page.getByText(`Voucherul ${code}: 100,00 lei reducere.`).waitFor();
    const summary = page.getByRole("complementary", { name: "Sumarul comenzii" });
    expect(await amountOf(summary, "Reducere").textContent()).toBe("−100,00 lei");
  });

  it("can wait for a day the buyer chooses, and the cart and the last step say which", async () => {
    const { page } = browser;
    const day = addDays(todayInShop(), 10);
    const spelled = formatCalendarDate(day);
    await page.goto("/vouchercadou");
    await page.getByRole("radio", { name: "50 de lei", exact: true }).check();
    await page.getByLabel("Numele destinatarului").fill("Andrei Pop");
    await page.getByLabel("E-mailul destinatarului").fill(`andrei.${Date.now()}@exemplu.ro`);
    // A day too far ahead is refused next to the field.
    const sendOn = page.getByLabel("Ziua în care primește voucherul (opțional)");
    await sendOn.fill(addDays(todayInShop(), 400));
    await page.getByLabel("Numele tău").fill("Ioana");
    await page.getByRole("button", { name: "Adaugă voucherul în coș" }).click();
    await page
      .getByText(/^Alege o zi de azi până pe /)
      .first()
      .waitFor();
    forgiveRefusedForms(browser.errors);
    await sendOn.fill(day);
    await page.getByRole("button", { name: "Adaugă voucherul în coș" }).click();
    await page
      .getByText(
        `Îi trimitem codul pe e-mail pe ${spelled}, dimineața, dacă plătești comanda până atunci.`,
      )
      .waitFor();
    await page.getByRole("link", { name: "Mergi la coș" }).click();
    await page.waitForURL(/\/cos\/produse$/);
    await page
      .getByTestId("cart-gift-card")
      .getByText(`Se trimite pe e-mail destinatarului pe ${spelled}, dimineața`)
      .waitFor();
    await page.getByRole("button", { name: "Finalizează comanda" }).click();
    await page.waitForURL(/\/cos\/detalii-comanda$/);
    await fillDetails(page, shopper("cadou-zi"));
    await continueToMethods(page);
    await chooseMethods(page, "Card online");
    await page.getByText(new RegExp(`îl trimitem pe e-mail pe ${spelled}, dimineața`)).waitFor();
  });
});

describe("choosing a gift book", () => {
  it("/alege puts the chosen book in the cart at 0 lei; without a grant it says so", async () => {
    const { page } = browser;
    await page.goto("/alege");
    await page.getByText("Nu ai un voucher care să-ți ofere o carte cadou de ales.").waitFor();
    await page.getByRole("link", { name: "Înapoi la coș" }).waitFor();
    expect(await seriousAxeViolations(page), "/alege without a grant").toEqual([]);

    await addBook(page, await buyableBook(page, 7));
    await page.goto("/GiftsToChoose/Choose?cod=CARTECADOU");
    const choices = page.getByRole("group", { name: "Alege cartea cadou" });
    await choices.waitFor();
    expect(await seriousAxeViolations(page), "/alege").toEqual([]);
    const second = choices.getByRole("radio").nth(1);
    const title =
      (await choices.locator("label").nth(1).locator("span.font-semibold").first().textContent()) ??
      "";
    await second.check();
    await page.getByRole("button", { name: "Adaugă cartea cadou în coș" }).click();
    await page.getByText("Felicitări! Cartea cadou a fost adăugată în coș!").waitFor();
    await page.getByText(/^Transportul este gratuit pentru comenzile de cel puțin/).waitFor();

    await page.getByRole("link", { name: "Mergi la coș" }).click();
    await page.waitForURL(/\/cos\/produse$/);
    const gift = page.getByTestId("cart-gift-book");
    await gift.getByText(title, { exact: true }).waitFor();
    await gift.getByText("Carte cadou — 0,00 lei").waitFor();
    await page.getByText("Felicitări! Cartea cadou a fost adăugată în coș!").waitFor();
    await gift.getByRole("link", { name: "Alege altă carte cadou" }).waitFor();
  });
});
