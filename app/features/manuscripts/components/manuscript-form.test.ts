// The manuscript form as the server renders it after a refused send (what a browser without
// JavaScript shows): the consent the author ticked stays, and the file is asked for again.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { REPICK_HINT } from "../../uploads/components/upload-form-fields";
import { ManuscriptForm, type ManuscriptFormState } from "./manuscript-form";

let shown: ManuscriptFormState = {};

function ShownForm() {
  return createElement(ManuscriptForm, {
    state: shown,
    genres: ["Roman", "Poezie"],
    legalName: "Coperta SRL",
    contactEmail: "date@coperta.ro",
  });
}

function render(state: ManuscriptFormState): string {
  shown = state;
  const Stub = createRoutesStub([{ path: "/publica-o-carte", Component: ShownForm }]);
  return renderToString(createElement(Stub, { initialEntries: ["/publica-o-carte"] }));
}

const consentBox = (html: string) => html.match(/<input[^>]*name="consent"[^>]*>/)?.[0] ?? "";
const typed = {
  authorName: "Ioana Marin",
  email: "ioana@example.ro",
  phone: "",
  title: "Fântâna",
  genre: "Roman",
  synopsis: "Prea scurt.",
};

describe("the manuscript form sent back", () => {
  it("keeps the ticked consent and asks for the file again", () => {
    const html = render({ errors: { synopsis: "Scrie un sinopsis mai lung." }, values: typed });
    expect(consentBox(html)).toContain('checked=""');
    expect(html).toContain(REPICK_HINT);
  });

  it("ticks nothing after a body refused unread, which says nothing of the box", () => {
    const empty = { authorName: "", email: "", phone: "", title: "", genre: "", synopsis: "" };
    const html = render({ errors: { form: "Formularul are un text prea lung." }, values: empty });
    expect(consentBox(html)).not.toContain("checked");
    // The whole-form message is not a field for the summary to link to.
    expect(html).not.toContain('href="#f-form"');
  });
});
