// The operator's commands seen from the shop, on a shop of its own: PGlite allows one process, so
// the shop stops while a command runs (README) and the browser carries on after it restarts.
//
// A return from the shopper's order to the refund: a demo customer orders in the browser, the
// shop moves the order to delivered (`npm run order`), the customer asks to send the book back
// from the account, the shop approves, receives and refunds the return (`npm run return`), and the
// customer sees the credit and gets an e-mail at each step. The seeded orders were delivered more
// than 30 days ago, so it orders afresh.
//
// A price changed (`npm run price`) while a shopper looks at step 3: placing shows the new total
// instead of charging it unseen, and the next click places the order at it.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { command as orderStatus } from "../../scripts/order-status";
import { command as price } from "../../scripts/price";
import { command as returnStatus } from "../../scripts/return-status";
import { runOperatorCommand } from "../../scripts/run-operator-command";
import { forgiveRefusedForms, logInAs, seriousAxeViolations, setupBrowser } from "./browser";
import {
  bookIdOnPage,
  buyableBook,
  chooseMethods,
  confirmedOrderNumber,
  continueToMethods,
  enterCheckout,
  fillDetails,
  fillRomanianAddress,
  placeOrder,
  shopper,
  totalShown,
} from "./checkout-steps";
import { waitForEmail } from "./outbox";
import { freePort, type SpawnedServer, spawnServer } from "./spawn-server";

const CUSTOMER = "maria.georgescu@example.ro";

let shop: SpawnedServer;
let port = 0;
let dataDir = "";

