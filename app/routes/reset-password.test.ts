// /resetare-parola: a malformed address is refused with what was typed, and a link that no
// longer works says so before any password is typed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { emailsTo, linkToken, store } from "../features/account/identity-test-helpers";
import { createCustomer } from "../features/account/test-factories";
import { testLoadContext } from "../test-load-context";
import { action, loader } from "./reset-password";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let clients = 0;
const context = () =>
  testLoadContext(database.db, { store, clientAddress: `198.51.100.${++clients}` });

type Answer = { data: Record<string, unknown>; init: { status?: number } | null };

async function ask(email: string) {
  const request = new Request("http://localhost/resetare-parola", {
    method: "POST",
    headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "request", email }),
  });
  return (await action({ request, context: context(), params: {} } as never)) as unknown as Answer;
}

async function open(query: string) {
  const request = new Request(`http://localhost/resetare-parola${query}`);
  return (await loader({ request, context: context(), params: {} } as never)) as unknown as Answer;
}

describe("asking for a reset link", () => {
  it("refuses a malformed address, keeping it in the form, instead of promising an e-mail", async () => {
    const typo = await ask("ana.popescu.example.ro");
    expect(typo.init?.status).toBe(400);
    expect(typo.data).toEqual({
      kind: "error",
      message: "Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.",
      email: "ana.popescu.example.ro",
    });
    const customer = await createCustomer(database.db);
    expect((await ask(customer.email)).data).toEqual({ kind: "requested", email: customer.email });
  });
});

describe("opening the e-mail's link", () => {
  it("shows the form for a live link, and says at once that a used or forged one is dead", async () => {
    const customer = await createCustomer(database.db);
    await ask(customer.email);
    expect(await emailsTo(database.db, customer.email)).toHaveLength(1);
    const token = await linkToken(
      database.db,
      customer.email,
      "https://www.coperta.ro/resetare-parola?token=",
    );
    expect((await open(`?token=${token}`)).data).toEqual({ token, linkInvalid: false });
    expect((await open(`?token=${"x".repeat(43)}`)).data).toEqual({
      token: null,
      linkInvalid: true,
    });
    expect((await open("?token=<script>")).data).toEqual({ token: null, linkInvalid: true });
    expect((await open("")).data).toEqual({ token: null, linkInvalid: false });
  });
});
