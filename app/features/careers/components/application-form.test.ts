// The application form as the server renders it after a refused send (what a browser without
// JavaScript shows): what was typed and ticked comes back, and the file is asked for again.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { REPICK_HINT } from "../../uploads/components/upload-form-fields";
import { ApplicationForm, type ApplicationFormState } from "./application-form";

let shown: ApplicationFormState = {};

function ShownForm() {
  return createElement(ApplicationForm, {
    state: shown,
    legalName: "Coperta SRL",
    contactEmail: "date@coperta.ro",
  });
}

function render(state: ApplicationFormState): string {
  shown = state;
  const Stub = createRoutesStub([{ path: "/cariere/post", Component: ShownForm }]);
  return renderToString(createElement(Stub, { initialEntries: ["/cariere/post"] }));
}

const consentBox = (html: string) => html.match(/<input[^>]*name="consent"[^>]*>/)?.[0] ?? "";
const typed = { name: "Ion Popa", email: "ion@", phone: "0722 123 456", message: "" };

describe("the application form", () => {
  it("starts with the consent unticked and no request to choose the file again", () => {
    const html = render({});
    expect(consentBox(html)).not.toContain("checked");
    expect(html).not.toContain(REPICK_HINT);
  });

  it("keeps the ticked consent and asks for the file again after a refusal elsewhere", () => {
    const html = render({ errors: { email: "Adresa nu pare corectă." }, values: typed });
    expect(consentBox(html)).toContain('checked=""');
    expect(html).toContain(REPICK_HINT);
    expect(html).toContain('href="#f-email"');
  });

  it("leaves the box empty when it was not ticked, and asks nothing more of a refused file", () => {
    const html = render({
      errors: { consent: "Avem nevoie de acordul tău.", cv: "Acceptăm doar fișiere PDF sau DOCX." },
      values: typed,
    });
    expect(consentBox(html)).not.toContain("checked");
    expect(html).not.toContain(REPICK_HINT);
  });
});