async function startShop() {
  shop = await spawnServer({
    SEED_BOOKS: "120",
    PORT: String(port),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  await shop.healthy();
  dataDir = shop.dataDir;
}

const COMMANDS = { "order-status": orderStatus, "return-status": returnStatus, price } as const;

/**
 * Runs an operator's command (`npm run order`, `return`, `price`) on the stopped shop's data, in
 * this process (scripts/operator-arguments.test.ts starts each script as a process of its own).
 */
async function operator(script: keyof typeof COMMANDS, ...args: string[]): Promise<string> {
  const run = await runOperatorCommand(COMMANDS[script], args, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  expect(run.stderr, `${script} ${args.join(" ")}`).toBe("");
  expect(run.code, `${script} ${args.join(" ")}`).toBe(0);
  return run.stdout;
}

beforeAll(async () => {
  port = await freePort();
  await startShop();
});

afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const browser = setupBrowser(undefined, { shopURL: () => `http://127.0.0.1:${port}` });

describe("a return", () => {
  it("goes from the account's request through the shop's moves to credit in the account", {
    timeout: 300_000,
  }, async () => {
    const { page } = browser;
    await logInAs(page, CUSTOMER);
    const book = await buyableBook(page, 0, shop.url);
    await enterCheckout(page, book);
    await fillRomanianAddress(page, {
      county: "Iași",
      locality: "Iași",
      postalCode: "700506",
      street: "Bd. Carol I nr. 11",
    });
    await continueToMethods(page);
    await chooseMethods(page, "Ramburs");
    await placeOrder(page);
    const number = await confirmedOrderNumber(page);

    // Not delivered yet: nothing to return.
    await page.goto("/account/Return");
    await page.getByRole("heading", { level: 1, name: "Retururi" }).waitFor();
    expect(await page.getByRole("form", { name: `Comanda nr. ${number}` }).count()).toBe(0);

    // The courier delivers it and collects the money.
    await shop.stop();
    const moved = await operator(
      "order-status",
      number,
      ...["confirmed", "packed", "shipped", "delivered", "paid"],
      "--by",
      "e2e",
    );
    expect(moved).toContain(`Order ${number}: shipped → delivered (by e2e).`);
    expect(moved).toContain(`Order ${number}: pending → paid (by e2e).`);
    await startShop();

    await page.goto("/account/Return");
    const form = page.getByRole("form", { name: `Comanda nr. ${number}` });
    await form.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Sent without a reason: the form says what is missing and keeps nothing.
    await form.getByLabel(`Exemplare de returnat: ${book.title}`).selectOption("1");
    await form.getByRole("button", { name: "Trimite cererea de retur" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByText("Nu ai cereri de retur.").waitFor();
    forgiveRefusedForms(browser.errors);

    const again = page.getByRole("form", { name: `Comanda nr. ${number}` });
    await again.getByLabel(`Exemplare de returnat: ${book.title}`).selectOption("1");
    await again.getByLabel("Motivul").selectOption({ label: "M-am răzgândit" });
    await again.getByRole("radio", { name: /^Credit în cont/ }).check();
    await again.getByRole("button", { name: "Trimite cererea de retur" }).click();
    await page.getByRole("status").getByText("Am primit cererea de retur.").waitFor();
    const request = page.getByRole("listitem").filter({ hasText: `comanda nr. ${number}` });
    await request.getByText("Cerere primită").waitFor();
    const id = /Returul nr\. (\d+)/.exec((await request.textContent()) ?? "")?.[1] ?? "";
    expect(id).not.toBe("");
    await waitForEmail(`Am primit cererea de retur nr. ${id}`, CUSTOMER, dataDir);
    // The whole copy is asked for: the order offers nothing more to return.
    expect(await page.getByRole("form", { name: `Comanda nr. ${number}` }).count()).toBe(0);

    // The shop approves it, the parcel arrives whole, the money goes back as credit.
    await shop.stop();
    const received = await operator(
      "return-status",
      id,
      "approved",
      "received",
      "refunded",
      "--resellable",
    );
    expect(received).toContain(`Return ${id}: refunded`);
    expect(received).toContain("1 copy back on the shelf");
    await startShop();

    await waitForEmail(`Returul nr. ${id} a fost aprobat: trimite coletul`, CUSTOMER, dataDir);
    await waitForEmail(`Ți-am dat banii înapoi pentru returul nr. ${id}`, CUSTOMER, dataDir);
    await page.goto("/account/Return");
    await page
      .getByRole("listitem")
      .filter({ hasText: `Returul nr. ${id}` })
      .getByText("Rambursat")
      .waitFor();
    await page.goto("/account/Credit");
    await page.getByText(`Returul nr. ${id}`).waitFor();
  });
});

describe("a price changed during checkout", () => {
  it("is shown at step 3 before the order charges it", { timeout: 180_000 }, async () => {
    const { page } = browser;
    const book = await buyableBook(page, 1, shop.url);
    const id = await bookIdOnPage(page);
    await enterCheckout(page, book);
    await fillDetails(page, shopper("pret"));
    await continueToMethods(page);
    await chooseMethods(page, "Ramburs");
    const sidebar = page.getByRole("complementary", { name: "Sumarul comenzii" });
    const before = await totalShown(sidebar);

    // While the shopper reads the total, the shop raises the book's regular price by 10 lei.
    await shop.stop();
    const shown = await operator("price", String(id));
    const regular = /^Regular price ([\d.]+,\d\d) lei/m.exec(shown)?.[1] ?? "";
    const raised = (Number(regular.replace(/\./g, "").replace(",", ".")) + 10).toFixed(2);
    const changed = await operator("price", String(id), "--set", raised);
    const pays = /^ {2}Shoppers pay: ([\d.]+,\d\d lei) → ([\d.]+,\d\d lei)$/m.exec(changed);
    expect(pays, changed).not.toBeNull();
    await startShop();

    // The old total is not charged: the page says so and shows the new one.
    await placeOrder(page);
    await page
      .getByRole("alert")
      .filter({ hasText: "Între timp s-au schimbat prețuri sau cantități" })
      .waitFor();
    forgiveRefusedForms(browser.errors);
    await expect.poll(() => totalShown(sidebar)).not.toBe(before);
    expect(await page.getByRole("main").textContent()).toContain(pays?.[2]);
    const after = await totalShown(sidebar);

    await placeOrder(page);
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await confirmedOrderNumber(page);
    expect(await totalShown(page.getByRole("main"))).toBe(after);
  });
});
