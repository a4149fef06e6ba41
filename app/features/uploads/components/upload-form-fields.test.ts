// The upload forms' own controls as the server renders them, and the browser's size check.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "../upload-rules";
import { consentGiven, DocumentFileField, fileTooLarge, REPICK_HINT } from "./upload-form-fields";

describe("the size check in the browser", () => {
  it("refuses a file over its purpose's limit, and only then", () => {
    const cv = UPLOAD_LIMITS.cv.maxBytes;
    expect(fileTooLarge({ size: cv }, "cv")).toBe(false);
    expect(fileTooLarge({ size: cv + 1 }, "cv")).toBe(true);
    // A CV's excess is a manuscript's normal size.
    expect(fileTooLarge({ size: cv + 1 }, "manuscript")).toBe(false);
    expect(fileTooLarge({ size: 21 * 1024 * 1024 }, "manuscript")).toBe(true);
    expect(fileTooLarge(null, "cv")).toBe(false);
    expect(fileTooLarge(undefined, "manuscript")).toBe(false);
  });
});

describe("the consent of a form sent back", () => {
  const values = { name: "Ion Popa", email: "" };

  it("was ticked when the server read the form and said nothing about it", () => {
    expect(consentGiven({ email: "Scrie adresa." }, values)).toBe(true);
    expect(consentGiven({ email: "Scrie adresa.", consent: "Avem nevoie de acord." }, values)).toBe(
      false,
    );
  });

  it("is never assumed from an answer that did not read the form", () => {
    // A body refused unread: every value empty, no word on the box.
    expect(consentGiven({ cv: "Fișierul depășește 5 MB." }, { name: "", email: "" })).toBe(false);
    // Too many sends, a closed position: no values at all.
    expect(consentGiven({}, undefined)).toBe(false);
  });
});

describe("the file field", () => {
  const field = (repick: boolean) =>
    renderToString(
      createElement(DocumentFileField, { name: "cv", label: "CV", hint: "PDF sau DOCX.", repick }),
    );

  it("asks for the file again on a page sent back, where the input is empty", () => {
    const html = field(true);
    expect(html).toContain(`PDF sau DOCX. ${REPICK_HINT}`);
    expect(html).toContain('aria-describedby="f-cv-hint"');
  });

  it("does not on a fresh page", () => {
    expect(field(false)).not.toContain(REPICK_HINT);
  });
});
