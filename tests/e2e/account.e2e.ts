// Accounts as a shopper uses them: register and confirm through the e-mail, log in and out, the
// account pages, personal data, a password reset through the e-mail; and what must stay private.
import { describe, expect, it } from "vitest";
import {
  baseURL,
  confirmThroughLink,
  forgiveRefusedForms,
  logInAs,
  seriousAxeViolations,
  setupBrowser,
} from "./browser";
import {
  bookIdOnPage,
  buyableBook,
  chooseMethods,
  continueToMethods,
  enterCheckout,
  fillRomanianAddress,
  placeOrder,
} from "./checkout-steps";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();
const DEMO = { email: "ana.popescu@example.ro", password: "citesc-mult-2026", firstName: "Ana" };

function linkIn(text: string): string {
  const match = text.match(/https?:\/\/[^\s"<>]+/);
  if (!match) throw new Error("no link in the e-mail");
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

describe("an account", () => {
  it("is created, confirmed through its e-mail, logged in and out; the header follows", async () => {
    const { page } = browser;
    const email = `cititor.${Date.now()}@example.ro`;
    await page.goto("/login?register=1");
    await page.getByLabel("Prenume").fill("Ioana");
    await page.getByLabel("Nume", { exact: true }).fill("Marin");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Parola").fill("scurt");
    await page.getByRole("button", { name: "Creează contul" }).click();
    await page.getByText("Cel puțin 10 caractere", { exact: false }).first().waitFor();
    expect(await page.getByLabel("E-mail").inputValue()).toBe(email);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Parola").fill("o carte pe zi, mereu");
    await page.getByRole("checkbox", { name: /accept termenii/ }).check();
    await page.getByRole("button", { name: "Creează contul" }).click();
    await page.getByRole("heading", { name: "Verifică-ți e-mailul" }).waitFor();

    const confirmation = await waitForEmail(
      "Confirmă adresa de e-mail pentru contul Coperta",
      email,
    );
    await confirmThroughLink(page, linkIn(confirmation.text ?? ""), email, "o carte pe zi, mereu");
    await page.getByRole("heading", { name: "Bună, Ioana!" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Contul meu" }).click();
    await page.getByText("Bună, Ioana!").last().waitFor();
    await page.getByRole("button", { name: "Ieșire" }).first().click();
    await page.waitForURL(`${baseURL()}/`);
    expect(
      await page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("email")]),
    ).toEqual([null, null]);
    await page.getByRole("button", { name: "Contul meu" }).click();
    await page.getByRole("link", { name: "Intră în cont" }).waitFor();
    // Back to an account page without a session: the login page, and back after it.
    await page.goto("/account/orders");
    await page.waitForURL(/\/login\?inapoi=%2Faccount%2Forders$/);
    forgiveRefusedForms(browser.errors);
  });

  it("shows the demo customer's orders, one order and its delivery status; every page passes axe", async () => {
    const { page } = browser;
    await logInAs(page, DEMO.email, DEMO.password);
    await page.goto("/account/orders");
    const first = page.getByRole("table", { name: "Comenzile tale" }).getByRole("link").first();
    await first.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await first.click();
    await page.getByRole("heading", { name: /^Comanda nr\. \d+$/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Starea livrării" }).click();
    await page.getByRole("heading", { name: /^Starea livrării/ }).waitFor();
    expect(await page.getByRole("listitem").filter({ hasText: "Plasată" }).count()).toBeGreaterThan(
      0,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const [path, heading] of [
      ["/account/Return", "Retururi"],
      ["/account/Vouchers", "Voucherele mele"],
      ["/account/Gifts", "Cadourile mele"],
      ["/account/Credit", "Creditul meu"],
      ["/account/bonuses", "Punctele mele de fidelitate"],
      ["/account/loyalty-program", "Programul de fidelitate"],
      ["/account/favourites", "Produse favorite"],
      ["/account/addresses", "Adresele mele"],
      ["/account/personal", "Date personale"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });

  it("changes personal data, and refuses a post from another site", async () => {
    const { page } = browser;
    await logInAs(page, "ion.ionescu@example.ro", DEMO.password);
    await page.goto("/account/personal");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Telefon (opțional)").fill("12");
    await page.getByRole("button", { name: "Salvează" }).click();
    await page.getByText("Numărul de telefon nu pare corect", { exact: false }).first().waitFor();
    await page.getByLabel("Telefon (opțional)").fill("0744 555 666");
    await page.getByRole("button", { name: "Salvează" }).click();
    await page.getByText("Datele au fost salvate.").waitFor();
    await page.reload();
    expect(await page.getByLabel("Telefon (opțional)").inputValue()).toBe("+40744555666");

    const forged = await page.request.post("/account/personal", {
      headers: { Origin: "https://alt-site.example" },
      form: { intent: "profile", firstName: "Hacker", lastName: "X", phone: "" },
    });
    expect(forged.status()).toBeGreaterThanOrEqual(400);
    expect(forged.status()).toBeLessThan(500);
    await page.reload();
    expect(await page.getByLabel("Prenume").inputValue()).not.toBe("Hacker");
    forgiveRefusedForms(browser.errors);
  });

  it("resets a forgotten password through the e-mail link, once", async () => {
    const { page } = browser;
    const email = "maria.georgescu@example.ro";
    await page.goto("/resetare-parola");
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Trimite linkul" }).click();
    await page
      .getByText("ți-am trimis un e-mail cu linkul de resetare", { exact: false })
      .waitFor();
    // An address without an account gets the very same answer.
    await page.goto("/resetare-parola");
    await page.getByLabel("E-mail").fill("nimeni@example.ro");
    await page.getByRole("button", { name: "Trimite linkul" }).click();
    await page
      .getByText("ți-am trimis un e-mail cu linkul de resetare", { exact: false })
      .waitFor();

    const message = await waitForEmail("Resetează parola contului Coperta", email);
    const link = linkIn(message.text ?? "");
    await page.goto(link);
    await page.getByLabel("Parola nouă").fill("alta parola buna 2026");
    await page.getByRole("button", { name: "Salvează parola nouă" }).click();
    await page.getByText("Parola a fost schimbată").waitFor();
    await logInAs(page, email, "alta parola buna 2026");
    // The link works once: opened again, it says so before any password is typed, beside the
    // form that asks for a new one.
    await page.goto(link);
    await page.getByText("Linkul de resetare nu mai este valabil", { exact: false }).waitFor();
    expect(await page.getByLabel("Parola nouă").count()).toBe(0);
    await page.getByRole("button", { name: "Trimite linkul" }).waitFor();
  });
});

describe("a guest's orders", () => {
  it("join the account once its address is confirmed", async () => {
    const { page } = browser;
    const email = `oaspete.${Date.now()}@example.ro`;
    // A guest order over the JSON calls, with the address the account will have.
    // buyableBook leaves the browser on the book's page.
    await buyableBook(page, 9);
    const id = await bookIdOnPage(page);
    const call = async (path: string, method: string, body: unknown, token?: string) => {
      const response = await fetch(`${baseURL()}${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          ...(token ? { "X-Checkout-Token": token } : {}),
        },
        body: JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the tests read the JSON answers' nested fields
      return (await response.json()) as Record<string, any>;
    };
    const { checkoutToken } = await call("/api/checkout", "POST", { lines: [{ id, quantity: 1 }] });
    await call(
      "/api/checkout/details",
      "PUT",
      {
        email,
        phone: "0733 444 555",
        firstName: "Radu",
        lastName: "Oprea",
        deliveryKind: "address",
        county: "IS",
        locality: "Iași",
        street: "Bd. Carol I nr. 11",
        postalCode: "700506",
        invoiceKind: "person",
      },
      checkoutToken,
    );
    await call(
      "/api/checkout/methods",
      "PUT",
      { delivery: "curier", payment: "ramburs" },
      checkoutToken,
    );
    // The order confirms the total the app showed (GET /api/checkout).
    const shown = await fetch(`${baseURL()}/api/checkout`, {
      headers: { "X-Checkout-Token": checkoutToken },
    });
    const { totals } = (await shown.json()) as { totals: { total: number } };
    const placed = await call(
      "/api/checkout/order",
      "POST",
      {
        idempotencyKey: `guest-${Date.now()}-order`,
        acceptTerms: true,
        expectedTotal: totals.total,
      },
      checkoutToken,
    );
    const number = String(placed.order.number);

    await page.goto("/login?register=1");
    await page.getByLabel("Prenume").fill("Radu");
    await page.getByLabel("Nume", { exact: true }).fill("Oprea");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Parola").fill("citesc in tren zilnic");
    await page.getByRole("checkbox", { name: /accept termenii/ }).check();
    await page.getByRole("button", { name: "Creează contul" }).click();
    await page.getByRole("heading", { name: "Verifică-ți e-mailul" }).waitFor();
    const confirmation = await waitForEmail(
      "Confirmă adresa de e-mail pentru contul Coperta",
      email,
    );
    await confirmThroughLink(page, linkIn(confirmation.text ?? ""), email, "citesc in tren zilnic");
    await page.goto("/account/orders");
    await page.getByRole("link", { name: `Nr. ${number}` }).waitFor();
  });
});

describe("an account at checkout", () => {
  it("starts step 1 from the account and pays part of the order with the account's credit", async () => {
    const { page } = browser;
    await logInAs(page, DEMO.email, DEMO.password);
    const book = await buyableBook(page, 7);
    await enterCheckout(page, book);
    expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(DEMO.email);
    expect(await page.getByLabel("Prenume", { exact: true }).inputValue()).toBe(DEMO.firstName);
    await fillRomanianAddress(page, {
      county: "Cluj",
      locality: "Cluj-Napoca",
      postalCode: "400001",
      street: "Str. Memorandumului nr. 28",
    });
    await continueToMethods(page);
    await chooseMethods(page, "Ramburs");
    await page.getByRole("checkbox", { name: /^Plătește din creditul contului/ }).check();
    await placeOrder(page);
    await page.waitForURL(/\/order-confirmation\//);
    await page.getByText("Plătit din credit").waitFor();

    await page.goto("/account/Credit");
    await page.getByText(/^Plată pentru comanda nr\. \d+$/).waitFor();
    await page.goto("/account/orders");
    await page.getByRole("table", { name: "Comenzile tale" }).getByRole("link").first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("what stays private", () => {
  it("never keeps an account page in the shared cache, and cached catalogue pages name nobody", async () => {
    const login = await fetch(`${baseURL()}/api/member/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: string };
    const cookie = `sesiune=${user}`;
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${baseURL()}/account/account`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("x-cache")).not.toBe("HIT");
      expect((await page.text()).replaceAll("<!-- -->", "")).toContain(`Bună, ${DEMO.firstName}!`);
    }
    for (let i = 0; i < 2; i++) {
      const catalogue = await fetch(`${baseURL()}/carti`, { headers: { Cookie: cookie } });
      const html = (await catalogue.text()).replaceAll("<!-- -->", "");
      expect(html).not.toContain(DEMO.email);
      expect(html).not.toContain(`Bună, ${DEMO.firstName}`);
    }
    const me = await fetch(`${baseURL()}/api/member/me`, {
      headers: { Authorization: `Bearer ${user}` },
    });
    expect(me.status).toBe(200);
    const forged = await fetch(`${baseURL()}/api/member/me`, {
      headers: { Authorization: `Bearer ${"x".repeat(43)}` },
    });
    expect(forged.status).toBe(401);
    const stranger = await fetch(
      `${baseURL()}/account/order-details/00000000-0000-4000-8000-000000000000`,
      {
        headers: { Cookie: cookie },
      },
    );
    expect(stranger.status).toBe(404);
  });
});
