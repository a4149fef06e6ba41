import { describe, expect, it } from "vitest";
import { clickIdCookies } from "./click-ids";

const now = 1_767_225_600_000;
const cookies = (search: string) =>
  Object.fromEntries(
    clickIdCookies(new URLSearchParams(search), now).map((c) => [c.name, c.value]),
  );

describe("the tracking cookies of a landing address", () => {
  it("keeps each platform's click id under the spec's cookie names", () => {
    expect(cookies("?fbclid=IwAR2abc&gclid=Cj0KCQ&ttclid=E.C.P.123")).toEqual({
      fbcid: `fb.1.${now}.IwAR2abc`,
      googleId: "Cj0KCQ",
      tiktokid: "E.C.P.123",
    });
  });

  it("names the e-mail a visitor came from: mailid, else an e-mail link's campaign", () => {
    expect(cookies("?mailid=nl-2026-03")).toEqual({ mailid: "nl-2026-03" });
    expect(cookies("?utm_medium=email&utm_campaign=primavara")).toEqual({ mailid: "primavara" });
    expect(cookies("?utm_medium=cpc&utm_campaign=primavara")).toEqual({});
  });

  it("sets twoperformantid to 123 and klaviyoid to the id or 12345 (spec section 9)", () => {
    expect(cookies("?2pau=ab12&2ptt=quicklink")).toEqual({ twoperformantid: "123" });
    expect(cookies("?_kx=Ab_12.xyz")).toEqual({ klaviyoid: "Ab_12.xyz" });
    expect(cookies("?_kx=")).toEqual({ klaviyoid: "12345" });
    expect(cookies("?utm_source=klaviyo")).toEqual({ klaviyoid: "12345" });
  });

  it("keeps nothing that is not a plain token, and nothing without a click id", () => {
    expect(cookies("?fbclid=<script>alert(1)</script>&gclid=a%20b")).toEqual({});
    expect(cookies(`?gclid=${"x".repeat(501)}`)).toEqual({});
    expect(cookies("?pagina=2&ordonare=titlu")).toEqual({});
  });
});
