// Careers and the publishing house as a visitor uses them: the departments and a position, an
// application with a CV that reaches HR attached, a file of the wrong type refused (without
// JavaScript too), and a manuscript acknowledged by e-mail. Each post comes from an address of
// its own (X-Forwarded-For, trusted from the loopback proxy), so the throttles never meet.
import { randomInt } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../../app/features/uploads/test-documents";
import { baseURL, forgiveRefusedForms, seriousAxeViolations, setupBrowser } from "./browser";
import { waitForEmail } from "./outbox";

const browser = setupBrowser();
const run = Date.now().toString(36);
/** The seeded settings careers.email and manuscripts.submissions (db/seed/content.ts). */
const HR_INBOX = "cariere@coperta.ro";
const EDITORS_INBOX = "manuscrise@coperta.ro";
const POSITION = "Project Manager Editorial";

async function postFromOwnAddress(context: BrowserContext) {
  await context.setExtraHTTPHeaders({
    "X-Forwarded-For": `198.19.${randomInt(256)}.${randomInt(1, 255)}`,
  });
}

describe("the careers pages", () => {
  it("list the departments and show a position with its objectives and responsibilities", async () => {
    const { page } = browser;
    await page.goto("/cariere");
    await page.getByRole("heading", { level: 1, name: "Cariere" }).waitFor();
    for (const department of ["Marketing", "IT", "Editorial", "Grafică", "Depozit"]) {
      await page.getByRole("heading", { level: 2, name: department, exact: true }).waitFor();
    }
    await page.getByRole("link", { name: "Sortator Produse" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: POSITION }).click();
    await page.waitForURL(/\/cariere\/project-manager-editorial$/);
    await page.getByRole("heading", { level: 1, name: POSITION }).waitFor();
    await page.getByText("cel puțin 7 zile lucrătoare înainte de data publicării").waitFor();
    await page.getByRole("heading", { level: 2, name: "Obiective" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Responsabilități" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("send a position with an outside form there, and say when one is closed", async () => {
    const { page } = browser;
    await page.goto("/cariere/dezvoltator-full-stack");
    const outside = page.getByRole("link", { name: /Completează formularul de aplicare/ });
    expect(await outside.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await page.getByRole("button", { name: "Trimite candidatura" }).count()).toBe(0);

    await page.goto("/cariere/corector-colaborator");
    await page.getByText("Postul este închis").waitFor();
    expect(await page.getByRole("button", { name: "Trimite candidatura" }).count()).toBe(0);

    const missing = await page.goto("/cariere/nu-exista");
    expect(missing?.status()).toBe(404);
  });
});

describe("an application", () => {
  it("reaches HR with the CV attached, and the applicant gets an acknowledgement", async () => {
    const { page, context } = browser;
    await postFromOwnAddress(context);
    const name = `Ana Candidat ${run}`;
    const email = `candidat.${run}@example.ro`;
    const cv = makePdf("Ana Candidat");
    await page.goto("/cariere/project-manager-editorial");
    await page.getByLabel("Nume și prenume").fill(name);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Telefon", { exact: true }).fill("0722 123 456");
    await page.getByLabel("Mesaj (opțional)").fill("Coordonez de șase ani apariții de carte.");
    await page.getByLabel("CV", { exact: true }).setInputFiles({
      name: "CV Ana.pdf",
      mimeType: "application/pdf",
      buffer: cv,
    });
    await page.getByRole("checkbox", { name: /doar pentru recrutare/ }).check();
    await page.getByRole("button", { name: "Trimite candidatura" }).click();
    await page.getByRole("status").getByText("Mulțumim, am primit candidatura ta!").waitFor();
    expect(new URL(page.url()).search).toBe("?trimis=1");

    const hr = await waitForEmail(`Candidatură nouă: ${POSITION} — ${name}`, HR_INBOX);
    expect(hr.text).toContain("Telefon: 0722 123 456");
    expect(hr.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      ["CV Ana.pdf", "application/pdf"],
    ]);
    expect(Buffer.from(hr.attachments[0]!.content as ArrayBuffer).equals(cv)).toBe(true);
    const acknowledgement = await waitForEmail(
      `Am primit candidatura ta pentru ${POSITION}`,
      email,
    );
    expect(acknowledgement.attachments).toEqual([]);
  });

  it("refuses a file that is not a PDF or a DOCX, with JavaScript and without", async () => {
    const { page, context } = browser;
    await postFromOwnAddress(context);
    await page.goto("/cariere/sortator-produse");
    await page.getByLabel("Nume și prenume").fill("Ion Popa");
    await page.getByLabel("CV", { exact: true }).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Doar text, nu un PDF."),
    });
    await page.getByRole("button", { name: "Trimite candidatura" }).click();
    await page.locator("#f-cv-error").getByText("Acceptăm doar fișiere PDF sau DOCX.").waitFor();
    // The other fields keep what was typed; the missing ones say what they need.
    expect(await page.getByLabel("Nume și prenume").inputValue()).toBe("Ion Popa");
    await page.locator("#f-email-error").waitFor();
    forgiveRefusedForms(browser.errors);

    const noJs = await browser.browser.newContext({
      baseURL: baseURL(),
      locale: "ro-RO",
      javaScriptEnabled: false,
    });
    try {
      await postFromOwnAddress(noJs);
      const plain = await noJs.newPage();
      await plain.goto("/cariere/sortator-produse");
      await plain.getByLabel("Nume și prenume").fill("Ion Popa");
      await plain.getByLabel("CV", { exact: true }).setInputFiles({
        name: "arhiva.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: Buffer.from("PK\u0003\u0004 nu e un document"),
      });
      const answer = plain.waitForResponse((response) => response.request().method() === "POST");
      await plain.getByRole("button", { name: "Trimite candidatura" }).click();
      expect((await answer).status()).toBe(400);
      await plain.getByText("Acceptăm doar fișiere PDF sau DOCX.").first().waitFor();
      expect(await plain.getByLabel("Nume și prenume").inputValue()).toBe("Ion Popa");
    } finally {
      await noJs.close();
    }
  });
});

