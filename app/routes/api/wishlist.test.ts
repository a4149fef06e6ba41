// The server wishlist over JSON, as the browser calls it, and the logged-in recommendations.
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createContributor } from "../../../db/factories";
import { orderLines, orders } from "../../../db/schema-orders";
import { createTestDatabase } from "../../../db/testing";
import { createSession } from "../../features/account/sessions.server";
import { createCustomer } from "../../features/account/test-factories";
import { addToWishlist, listWishlist } from "../../features/account/wishlist.server";
import { refreshCatalogueIndex } from "../../features/catalogue/list-index/index-store.server";
import { parseEnv, publicStore } from "../../lib/env.server";
import routes from "../../routes";
import * as favouritesPage from "../account-favourites";
import * as frequentlyBought from "./frequently-bought";
import * as memberWishlist from "./member-wishlist";
import * as merge from "./member-wishlist-merge";
import * as productWishlist from "./product-wishlist";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const env = parseEnv({});
const context = () => ({ db: database.db, env, store: publicStore(env) });

type Handler = (args: never) => Promise<Response> | Response;
async function call(
  handler: Handler,
  path: string,
  init: RequestInit & { token?: string; cookie?: string } = {},
  params: Record<string, string> = {},
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.cookie) headers.set("Cookie", `sesiune=${init.cookie}`);
  if (init.body) headers.set("Content-Type", "application/json");
  const request = new Request(`http://localhost${path}`, { ...init, headers });
  const response = await Promise.resolve()
    .then(() =>
      (handler as (args: unknown) => Promise<Response>)({ request, context: context(), params }),
    )
    .catch((thrown: unknown) => thrown as Response);
  const text = await response.text();
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read by the tests
    body: (text ? JSON.parse(text) : null) as any,
    headers: response.headers,
  };
}

async function loggedIn() {
  const customer = await createCustomer(database.db);
  const { token } = await createSession(database.db, customer.id, { now: new Date() });
  return { customer, token };
}

describe("route matching", () => {
  // React Router ranks static segments above parameters: the wishlist is not a member "call".
  const toObjects = (entries: readonly unknown[]): RouteObject[] =>
    (entries as { id?: string; file: string; path?: string; children?: unknown[] }[]).map(
      (entry) =>
        ({
          id: entry.id ?? entry.file,
          path: entry.path,
          children: entry.children ? toObjects(entry.children) : undefined,
        }) as RouteObject,
    );
  const matched = (path: string) =>
    matchRoutes(toObjects(routes), path)
      ?.map((match) => match.route.id)
      .at(-1);

  it("sends the wishlist addresses to their own modules", () => {
    expect(matched("/api/member/wishlist")).toBe("routes/api/member-wishlist.ts");
    expect(matched("/api/member/wishlist/merge")).toBe("routes/api/member-wishlist-merge.ts");
    expect(matched("/api/product/wishlist/12")).toBe("routes/api/product-wishlist.ts");
    expect(matched("/api/member/me")).toBe("routes/api/member.ts");
    expect(matched("/account/favourites")).toBe("routes/account-favourites.tsx");
  });
});

describe("GET /api/member/wishlist", () => {
  it("answers 401 in the JSON error shape without a session", async () => {
    const answer = await call(memberWishlist.loader, "/api/member/wishlist");
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { code: "not_logged_in" } });
    const forged = await call(memberWishlist.loader, "/api/member/wishlist", {
      token: "x".repeat(43),
    });
    expect(forged.status).toBe(401);
  });

  it("answers the shopper's products, privately, by Bearer token or cookie", async () => {
    const { customer, token } = await loggedIn();
    const [a, b] = [await createBook(database.db), await createBook(database.db)];
    await addToWishlist(database.db, customer.id, [b.id, a.id]);
    const answer = await call(memberWishlist.loader, "/api/member/wishlist", { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.body.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(answer.body[0]).toMatchObject({ productId: b.id, title: b.title, price: b.price });
    const byCookie = await call(memberWishlist.loader, "/api/member/wishlist", { cookie: token });
    expect(byCookie.body).toEqual(answer.body);
  });
});

describe("PUT and POST /api/product/wishlist/{productId}", () => {
  const path = (id: string | number) => `/api/product/wishlist/${id}`;
  const send = (method: string, id: string | number, token?: string) =>
    call(productWishlist.action, path(id), { method, token }, { productId: String(id) });

  it("adds with PUT and removes with POST, both idempotent", async () => {
    const { customer, token } = await loggedIn();
    const book = await createBook(database.db);
    for (let i = 0; i < 2; i++) {
      const added = await send("PUT", book.id, token);
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ productId: book.id, inWishlist: true });
      expect(added.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(await listWishlist(database.db, customer.id)).toEqual([book.id]);
    for (let i = 0; i < 2; i++) {
      const removed = await send("POST", book.id, token);
      expect(removed.status).toBe(204);
    }
    expect(await listWishlist(database.db, customer.id)).toEqual([]);
  });

  it("answers 401 without a session, 400 for a malformed id, 404 for an unknown book", async () => {
    const { token } = await loggedIn();
    const book = await createBook(database.db);
    expect((await send("POST", book.id)).status).toBe(401);
    expect((await send("PUT", book.id)).body).toMatchObject({ error: { code: "not_logged_in" } });
    for (const id of ["12abc", "-3", "0", "99999999999"]) {
      const answer = await send("POST", id, token);
      expect(answer.status, id).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: "invalid_product_id" } });
    }
    const unknown = await send("PUT", 987_654, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: "product_not_found" } });
    const hidden = await createBook(database.db, { isListed: false });
    expect((await send("PUT", hidden.id, token)).status).toBe(404);
  });

  it("refuses GET and other methods", async () => {
    expect((await call(productWishlist.loader, path(1))).status).toBe(405);
    expect((await send("DELETE", 1)).status).toBe(405);
  });
});

