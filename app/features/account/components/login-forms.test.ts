// The registration form as the server renders it: the terms box is reachable from the error
// summary and its label links to the terms.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { RegisterForm } from "./login-forms";

function ShownForm() {
  return createElement(RegisterForm, {
    values: { email: "ana@example.ro" },
    errors: { acceptTerms: "Ca să îți creăm contul, acceptă termenii și condițiile." },
  });
}

function render(): string {
  const Stub = createRoutesStub([{ path: "/login", Component: ShownForm }]);
  return renderToString(createElement(Stub, { initialEntries: ["/login?register=1"] }));
}

describe("the registration form's terms", () => {
  it("has a box the summary's link reaches", () => {
    const html = render();
    expect(html).toContain('href="#f-acceptTerms"');
    expect(html).toMatch(/<input[^>]*id="f-acceptTerms"[^>]*name="acceptTerms"/);
    expect(html).toMatch(/<label[^>]*for="f-acceptTerms"/);
  });

  it("links the terms and conditions from the box's label", () => {
    expect(render()).toMatch(/<a href="\/ajutor"[^>]*>termenii și condițiile<\/a>/);
  });
});
