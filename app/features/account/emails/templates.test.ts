import { describe, expect, it } from "vitest";
import { createPublicStore } from "../../orders/order-view-factory";
import { alreadyRegisteredEmail } from "./already-registered";
import { confirmEmailEmail } from "./confirm-email";
import { resetPasswordEmail } from "./reset-password";

const store = createPublicStore();

/** What a reader of the HTML sees: tags gone, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

const link = "https://www.coperta.ro/login?confirmare=abc_DEF-123";

describe("the account e-mails", () => {
  it("asks to confirm the address, with the link as a button and written out", () => {
    const email = confirmEmailEmail({ firstName: "Ștefan", link, validDays: 7 }, store);
    expect(email.subject).toBe("Confirmă adresa de e-mail pentru contul Coperta");
    expect(hrefs(email.html)).toContain(link);
    for (const version of [visibleText(email.html), email.text]) {
      expect(version).toContain("Bine ai venit la Coperta, Ștefan!");
      expect(version).toContain("Linkul este valabil 7 zile.");
      expect(version).toContain("comenzile pe care le-ai făcut deja cu această adresă");
      expect(version).toContain(link);
      expect(version).toContain("Sună-ne la 021 310 45 67 sau scrie-ne la comenzi@coperta.ro");
      expect(version).toContain("Cu drag, echipa Coperta");
    }
    expect(email.text).toContain(`Confirmă adresa de e-mail:\n${link}`);
  });

  it("sends the reset link, valid an hour, and reassures whoever did not ask", () => {
    const reset = "https://www.coperta.ro/resetare-parola?token=xyz";
    const email = resetPasswordEmail({ firstName: "Ana", link: reset }, store);
    expect(email.subject).toBe("Resetează parola contului Coperta");
    expect(hrefs(email.html)).toContain(reset);
    for (const version of [visibleText(email.html), email.text]) {
      expect(version).toContain("Salut, Ana!");
      expect(version).toContain("valabil o oră și poate fi folosit o singură dată");
      expect(version).toContain("Dacă nu ai cerut tu resetarea, ignoră acest e-mail");
    }
  });

  it("tells an account's owner that someone tried to register, with login and reset links", () => {
    const email = alreadyRegisteredEmail({ firstName: "Ion" }, store);
    expect(email.subject).toBe("Ai deja un cont Coperta");
    expect(hrefs(email.html)).toEqual(
      expect.arrayContaining([
        "https://www.coperta.ro/login",
        "https://www.coperta.ro/resetare-parola",
      ]),
    );
    expect(email.text).toContain("Ai deja un cont la noi, Ion");
  });

  it("escapes whatever a name holds and uses comma-below ș and ț only", () => {
    const email = confirmEmailEmail({ firstName: "<b>Ion</b>", link, validDays: 7 }, store);
    expect(email.html).not.toContain("<b>Ion</b>");
    expect(email.html).toContain("&lt;b&gt;Ion&lt;/b&gt;");
    for (const rendered of [
      email,
      resetPasswordEmail({ firstName: "Ana", link }, store),
      alreadyRegisteredEmail({ firstName: "Ana" }, store),
    ]) {
      expect(`${rendered.subject}${rendered.text}`).not.toMatch(/[şţŞŢ]/);
    }
  });
});
