import { describe, expect, it } from "vitest";
import { ERROR_PAGE_MESSAGE, errorPageMessage, METHOD_NOT_ALLOWED_MESSAGE } from "./http";

describe("errorPageMessage", () => {
  it("keeps the Romanian text of a page's 429", () => {
    const text = "Prea multe cereri. Încearcă din nou peste 9 minute.";
    expect(errorPageMessage(429, text)).toBe(text);
    expect(errorPageMessage(429, null)).toBe("Prea multe cereri. Încearcă din nou peste un minut.");
  });

  it("never shows React Router's own messages", () => {
    const internal =
      'Error: You made a POST request to "/carti" but did not provide an `action` for route "routes/books"';
    expect(errorPageMessage(405, internal)).toBe(METHOD_NOT_ALLOWED_MESSAGE);
    expect(errorPageMessage(400, "Error: bad")).toBe("Cererea nu a putut fi înțeleasă.");
    expect(errorPageMessage(418, "I'm a teapot")).toBe("Cererea nu a putut fi îndeplinită.");
    expect(errorPageMessage(500, "Error: boom")).toBe(ERROR_PAGE_MESSAGE);
    expect(errorPageMessage(503, { message: "x" })).toBe(ERROR_PAGE_MESSAGE);
  });
});
