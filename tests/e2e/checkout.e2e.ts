// Checkout as a shopper goes through it in Chromium: the cart hands its lines to the server, three
// steps (details, methods, review), the confirmation page and its e-mail in the outbox; field
// errors, going back, card payments in the sandbox, the reservation's countdown, axe, and the
// whole way with JavaScript off.
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, seriousAxeViolations, setupBrowser } from "./browser";
import {
  buyableBook,
  cartLink,
  chooseMethods,
  companyGroup,
  confirmedOrderNumber,
  continueToMethods,
  enterCheckout,
  fillDetails,
  placeOrder,
  romanianAddress,
  shopper,
  totalShown,
} from "./checkout-steps";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();

/** What is announced for a field: its hint and its error (aria-describedby). */
function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

const selectedLabel = (select: Locator) =>
  select.evaluate(
    (element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? "",
  );

describe("guest checkout", () => {
  it("ramburs to an address: three steps, the confirmation, its e-mail with the total, and an empty cart", async () => {
    const { page } = browser;
    const book = await buyableBook(page, 0);
    await enterCheckout(page, book);
    const who = shopper("ramburs");
    await fillDetails(page, who);
    await continueToMethods(page);
    await chooseMethods(page, "Ramburs");
    const sidebar = page.getByRole("complementary", { name: "Sumarul comenzii" });
    const reviewTotal = await totalShown(sidebar);
    expect(await page.getByRole("main").textContent()).toContain(book.title);
    await placeOrder(page);

    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await page
      .getByRole("heading", { level: 1, name: `Îți mulțumim, ${who.firstName}!` })
      .waitFor();
    const number = await confirmedOrderNumber(page);
    await page.getByText(`Am trimis confirmarea la ${who.email}.`).waitFor();
    const total = await totalShown(page.getByRole("main"));
    expect(total).toBe(reviewTotal);
    await page
      .getByText(`Plătești curierului ${total} la livrare: Curier rapid la adresă.`)
      .waitFor();
    expect(await page.getByRole("table", { name: "Produsele comenzii" }).textContent()).toContain(
      book.title,
    );

    // The order holds the cart now: the browser's copy is emptied.
    await expect.poll(() => cartLink(page).getAttribute("aria-label")).toBe("Coșul meu, 0 produse");
    await page.goto("/cos/produse");
    await page.getByText("Coșul tău este gol.").waitFor();
    // The finished checkout cannot be continued: its steps say the order was placed.
    await page.goto("/cos/detalii-comanda");
    await page.waitForURL(/\/cos\/produse\?checkout=placed$/);
    await page.getByRole("status").getByText("Comanda a fost deja plasată.").waitFor();

    const email = await waitForEmail(`Comanda nr. ${number} a fost înregistrată`);
    expect(email.to?.map((to) => to.address)).toEqual([who.email]);
    expect(email.text).toContain(`Plătești ${total} la livrare, direct curierului.`);
    expect(email.text).toContain(book.title);
  });

  it("step 1 refuses a bad phone and a CUI with a wrong check digit, keeps what was typed, accepts a good CUI; going back keeps the form", async () => {
    const { page } = browser;
    const book = await buyableBook(page, 1);
    await enterCheckout(page, book);
    const who = shopper("firma");
    await fillDetails(page, { ...who, phone: "12345" });
    await page.getByRole("radio", { name: "Persoană juridică (firmă)" }).check();
    const company = companyGroup(page);
    await company.getByLabel("Denumirea firmei", { exact: true }).fill("Editura Exemplu SRL");
    // The inputs stop where the server's limits are, instead of a refusal after sending.
    expect(
      await company.getByLabel("Denumirea firmei", { exact: true }).getAttribute("maxlength"),
    ).toBe("120");
    expect(
      await page
        .getByLabel("Strada, numărul, blocul, scara, etajul, apartamentul", { exact: true })
        .getAttribute("maxlength"),
    ).toBe("200");
    await company.getByLabel("CUI", { exact: true }).fill("RO12345678");
    await page.getByRole("button", { name: "Continuă spre livrare și plată" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "Verifică datele marcate:" });
    await summary.waitFor();
    // Refused fields are a 400 (also for the plain form without JavaScript), which Chromium logs
    // for the form's fetch: that one is expected.
    const refused = browser.errors.findIndex((error) => /status of 400/.test(error));
    if (refused >= 0) browser.errors.splice(refused, 1);
    expect(page.url()).toMatch(/\/cos\/detalii-comanda$/);
    const phone = page.getByLabel("Telefon", { exact: true });
    const cui = companyGroup(page).getByLabel("CUI", { exact: true });
    expect(await descriptionOf(phone)).toContain(
      "Numărul de telefon nu pare corect: scrie-l ca 07xx xxx xxx.",
    );
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await descriptionOf(cui)).toContain("CUI-ul nu este valid: verifică cifrele.");
    expect(await cui.getAttribute("aria-invalid")).toBe("true");
    // The company's seat is missing too: said next to its fields.
    expect(
      await descriptionOf(companyGroup(page).getByLabel("Județul sediului", { exact: true })),
    ).toContain("Alege județul sediului.");
    // What was typed is still there.
    expect(await phone.inputValue()).toBe("12345");
    expect(await cui.inputValue()).toBe("RO12345678");
    expect(await page.getByLabel("Prenume", { exact: true }).inputValue()).toBe(who.firstName);
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(who.email);
    expect(await romanianAddress(page).getByLabel("Localitate", { exact: true }).inputValue()).toBe(
      who.locality,
    );
    expect(
      await companyGroup(page).getByLabel("Denumirea firmei", { exact: true }).inputValue(),
    ).toBe("Editura Exemplu SRL");
    expect(await page.getByRole("radio", { name: "Persoană juridică (firmă)" }).isChecked()).toBe(
      true,
    );
    // The page with its errors passes axe as well.
    expect(await seriousAxeViolations(page)).toEqual([]);

    await phone.fill(who.phone);
    await cui.fill("RO18547290");
    const seat = companyGroup(page);
    await seat.getByLabel("Județul sediului", { exact: true }).selectOption({ label: "Iași" });
    await seat.getByLabel("Localitatea sediului", { exact: true }).fill("Iași");
    await seat.getByLabel("Adresa sediului", { exact: true }).fill("Bd. Carol I nr. 11");
    await continueToMethods(page);

    // Going back keeps the form.
    await page.getByRole("link", { name: "Înapoi", exact: true }).click();
    await page.waitForURL(/\/cos\/detalii-comanda$/);
    await page.getByRole("heading", { level: 1, name: "Date de livrare și facturare" }).waitFor();
    expect(await page.getByLabel("Prenume", { exact: true }).inputValue()).toBe(who.firstName);
    expect(await page.getByLabel("Nume", { exact: true }).inputValue()).toBe(who.lastName);
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(who.email);
    // The number comes back written the international way: the same number.
    expect(
      (await page.getByLabel("Telefon", { exact: true }).inputValue()).replace(/\D/g, ""),
    ).toMatch(/722123456$/);
    const address = romanianAddress(page);
    expect(await selectedLabel(address.getByLabel("Județ", { exact: true }))).toBe(who.county);
    expect(await address.getByLabel("Localitate", { exact: true }).inputValue()).toBe(who.locality);
    expect(await address.getByLabel("Cod poștal", { exact: true }).inputValue()).toBe(
      who.postalCode,
    );
    expect(
      await address
        .getByLabel("Strada, numărul, blocul, scara, etajul, apartamentul", { exact: true })
        .inputValue(),
    ).toBe(who.street);
    expect(await page.getByRole("radio", { name: "Persoană juridică (firmă)" }).isChecked()).toBe(
      true,
    );
    const back = companyGroup(page);
    expect(await back.getByLabel("Denumirea firmei", { exact: true }).inputValue()).toBe(
      "Editura Exemplu SRL",
    );
    expect(await back.getByLabel("CUI", { exact: true }).inputValue()).toBe("RO18547290");
    expect(await selectedLabel(back.getByLabel("Județul sediului", { exact: true }))).toBe("Iași");
    expect(await back.getByLabel("Localitatea sediului", { exact: true }).inputValue()).toBe(
      "Iași",
    );
    expect(await back.getByLabel("Adresa sediului", { exact: true }).inputValue()).toBe(
      "Bd. Carol I nr. 11",
    );
    // And the step links lead forward again, to what was chosen.
    await page.getByRole("link", { name: "2. Livrare și plată" }).click();
    await page.waitForURL(/\/cos\/detalii-comanda-2$/);
  });

  it("passes axe on steps 1, 2, 3 and the confirmation (bank transfer)", async () => {
    const { page } = browser;
    const book = await buyableBook(page, 2);
    await enterCheckout(page, book);
    expect(await seriousAxeViolations(page), "step 1").toEqual([]);
    await fillDetails(page, shopper("axe"));
    await continueToMethods(page);
    expect(await seriousAxeViolations(page), "step 2").toEqual([]);
    await chooseMethods(page, "Ordin de plată");
    expect(await seriousAxeViolations(page), "step 3").toEqual([]);
    await placeOrder(page);
    await page.waitForURL(/\/order-confirmation\//);
    await confirmedOrderNumber(page);
    await page.getByRole("heading", { name: "Plata prin ordin de plată" }).waitFor();
    expect(await seriousAxeViolations(page), "confirmation").toEqual([]);
  });
});

describe("card payment in the sandbox", () => {
  it("a declined payment can be retried and then approved", async () => {
    const { page } = browser;
    const book = await buyableBook(page, 3);
    await enterCheckout(page, book);
    const who = shopper("card");
    await fillDetails(page, who);
    await continueToMethods(page);
    await chooseMethods(page, "Card online");
    const total = await totalShown(page.getByRole("complementary", { name: "Sumarul comenzii" }));
    await placeOrder(page);

    await page.waitForURL(/\/order-payment\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: /^Plata comenzii nr\. \d+$/ }).waitFor();
    expect(await page.getByRole("main").textContent()).toContain(`Total de plată: ${total}`);
    // The order holds the cart from here on, paid or not yet.
    await expect.poll(() => cartLink(page).getAttribute("aria-label")).toBe("Coșul meu, 0 produse");
    await page.getByRole("button", { name: "Plătește cu cardul" }).click();
    await page.waitForURL(/\/plata-test\//);
    await page.getByRole("heading", { name: "Plată de test" }).waitFor();
    await page.getByRole("button", { name: "Refuză plata" }).click();

    await page.waitForURL(/\/order-confirmation\//);
    const number = await confirmedOrderNumber(page);
    await page.getByText("Plata cu cardul nu a reușit.").waitFor();
    await page.getByRole("link", { name: "Plătește acum" }).click();
    await page.waitForURL(/\/order-payment\//);
    await page.getByText("Plata nu a reușit: banca a refuzat-o sau a fost anulată.").waitFor();
    await page.getByRole("button", { name: "Încearcă din nou plata" }).click();
    await page.waitForURL(/\/plata-test\//);
    await page.getByRole("button", { name: "Aprobă plata" }).click();

    await page.waitForURL(/\/order-confirmation\//);
    await page.getByText(`Am primit plata de ${total}. Mulțumim!`).waitFor();
    expect(await page.getByText("Plata cu cardul nu a reușit.").count()).toBe(0);
    expect(await totalShown(page.getByRole("main"))).toBe(total);

    const placed = await waitForEmail(`Comanda nr. ${number} a fost înregistrată`);
    expect(placed.text).toContain(total);
    const paid = await waitForEmail(`Am primit plata pentru comanda nr. ${number}`);
    expect(paid.text).toContain(total);
  });
});

describe("the reservation", () => {
  it("the banner's countdown turns into 'Rezervarea a expirat.' with the way back to the cart (browser clock)", async () => {
    const { page } = browser;
    await page.clock.install();
    const book = await buyableBook(page, 4);
    await enterCheckout(page, book);
    expect(
      await page
        .getByText(/Am rezervat produsele pentru tine încă (20:00|19:\d\d) minute\./)
        .count(),
    ).toBe(1);
    await page.clock.fastForward("20:01");
    const expired = page.getByRole("alert").filter({ hasText: "Rezervarea a expirat." });
    await expired.waitFor();
    await expired.getByRole("link", { name: "Întoarce-te în coș" }).click();
    await page.waitForURL(/\/cos\/produse\?checkout=expired$/);
    await page
      .getByRole("status")
      .getByText(
        "Rezervarea produselor a expirat. Verifică din nou coșul: rezervăm ce mai este disponibil.",
      )
      .waitFor();
    // The cart still has the book, ready to be reserved again.
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
  });

  it("without a checkout of its own (no cookie) every step sends the shopper back to the cart, saying why", async () => {
    const { page, context } = browser;
    const book = await buyableBook(page, 5);
    await enterCheckout(page, book);
    await context.clearCookies();
    for (const step of [
      "/cos/detalii-comanda",
      "/cos/detalii-comanda-2",
      "/cos/detalii-comanda-3",
    ]) {
      await page.goto(step);
      await page.waitForURL(/\/cos\/produse\?checkout=none$/);
      await page
        .getByRole("status")
        .getByText(
          "Coșul tău nu are o comandă începută. Verifică produsele și apasă „Finalizează comanda”.",
        )
        .waitFor();
    }
    await expect.poll(() => page.getByTestId("cart-line").count()).toBe(1);
  });
});

describe("checkout without JavaScript", () => {
  it("goes through the three plain forms to the confirmation page", async () => {
    const { page, browser: chromium } = browser;
    const book = await buyableBook(page, 6);
    // The product page's JSON-LD carries the shop's product code, which is the cart line's id.
    const id = await page.evaluate(() => {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        const sku = [JSON.parse(script.textContent ?? "null")]
          .flat()
          .find((item) => item?.sku)?.sku;
        if (sku) return Number(sku);
      }
      return 0;
    });
    expect(id).toBeGreaterThan(0);

    const context = await chromium.newContext({
      baseURL: baseURL(),
      locale: "ro-RO",
      javaScriptEnabled: false,
    });
    try {
      const noJs = await context.newPage();
      // The cart lives in localStorage (JavaScript): hand its lines over as its form would.
      const entered = await context.request.post("/cos/detalii-comanda", {
        form: { intent: "enter", lines: JSON.stringify([{ id, quantity: 1 }]) },
      });
      expect(entered.status()).toBe(200);
      expect(entered.url()).toMatch(/\/cos\/detalii-comanda$/);

      await noJs.goto("/cos/detalii-comanda");
      await noJs.getByText("Am rezervat produsele pentru tine").waitFor();
      // Without JavaScript every section is shown.
      await noJs.getByRole("group", { name: "Punctul de ridicare" }).waitFor();
      await noJs.getByRole("group", { name: "Datele firmei" }).waitFor();
      const who = shopper("nojs");
      await fillDetails(noJs, who);
      await continueToMethods(noJs);
      await chooseMethods(noJs, "Ramburs");
      const total = await totalShown(noJs.getByRole("complementary", { name: "Sumarul comenzii" }));
      await placeOrder(noJs);
      await noJs.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}\?plasata=1$/);
      await noJs
        .getByRole("heading", { level: 1, name: `Îți mulțumim, ${who.firstName}!` })
        .waitFor();
      await confirmedOrderNumber(noJs);
      expect(await totalShown(noJs.getByRole("main"))).toBe(total);
      expect(await noJs.getByRole("table", { name: "Produsele comenzii" }).textContent()).toContain(
        book.title,
      );
    } finally {
      await context.close();
    }
  });
});