describe("the publishing page", () => {
  it("presents the publishing house and acknowledges a manuscript by e-mail", async () => {
    const { page, context } = browser;
    await postFromOwnAddress(context);
    const email = `autor.${run}@example.ro`;
    const title = `Fântâna ${run}`;
    await page.goto("/publica-o-carte");
    await page.getByRole("heading", { level: 1, name: /Publică o carte/ }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Cum alegem manuscrisele" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Numele autorului").fill("Ioana Marin");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Titlul cărții").fill(title);
    await page.getByLabel("Genul").selectOption("Roman");
    await page
      .getByLabel("Sinopsis")
      .fill(
        "Un sat de pe Valea Oltului, o vară secetoasă și o fântână care nu mai seacă. Trei generații ale aceleiași familii își spun, în sfârșit, ce au tăcut.",
      );
    await page.getByLabel("Manuscrisul", { exact: true }).setInputFiles({
      name: "Fântâna.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: makeDocx("Capitolul întâi"),
    });
    await page.getByRole("checkbox", { name: /evalueze redacția/ }).check();
    await page.getByRole("button", { name: "Trimite manuscrisul" }).click();
    await page.getByRole("status").getByText("manuscrisul a ajuns la redacție").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The subject holds nothing the visitor typed; the title is in the body.
    const acknowledgement = await waitForEmail("Am primit manuscrisul tău", email);
    expect(acknowledgement.text).toContain(title);
    expect(acknowledgement.text).toContain("îți răspundem în cel mult 8 săptămâni");
    const notice = await waitForEmail(`Manuscris nou: „${title}” de Ioana Marin`, EDITORS_INBOX);
    expect(notice.text).toMatch(/npm run uploads -- get \d+ "Fantana\.docx"/);
  });
});
