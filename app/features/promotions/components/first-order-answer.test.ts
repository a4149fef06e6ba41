import { afterEach, describe, expect, it, vi } from "vitest";
import { firstOrderNotice, requestFirstOrderVoucher } from "./first-order-answer";
import { FIRST_ORDER_NETWORK_ERROR } from "./widget-constants";

describe("firstOrderNotice", () => {
  it("shows the server's message in success style on 200", () => {
    expect(firstOrderNotice(200, JSON.stringify("Voucherul a fost trimis pe e-mail."))).toEqual({
      tone: "success",
      message: "Voucherul a fost trimis pe e-mail.",
    });
  });

  it("shows a refusal's message in error style", () => {
    const body = JSON.stringify({ error: { code: "not-first", message: "Ai mai comandat." } });
    expect(firstOrderNotice(409, body)).toEqual({ tone: "error", message: "Ai mai comandat." });
  });

  it("falls back to the spec's text with no answer or an unreadable one", () => {
    expect(firstOrderNotice(null, null)).toEqual({
      tone: "error",
      message: FIRST_ORDER_NETWORK_ERROR,
    });
    expect(firstOrderNotice(502, "<html>Bad gateway</html>").message).toBe(
      FIRST_ORDER_NETWORK_ERROR,
    );
  });
});

describe("requestFirstOrderVoucher", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks with the address encoded in the path", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify("Trimis!"), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    expect(await requestFirstOrderVoucher("ana+carti@exemplu.ro")).toEqual({
      tone: "success",
      message: "Trimis!",
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/homepage/CheckForFirstOrder/ana%2Bcarti%40exemplu.ro",
      expect.anything(),
    );
  });

  it("says the spec's text when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect((await requestFirstOrderVoucher("0722000000")).message).toBe(FIRST_ORDER_NETWORK_ERROR);
  });
});
