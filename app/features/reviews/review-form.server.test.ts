import { describe, expect, it } from "vitest";
import { parseReviewForm } from "./review-form.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const BODY = "O carte foarte bună, recomand cu drag tuturor.";

describe("parseReviewForm", () => {
  it("reads a review of a book", () => {
    expect(parseReviewForm(form({ bookId: "12", rating: "5", title: "", body: BODY }))).toEqual({
      ok: true,
      input: { bookId: 12, rating: 5, title: "", body: BODY },
    });
  });

  it("refuses a book id no row can have, as an incomplete form rather than a failed query", () => {
    for (const bookId of ["99999999999", "2147483648", "0", "-3", "1.5", "abc"]) {
      expect(parseReviewForm(form({ bookId, rating: "5", body: BODY })), bookId).toEqual({
        ok: false,
        errors: { body: "Formularul nu este complet." },
      });
    }
  });
});
