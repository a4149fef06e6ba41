// The account menu marks the page it is on (aria-current and a visible style), whatever the case
// of the address, since the routes match it regardless of case.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import AccountLayout from "./account-layout";

type LayoutProps = Parameters<typeof AccountLayout>[0];

const props = {
  loaderData: {
    firstName: "Ana",
    emailConfirmed: true,
    email: "ana@example.ro",
    justConfirmed: false,
    resent: false,
  },
  params: {},
  matches: [],
} as unknown as LayoutProps;

function Layout() {
  return createElement(AccountLayout, props);
}

function currentLinks(path: string): string[] {
  const Stub = createRoutesStub([{ path: "/account/*", Component: Layout }]);
  const html = renderToString(createElement(Stub, { initialEntries: [path] }));
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map(
    (m) => m[1] ?? "",
  );
}

describe("the account menu", () => {
  it("marks the current page's link, and only it", () => {
    expect(currentLinks("/account/orders")).toEqual(["Comenzile mele"]);
    expect(currentLinks("/account/credit/")).toEqual(["Credit"]);
  });

  it("marks no link on a page the menu does not list", () => {
    expect(currentLinks("/account/order-details/abc")).toEqual([]);
  });
});
