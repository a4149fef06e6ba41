import { describe, expect, it } from "vitest";
import { privatePrefix, reportedUrl } from "./source-url";

describe("the address a conversion event reports", () => {
  it("keeps the path and the campaign parameters, nothing else", () => {
    expect(
      reportedUrl(
        "https://coperta.ro/carti/beletristica?pagina=2&utm_source=fb&utm_campaign=vara&fbclid=Iw1#top",
      ),
    ).toBe("https://coperta.ro/carti/beletristica?utm_source=fb&utm_campaign=vara&fbclid=Iw1");
    // A search may say something about the visitor.
    expect(reportedUrl("https://coperta.ro/cautare?term=boala+mea")).toBe(
      "https://coperta.ro/cautare",
    );
  });

  it("cuts the visitor's own pages to their section, tokens and ids off", () => {
    expect(reportedUrl("https://coperta.ro/resetare-parola?token=s3cret")).toBe(
      "https://coperta.ro/resetare-parola",
    );
    expect(reportedUrl("https://coperta.ro/order-confirmation/Xy12AbCd")).toBe(
      "https://coperta.ro/order-confirmation",
    );
    expect(reportedUrl("https://coperta.ro/account/order-details/abc")).toBe(
      "https://coperta.ro/account",
    );
    expect(privatePrefix("/cos/detalii-comanda-3")).toBe("/cos/detalii-comanda");
    expect(privatePrefix("/o/Xy12AbCd")).toBe("/o");
    expect(privatePrefix("/loginIF")).toBe("/loginIF");
    // Shop pages are not private, even when they start alike.
    expect(privatePrefix("/carte/ordinul-negru")).toBeNull();
    expect(privatePrefix("/cos/produse")).toBeNull();
    expect(privatePrefix("/oferte")).toBeNull();
  });
});
