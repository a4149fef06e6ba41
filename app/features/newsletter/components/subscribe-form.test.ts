// The newsletter form as the server renders it: the consent is never ticked for the visitor,
// but a refused form keeps the tick the visitor gave.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SubscribeErrors } from "../newsletter-fields";
import { SubscribeForm } from "./subscribe-form";

let shown: SubscribeErrors = {};

function ShownForm() {
  return createElement(SubscribeForm, {
    consentText: "Sunt de acord să primesc newsletterul.",
    consentVersion: "v1",
    errors: shown,
    email: "ana@",
  });
}

function consentBox(errors: SubscribeErrors): string {
  shown = errors;
  const Stub = createRoutesStub([{ path: "/newsletter", Component: ShownForm }]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/newsletter"] }));
  return html.match(/<input[^>]*name="consent"[^>]*>/)?.[0] ?? "";
}

describe("the newsletter's consent", () => {
  it("is not ticked on a fresh form", () => {
    expect(consentBox({})).not.toContain("checked");
  });

  it("stays ticked when only the address was refused", () => {
    expect(consentBox({ email: "Adresa de e-mail nu pare corectă." })).toContain('checked=""');
  });

  it("comes back empty when the box itself was refused", () => {
    expect(consentBox({ consent: "Ca să te abonăm, bifează acordul." })).not.toContain("checked");
    expect(
      consentBox({ email: "Adresa nu pare corectă.", consent: "Textul acordului s-a schimbat." }),
    ).not.toContain("checked");
  });
});