describe("the favourites page's remove form", () => {
  it("answers 400 to an id no row can have, as to any other malformed one", async () => {
    const { token } = await loggedIn();
    for (const productId of ["2147483648", "1e30", "-3", "x"]) {
      const request = new Request("http://localhost/account/favourites", {
        method: "POST",
        headers: {
          Cookie: `sesiune=${token}`,
          Origin: "http://localhost",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "remove", productId }),
      });
      const answer = (await favouritesPage.action({
        request,
        context: context(),
        params: {},
      } as never)) as unknown as { init: ResponseInit | null; data: { ok: boolean } };
      expect(answer.init?.status, productId).toBe(400);
      expect(answer.data.ok).toBe(false);
    }
  });
});

describe("POST /api/member/wishlist/merge", () => {
  const send = (body: unknown, token?: string) =>
    call(merge.action, "/api/member/wishlist/merge", {
      method: "POST",
      token,
      body: JSON.stringify(body),
    });

  it("joins the browser's ids to the server list and answers the whole list", async () => {
    const { customer, token } = await loggedIn();
    const [saved, local] = [await createBook(database.db), await createBook(database.db)];
    await addToWishlist(database.db, customer.id, [saved.id], new Date("2026-11-01T10:00:00Z"));
    const answer = await send({ ids: [local.id, saved.id, 987_654] }, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.body.map((p: { id: number }) => p.id)).toEqual([saved.id, local.id]);
  });

  it("answers 401 without a session and 400 for a bad body", async () => {
    const { token } = await loggedIn();
    expect((await send({ ids: [1] })).status).toBe(401);
    for (const body of [
      [1, 2],
      { ids: ["x"] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      const answer = await send(body, token);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: "invalid_ids" } });
    }
    const notJson = await call(merge.action, "/api/member/wishlist/merge", {
      method: "POST",
      token,
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });
});

describe("GET /api/product/frequentlyBoughtSingleProductsL/{productId}", () => {
  it("personalises with a session (privately) and stays everyone's list without one", async () => {
    const { db } = database;
    const loved = await createContributor(db);
    const product = await createBook(db, { authors: [await createContributor(db)] });
    const owned = await createBook(db, { authors: [await createContributor(db)] });
    const plain = await createBook(db, { authors: [await createContributor(db)] });
    const kin = await createBook(db, { authors: [loved] });
    const favourite = await createBook(db, { authors: [loved] });
    const lines = [
      [owned, 3],
      [plain, 2],
      [kin, 1],
    ] as const;
    const { customer, token } = await loggedIn();
    for (const [book, times] of lines) {
      for (let n = 0; n < times; n++) {
        const [row] = await db.insert(orders).values({ subtotal: 1, total: 1 }).returning();
        await db.insert(orderLines).values([
          { orderId: row!.id, bookId: product.id, quantity: 1, unitPrice: 1 },
          { orderId: row!.id, bookId: book.id, quantity: 1, unitPrice: 1 },
        ]);
      }
    }
    const [mine] = await db
      .insert(orders)
      .values({ subtotal: 1, total: 1, customerId: customer.id })
      .returning();
    await db
      .insert(orderLines)
      .values({ orderId: mine!.id, bookId: owned.id, quantity: 1, unitPrice: 1 });
    await addToWishlist(db, customer.id, [favourite.id]);
    await refreshCatalogueIndex(db);

    const ask = (variant: "L" | "NL", withToken?: string) =>
      call(
        frequentlyBought.loader,
        `/api/product/frequentlyBoughtSingleProducts${variant}/${product.id}`,
        { token: withToken },
        { productId: String(product.id) },
      );
    const ids = (body: { id: number }[]) => body.map((p) => p.id);

    const anonymous = await ask("NL");
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(ids(anonymous.body)).toEqual([owned.id, plain.id, kin.id]);

    const personal = await ask("L", token);
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
    expect(ids(personal.body)).toEqual([kin.id, plain.id]);

    const noSession = await ask("L");
    expect(noSession.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(noSession.headers.get("Vary")).toContain("Authorization");
    expect(noSession.body).toEqual(anonymous.body);
    // The NL address never reads a session.
    const nlWithToken = await ask("NL", token);
    expect(nlWithToken.body).toEqual(anonymous.body);
    expect(nlWithToken.headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});
