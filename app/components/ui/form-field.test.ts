// The error summary and the send button as the server renders them, and the pieces of their
// browser behaviour (moving the focus, when a form starts empty again) as plain functions.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import {
  FormErrorSummary,
  focusField,
  nextResetKey,
  plainClick,
  type ResetKeyState,
  SendButton,
} from "./form-field";

/** A stand-in for a focusable control: records what was asked of it. */
interface FakeElement {
  tagName: string;
  focus: ReturnType<typeof vi.fn>;
  scrollIntoView: ReturnType<typeof vi.fn>;
  closest: () => null;
  querySelector: (selector: string) => FakeElement | null;
}

function control(tagName = "INPUT", inner: Record<string, FakeElement | null> = {}): FakeElement {
  return {
    tagName,
    focus: vi.fn(),
    scrollIntoView: vi.fn(),
    closest: () => null,
    querySelector: (selector: string) => inner[selector] ?? null,
  };
}

function fakeDocument(
  byId: Record<string, FakeElement>,
  byName: Record<string, FakeElement[]> = {},
) {
  return {
    getElementById: (id: string) => byId[id] ?? null,
    getElementsByName: (name: string) => byName[name] ?? [],
  } as unknown as Pick<Document, "getElementById" | "getElementsByName">;
}

describe("the error summary", () => {
  it("links each message to its field and can take the focus", () => {
    const html = renderToString(
      createElement(FormErrorSummary, {
        errors: { email: "Adresa de e-mail nu pare corectă.", name: undefined },
      }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('href="#f-email"');
    expect(html).toContain("Adresa de e-mail nu pare corectă.");
    expect(html).not.toContain("#f-name");
  });

  it("is not there without errors", () => {
    expect(renderToString(createElement(FormErrorSummary, { errors: { email: "" } }))).toBe("");
  });

  it("moves the focus to the field's control, centred, without scrolling twice", () => {
    const email = control();
    expect(focusField("email", fakeDocument({ "f-email": email }))).toBe(true);
    expect(email.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(email.scrollIntoView).toHaveBeenCalledWith({ block: "center" });
  });

  it("focuses the chosen option of a group, else its first one", () => {
    const chosen = control();
    const first = control();
    const group = control("FIELDSET", { "input:checked": chosen, "input:not(:disabled)": first });
    expect(focusField("payment", fakeDocument({ "f-payment": group }))).toBe(true);
    expect(chosen.focus).toHaveBeenCalled();
    expect(group.focus).not.toHaveBeenCalled();

    const none = control("FIELDSET", { "input:checked": null, "input:not(:disabled)": first });
    focusField("payment", fakeDocument({ "f-payment": none }));
    expect(first.focus).toHaveBeenCalled();

    const radio = control();
    expect(focusField("bookId", fakeDocument({}, { bookId: [radio] }))).toBe(true);
    expect(radio.focus).toHaveBeenCalled();
  });

  it("leaves the link alone when no control has that name", () => {
    expect(focusField("missing", fakeDocument({}))).toBe(false);
  });

  it("takes over only a plain click (a held key opens a tab or a window)", () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(plainClick(click)).toBe(true);
    expect(plainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(plainClick({ ...click, metaKey: true })).toBe(false);
    expect(plainClick({ ...click, button: 1 })).toBe(false);
  });
});

describe("the send button", () => {
  it("stays focusable while sending: marked disabled, not disabled", () => {
    const idle = renderToString(createElement(SendButton, { sending: false, label: "Trimite" }));
    expect(idle).toContain(">Trimite</button>");
    expect(idle).not.toContain("aria-disabled=");
    const sending = renderToString(createElement(SendButton, { sending: true, label: "Trimite" }));
    expect(sending).toContain('aria-disabled="true"');
    expect(sending).not.toMatch(/\sdisabled=""/);
    expect(sending).toContain("Se trimite…");
  });
});

describe("a form that starts empty again once sent", () => {
  const idle: ResetKeyState = { submitting: false, key: 0 };

  function keyAfter(steps: [submitting: boolean, answered: boolean][]): number {
    return steps.reduce(
      (state, [submitting, answered]) => nextResetKey(state, submitting, answered),
      idle,
    ).key;
  }

  it("is rebuilt when a send ends without an answer (the action redirected)", () => {
    expect(
      keyAfter([
        [true, false],
        [false, false],
      ]),
    ).toBe(1);
    // Twice in a row, from the page the first send landed on.
    expect(
      keyAfter([
        [true, false],
        [false, false],
        [true, false],
        [false, false],
      ]),
    ).toBe(2);
  });

  it("is kept when a send is refused, and on navigations that are not sends", () => {
    expect(
      keyAfter([
        [true, false],
        [false, true],
      ]),
    ).toBe(0);
    // A fragment link after a refusal: no submission, the answer is gone, the form stays.
    expect(
      keyAfter([
        [true, false],
        [false, true],
        [false, false],
      ]),
    ).toBe(0);
  });

  it("returns the same state while nothing changes (no re-render asked)", () => {
    expect(nextResetKey(idle, false, false)).toBe(idle);
  });
});
