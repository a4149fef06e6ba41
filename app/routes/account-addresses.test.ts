// /account/addresses' form as the server answers it: another customer's address is neither
// deleted nor made the default, and the page says so instead of announcing a success.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { createTestDatabase } from "../../db/testing";
import { addAddress, listAddresses } from "../features/account/address-book.server";
import { createSession } from "../features/account/sessions.server";
import { createCustomer } from "../features/account/test-factories";
import { postForm, testLoadContext } from "../test-load-context";
import { action, loader } from "./account-addresses";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const CLUJ = {
  label: "Acasă",
  county: "CJ",
  locality: "Cluj-Napoca",
  street: "Str. Memorandumului nr. 28, ap. 4",
  postalCode: "400114",
};

async function customerWithAddress() {
  const customer = await createCustomer(database.db);
  const added = await addAddress(database.db, customer.id, CLUJ, { makeDefault: true });
  if (!added.ok) throw new Error("no address");
  const { token } = await createSession(database.db, customer.id, { now: new Date() });
  return { customer, token, addressId: added.id };
}

/** The form posted by the session `token`: the redirect's Location, or the refusal's status. */
async function post(token: string, fields: Record<string, string>) {
  const answer = await postForm(action, "/account/addresses", {
    cookie: `sesiune=${token}`,
    fields,
    context: testLoadContext(database.db),
  });
  if (answer instanceof Response) return { location: answer.headers.get("Location") };
  const { data, init } = answer as {
    data: { errors: { form?: string } };
    init: { status: number };
  };
  return { status: init.status, message: data.errors.form };
}

describe("the address book's form", () => {
  it("refuses to delete or make default another customer's address, and says so", async () => {
    const ion = await customerWithAddress();
    const ana = await customerWithAddress();
    for (const intent of ["delete", "default"]) {
      expect(await post(ana.token, { intent, id: String(ion.addressId) }), intent).toEqual({
        status: 404,
        message: "Adresa nu mai există în cont.",
      });
    }
    expect(await listAddresses(database.db, ion.customer.id)).toHaveLength(1);

    // Her own address: done, as before.
    expect(await post(ana.token, { intent: "delete", id: String(ana.addressId) })).toEqual({
      location: "/account/addresses?gata=stearsa",
    });
    expect(await listAddresses(database.db, ana.customer.id)).toEqual([]);
  });
});

describe("the address book's page", () => {
  /** The page's success message for `?gata=<code>`. */
  async function doneFor(token: string, code: string) {
    const request = new Request(
      `http://localhost/account/addresses?gata=${encodeURIComponent(code)}`,
      { headers: { Cookie: `sesiune=${token}` } },
    );
    const answer = (await loader({
      request,
      context: testLoadContext(database.db),
      params: {},
    } as Parameters<typeof loader>[0])) as unknown as { data: { done: string | null } };
    return answer.data.done;
  }

  it("says what was done for its own codes only, never for an object's built-in names", async () => {
    const { token } = await customerWithAddress();
    expect(await doneFor(token, "stearsa")).toBe("Adresa a fost ștearsă.");
    for (const code of ["__proto__", "constructor", "toString", "hasOwnProperty", "nimic"]) {
      expect(await doneFor(token, code), code).toBeNull();
    }
  });
});
