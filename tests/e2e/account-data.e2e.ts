// The customer's own data as a shopper handles it: "download my data" as a JSON file, the address
// book and what checkout's step 1 makes of it, and deleting the account (then the login is refused).
import { text as streamText } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseURL,
  confirmThroughLink,
  forgiveRefusedForms,
  logInAs,
  seriousAxeViolations,
  setupBrowser,
} from "./browser";
import { bookIdOnPage, buyableBook, enterCheckout, romanianAddress } from "./checkout-steps";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();
const PASSWORD = "citesc-mult-2026";

/** A new account, registered and confirmed through its e-mail, logged in. */
async function registerAndLogIn(page: Page, password: string): Promise<string> {
  const email = `date.${Date.now()}@example.ro`;
  await page.goto("/login?register=1");
  await page.getByLabel("Prenume").fill("Elena");
  await page.getByLabel("Nume", { exact: true }).fill("Dobre");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Parola").fill(password);
  await page.getByRole("checkbox", { name: /accept termenii/ }).check();
  await page.getByRole("button", { name: "Creează contul" }).click();
  await page.getByRole("heading", { name: "Verifică-ți e-mailul" }).waitFor();
  const confirmation = await waitForEmail("Confirmă adresa de e-mail pentru contul Coperta", email);
  const link = new URL((confirmation.text ?? "").match(/https?:\/\/[^\s"<>]+/)?.[0] ?? "");
  await confirmThroughLink(page, `${link.pathname}${link.search}`, email, password);
  return email;
}

const STREET = "Strada, numărul, blocul, scara, etajul, apartamentul";
const OFFICE = "Birou: Bd. Unirii nr. 10, București, sectorul 3, 030823";

describe("my data", () => {
  it("downloads as a JSON file with the account's e-mail and orders, never cached", async () => {
    const { page } = browser;
    const email = "ion.ionescu@example.ro";
    await logInAs(page, email, PASSWORD);
    await page.goto("/account/personal");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descarcă datele mele" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("coperta-datele-mele.json");
    // Read through the connection: the file is on the shared browser's side (global-setup.ts).
    const text = await streamText(await download.createReadStream());
    const data = JSON.parse(text) as { profile: { email: string }; orders: { number: number }[] };
    expect(data.profile.email).toBe(email);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(text).not.toContain("$argon2");

    const cookie = (await page.context().cookies()).find((c) => c.name === "sesiune");
    const response = await fetch(`${baseURL()}/account/personal/export`, {
      headers: { Cookie: `sesiune=${cookie?.value}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="coperta-datele-mele.json"',
    );
    // Without a session: the login page, and back after it.
    const anonymous = await fetch(`${baseURL()}/account/personal/export`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?inapoi=%2Faccount%2Fpersonal%2Fexport");
  });

  it("keeps addresses that checkout offers, moves to a new e-mail, then deletes the account and refuses its login", async () => {
    const { page } = browser;
    const password = "o carte pe zi, mereu";
    const email = await registerAndLogIn(page, password);

    // The address book: a wrong postal code is refused, then two addresses are kept.
    await page.goto("/account/personal");
    await page
      .getByRole("navigation", { name: "Contul meu" })
      .getByRole("link", { name: "Adresele mele" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Adresele mele" }).waitFor();
    const form = page.getByRole("form", { name: "Adaugă o adresă" });
    await form.getByLabel("Numele adresei (opțional)").fill("Acasă");
    await form.getByLabel("Județ").selectOption({ label: "Cluj" });
    await form.getByLabel("Localitate").fill("Cluj-Napoca");
    await form.getByLabel("Cod poștal").fill("12");
    await form.getByLabel(STREET).fill("Str. Memorandumului nr. 28, ap. 4");
    await form.getByRole("button", { name: "Adaugă adresa" }).click();
    await page.getByText("Codul poștal are 6 cifre.").first().waitFor();
    await page.getByLabel("Cod poștal").fill("400114");
    await page.getByRole("button", { name: "Adaugă adresa" }).click();
    await page.getByText("Adresa a fost adăugată.").waitFor();
    await page.getByText("Adresa implicită", { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Numele adresei (opțional)").fill("Birou");
    await page.getByLabel("Județ").selectOption({ label: "București" });
    await page.getByLabel("Sector (doar București)").selectOption({ label: "Sectorul 3" });
    await page.getByLabel("Localitate").fill("București");
    await page.getByLabel("Cod poștal").fill("030823");
    await page.getByLabel(STREET).fill("Bd. Unirii nr. 10");
    await page.getByRole("button", { name: "Adaugă adresa" }).click();
    await page.getByText("Bd. Unirii nr. 10").waitFor();
    // The form is empty again for the next one.
    expect(await page.getByLabel(STREET).inputValue()).toBe("");
    expect(
      await page.getByRole("list", { name: "Adresele salvate" }).getByRole("listitem").count(),
    ).toBe(2);

    // Step 1 starts from the account and its default address, and offers the others.
    // buyableBook leaves the browser on the book's page.
    const book = await buyableBook(page, 8);
    const bookId = await bookIdOnPage(page);
    await enterCheckout(page, book);
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(email);
    const address = romanianAddress(page);
    expect(await address.getByLabel("Localitate", { exact: true }).inputValue()).toBe(
      "Cluj-Napoca",
    );
    const saved = address.getByLabel("Adresă salvată");
    expect(await saved.locator("option").allTextContents()).toEqual([
      "Altă adresă",
      "Acasă: Str. Memorandumului nr. 28, ap. 4, Cluj-Napoca, jud. Cluj, 400114 (implicită)",
      OFFICE,
    ]);
    await saved.selectOption({ label: OFFICE });
    expect(await address.getByLabel("Localitate", { exact: true }).inputValue()).toBe("București");
    expect(await address.getByLabel("Sector (doar București)").inputValue()).toBe("3");
    expect(await address.getByLabel(STREET, { exact: true }).inputValue()).toBe(
      "Bd. Unirii nr. 10",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A new address typed at checkout goes into the book when asked.
    await saved.selectOption({ label: "Altă adresă" });
    await address.getByLabel("Județ", { exact: true }).selectOption({ label: "Iași" });
    await address.getByLabel("Localitate", { exact: true }).fill("Iași");
    await address.getByLabel("Cod poștal", { exact: true }).fill("700057");
    await address.getByLabel(STREET, { exact: true }).fill("Str. Lăpușneanu nr. 5");
    await address.getByRole("checkbox", { name: "Salvează adresa în cont" }).check();
    await page.getByLabel("Telefon", { exact: true }).fill("0722 123 456");
    await page.getByRole("button", { name: "Continuă spre livrare și plată" }).click();
    await page.waitForURL(/\/cos\/detalii-comanda-2$/);
    await page.goto("/account/addresses");
    await page.getByText("Iași, Str. Lăpușneanu nr. 5", { exact: true }).waitFor();

    // Without JavaScript the select is a plain one: the server applies the chosen address in
    // place of the prefilled default.
    const noJsContext = await browser.browser.newContext({
      baseURL: baseURL(),
      locale: "ro-RO",
      javaScriptEnabled: false,
    });
    try {
      await noJsContext.addCookies(
        (await page.context().cookies()).filter((cookie) => cookie.name === "sesiune"),
      );
      const entered = await noJsContext.request.post("/cos/detalii-comanda", {
        form: { intent: "enter", lines: JSON.stringify([{ id: bookId, quantity: 1 }]) },
      });
      expect(entered.status()).toBe(200);
      const noJs = await noJsContext.newPage();
      await noJs.goto("/cos/detalii-comanda");
      const plain = romanianAddress(noJs);
      expect(await plain.getByLabel("Localitate", { exact: true }).inputValue()).toBe(
        "Cluj-Napoca",
      );
      await plain.getByLabel("Adresă salvată").selectOption({ label: OFFICE });
      await noJs.getByLabel("Telefon", { exact: true }).fill("0722 123 456");
      await noJs.getByRole("button", { name: "Continuă spre livrare și plată" }).click();
      await noJs.waitForURL(/\/cos\/detalii-comanda-2$/);
      await noJs.goto("/cos/detalii-comanda");
      expect(await plain.getByLabel("Localitate", { exact: true }).inputValue()).toBe("București");
      expect(await plain.getByLabel(STREET, { exact: true }).inputValue()).toBe(
        "Bd. Unirii nr. 10",
      );
    } finally {
      await noJsContext.close();
    }

    // A new password: every session ends, this one too; the browser gets a new one and stays in.
    const oldToken = await page.evaluate(() => localStorage.getItem("user"));
    const newPassword = "o carte pe zi, și noaptea încă una";
    await page.goto("/account/personal");
    const passwordForm = page.getByRole("form", { name: "Schimbă parola" });
    await passwordForm.getByLabel("Parola actuală").fill(password);
    await passwordForm.getByLabel("Parola nouă").fill(newPassword);
    await passwordForm.getByRole("button", { name: "Schimbă parola" }).click();
    await page.getByText("Parola a fost schimbată.", { exact: false }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).not.toBe(oldToken);
    const oldSession = await fetch(`${baseURL()}/api/member/me`, {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(oldSession.status).toBe(401);
    await page.goto("/account/personal");
    await page.getByRole("heading", { level: 1, name: "Date personale" }).waitFor();

    // A new e-mail address: asked for with the password, done when its link is opened.
    const newEmail = email.replace("date.", "date.nou.");
    await page.goto("/account/personal");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const change = page.getByRole("form", { name: "Schimbă adresa de e-mail" });
    await change.getByLabel("Noua adresă de e-mail").fill(newEmail);
    await change.getByLabel("Parola contului (pentru schimbarea e-mailului)").fill(newPassword);
    await change.getByRole("button", { name: "Trimite linkul de confirmare" }).click();
    await page.getByText(`Ți-am trimis un link la ${newEmail}.`, { exact: false }).waitFor();
    const message = await waitForEmail(
      "Confirmă noua adresă de e-mail a contului Coperta",
      newEmail,
    );
    const changeLink = new URL((message.text ?? "").match(/https?:\/\/[^\s"<>]+/)?.[0] ?? "");
    // Whoever holds the link without the account's session is asked to log in first.
    const stranger = await fetch(`${baseURL()}${changeLink.pathname}${changeLink.search}`);
    const strangerPage = (await stranger.text()).replaceAll("<!-- -->", "");
    expect(strangerPage).toContain("intră în contul care a cerut schimbarea");
    expect(strangerPage).not.toContain("Confirmă noua adresă</button>");
    await page.goto(`${changeLink.pathname}${changeLink.search}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirmă noua adresă" }).click();
    await page.getByText(`Gata: contul tău folosește de acum adresa ${newEmail}.`).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("email"))).toBe(newEmail);
    await waitForEmail("Adresa de e-mail a contului Coperta a fost schimbată", email);

    // Deleting: the password and the confirmation are asked for.
    await page.goto("/account/personal");
    await page.getByText(`E-mail: ${newEmail}`).waitFor();
    const deletion = page.getByRole("form", { name: "Șterge contul" });
    await deletion.getByLabel("Parola contului").fill(newPassword);
    await deletion.getByRole("button", { name: "Șterge contul definitiv" }).click();
    await page.getByText("Bifează confirmarea", { exact: false }).waitFor();
    await deletion.getByLabel("Parola contului").fill("nu este parola");
    await deletion.getByRole("checkbox", { name: /nu poate fi anulată/ }).check();
    await deletion.getByRole("button", { name: "Șterge contul definitiv" }).click();
    await page.getByText("Parola nu este corectă.").waitFor();
    await deletion.getByLabel("Parola contului").fill(newPassword);
    await deletion.getByRole("checkbox", { name: /nu poate fi anulată/ }).check();
    await deletion.getByRole("button", { name: "Șterge contul definitiv" }).click();
    await page.waitForURL(/\/account\/cont-sters$/);
    await page.getByRole("heading", { level: 1, name: "Contul a fost șters" }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("email")]),
      )
      .toEqual([null, null]);
    expect((await page.context().cookies()).find((c) => c.name === "sesiune")).toBeUndefined();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The account pages want a login again, and the login is refused.
    await page.goto("/account/personal");
    await page.waitForURL(/\/login\?inapoi=/);
    await page.getByLabel("E-mail").fill(newEmail);
    await page.getByLabel("Parola").fill(newPassword);
    await page.getByRole("button", { name: "Intră în cont" }).click();
    await page.getByText("E-mailul sau parola nu sunt corecte.").waitFor();
    forgiveRefusedForms(browser.errors);
  }, 60_000);
});
