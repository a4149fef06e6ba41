import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createTestDatabase } from "../../../db/testing";
import { addAddress } from "./address-book.server";
import {
  checkoutStartValues,
  readCheckoutAccount,
  savedAddressOptions,
} from "./checkout-account.server";
import { createSession } from "./sessions.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const withSession = (token: string) =>
  new Request("http://localhost/cos/detalii-comanda", { headers: { Cookie: `sesiune=${token}` } });

describe("checkout's step 1 for a logged-in shopper", () => {
  it("starts from the contact and the default address, and offers the book", async () => {
    const db = database.db;
    const customer = await createCustomer(db, { firstName: "Ioana", phone: "+40722123456" });
    const home = await addAddress(db, customer.id, {
      label: "Acasă",
      county: "CJ",
      locality: "Cluj-Napoca",
      street: "Str. Horea nr. 3",
      postalCode: "400174",
    });
    const office = await addAddress(
      db,
      customer.id,
      {
        county: "B",
        sector: "3",
        locality: "București",
        street: "Bd. Unirii nr. 10",
        postalCode: "030823",
      },
      { makeDefault: true },
    );
    if (!home.ok || !office.ok) throw new Error("not added");
    const { token } = await createSession(db, customer.id, { now: new Date() });
    const account = await readCheckoutAccount(db, withSession(token), new Date());
    if (!account) throw new Error("no account");

    expect(checkoutStartValues(account, null)).toEqual({
      email: customer.email,
      firstName: "Ioana",
      lastName: customer.lastName,
      phone: "0722 123 456",
      deliveryKind: "address",
      county: "B",
      sector: "3",
      locality: "București",
      street: "Bd. Unirii nr. 10",
      postalCode: "030823",
      savedAddress: String(office.id),
    });
    expect(savedAddressOptions(account.addresses).map((option) => option.text)).toEqual([
      "Bd. Unirii nr. 10, București, sectorul 3, 030823 (implicită)",
      "Acasă: Str. Horea nr. 3, Cluj-Napoca, jud. Cluj, 400174",
    ]);
    // Going back: what was accepted stays, and the select names the saved address it matches.
    const accepted = {
      deliveryKind: "address",
      county: "CJ",
      sector: "",
      locality: "Cluj-Napoca",
      street: "Str. Horea nr. 3",
      postalCode: "400174",
    };
    expect(checkoutStartValues(account, accepted)).toEqual({
      ...accepted,
      savedAddress: String(home.id),
    });
    expect(await readCheckoutAccount(db, new Request("http://localhost/"), new Date())).toBeNull();
  });
});
