// The account's voucher and gift pages as the server renders them: login first, the session's own
// codes only; and a prize drawn while logged in lands in the account.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createBook } from "../../db/factories";
import { campaigns, prizes, vouchers } from "../../db/schema-promotions";
import { createTestDatabase } from "../../db/testing";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { parseEnv, publicStore } from "../lib/env.server";
import type { Route as DashboardRoute } from "./+types/account-dashboard";
import type { Route as GiftsRoute } from "./+types/account-gifts";
import type { Route as VouchersRoute } from "./+types/account-vouchers";
import { loader as dashboardLoader } from "./account-dashboard";
import { loader as giftsLoader } from "./account-gifts";
import { loader as vouchersLoader } from "./account-vouchers";
import type { Route as DrawRoute } from "./api/+types/campaign-draw";
import { action as drawAction } from "./api/campaign-draw";

const HOUR = 3_600_000;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let client = 0;
function context() {
  const env = parseEnv({ NODE_ENV: "test" });
  return {
    db: database.db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    // Each call its own client: the draw's throttle counts per client.
    clientAddress: `10.0.0.${++client}`,
  };
}

function request(path: string, token?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set("Cookie", `sesiune=${token}`);
  return new Request(`http://localhost${path}`, { ...init, headers });
}

/** A loader's data() payload, or the Response it threw (the redirect to /login). */
async function load<T>(
  loader: (args: never) => Promise<unknown>,
  path: string,
  token?: string,
): Promise<T | Response> {
  return (loader as (args: unknown) => Promise<unknown>)({
    request: request(path, token),
    params: {},
    context: context(),
  }).then(
    (returned) => (returned as { data: T }).data,
    (thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    },
  );
}

async function loggedIn(email: string) {
  const customer = await createCustomer(database.db, { email });
  const { token } = await createSession(database.db, customer.id, { now: new Date() });
  return { customer, token };
}

const future = () => new Date(Date.now() + 24 * HOUR);

describe("/account/Vouchers and /account/Gifts", () => {
  it("redirect to /login, and back, without a session", async () => {
    for (const [loader, path] of [
      [vouchersLoader, "/account/Vouchers"],
      [giftsLoader, "/account/Gifts"],
    ] as const) {
      const answer = await load(loader, path);
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/login?inapoi=${encodeURIComponent(path)}`);
      // A made-up token is no session either.
      const forged = await load(loader, path, "A".repeat(43));
      expect((forged as Response).status).toBe(302);
    }
  });

  it("show the session's own codes and gifts, never another customer's", async () => {
    const db = database.db;
    const ana = await loggedIn("ana.pagina@example.ro");
    const ion = await loggedIn("ion.pagina@example.ro");
    const book = await createBook(db, { title: "Moara cu noroc" });
    await db.insert(vouchers).values([
      {
        code: "ROATA-ANA-PAGINA",
        customerId: ana.customer.id,
        kind: "gift-book",
        bookId: book.id,
        endsAt: future(),
        maxUses: 1,
      },
      {
        code: "BUNVENIT-ANA-PAGINA",
        issuedTo: ana.customer.email,
        kind: "percent",
        value: 10,
        endsAt: future(),
        maxUses: 1,
      },
      {
        code: "ROATA-ION-PAGINA",
        customerId: ion.customer.id,
        kind: "gift-book",
        bookId: book.id,
        endsAt: future(),
        maxUses: 1,
      },
      {
        code: "BUNVENIT-ION-PAGINA",
        issuedTo: ion.customer.email,
        kind: "amount",
        value: 1000,
        endsAt: future(),
        maxUses: 1,
      },
    ]);

    type Vouchers = VouchersRoute.ComponentProps["loaderData"];
    const page = (await load<Vouchers>(vouchersLoader, "/account/Vouchers", ana.token)) as Vouchers;
    expect(page.vouchers.map((v) => v.code).sort()).toEqual([
      "BUNVENIT-ANA-PAGINA",
      "ROATA-ANA-PAGINA",
    ]);
    expect(JSON.stringify(page)).not.toContain("ION-PAGINA");

    type Gifts = GiftsRoute.ComponentProps["loaderData"];
    const gifts = (await load<Gifts>(giftsLoader, "/account/Gifts", ana.token)) as Gifts;
    expect(gifts.waiting.map((v) => v.code)).toEqual(["ROATA-ANA-PAGINA"]);
    expect(gifts.received).toEqual([]);
    expect(JSON.stringify(gifts)).not.toContain("ION-PAGINA");

    type Dashboard = DashboardRoute.ComponentProps["loaderData"];
    const dashboard = (await load<Dashboard>(
      dashboardLoader,
      "/account/account",
      ion.token,
    )) as Dashboard;
    expect(dashboard.vouchers.count).toBe(2);
    expect(dashboard.vouchers.codes.map((v) => v.code).sort()).toEqual([
      "BUNVENIT-ION-PAGINA",
      "ROATA-ION-PAGINA",
    ]);
  });
});

describe("POST /api/campaigns/{slug}/draw", () => {
  it("gives the prize's code to the account when logged in, to nobody otherwise", async () => {
    const db = database.db;
    const ana = await loggedIn("ana.roata@example.ro");
    const [wheel] = await db
      .insert(campaigns)
      .values({
        slug: "roata-cont",
        type: "wheel",
        name: "Roata norocului",
        startsAt: new Date(Date.now() - 24 * HOUR),
        endsAt: future(),
      })
      .returning({ id: campaigns.id });
    if (!wheel) throw new Error("no campaign");
    await db.insert(prizes).values({
      campaignId: wheel.id,
      slot: 1,
      name: "15% reducere",
      weight: 100,
      voucherKind: "percent",
      voucherValue: 15,
    });

    const draw = async (token?: string) => {
      const response = (await (drawAction as (args: unknown) => Promise<Response>)({
        request: request("/api/campaigns/roata-cont/draw", token, { method: "POST" }),
        params: { slug: "roata-cont" },
        context: context(),
      } satisfies Partial<DrawRoute.ActionArgs>)) as Response;
      expect(response.status).toBe(200);
      const { code } = (await response.json()) as { code: string };
      const [row] = await db
        .select({ customerId: vouchers.customerId })
        .from(vouchers)
        .where(eq(vouchers.code, code));
      return row?.customerId;
    };
    expect(await draw(ana.token)).toBe(ana.customer.id);
    expect(await draw()).toBeNull();
  });
});
