import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { customerAddresses } from "../../../db/schema-accounts";
import { createTestDatabase } from "../../../db/testing";
import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_BOOK_MESSAGES,
  addAddress,
  applySavedAddress,
  deleteAddress,
  listAddresses,
  saveCheckoutAddress,
  setDefaultAddress,
  updateAddress,
} from "./address-book.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const cluj = {
  label: "Acasă",
  county: "CJ",
  locality: "Cluj-Napoca",
  street: "Str. Memorandumului nr. 28, ap. 4",
  postalCode: "400114",
};
const bucharest = {
  label: "Birou",
  county: "B",
  sector: "3",
  locality: "București",
  street: "Bd. Unirii nr. 10",
  postalCode: "030823",
};

describe("the address book", () => {
  it("refuses an address checkout would refuse, with checkout's messages per field", async () => {
    const customer = await createCustomer(database.db);
    const result = await addAddress(database.db, customer.id, {
      label: "x".repeat(61),
      county: "ZZ",
      locality: "",
      street: "Str. A 1",
      postalCode: "12",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        label: "Numele adresei are cel mult 60 de caractere.",
        county: "Alege județul.",
        locality: "Scrie localitatea.",
        postalCode: "Codul poștal are 6 cifre.",
      },
    });
    const noSector = await addAddress(database.db, customer.id, { ...bucharest, sector: "" });
    expect(noSector).toEqual({ ok: false, errors: { sector: "Alege sectorul." } });
    expect(await listAddresses(database.db, customer.id)).toEqual([]);
  });

  it("keeps the first address as the default, moves the default on request and on delete", async () => {
    const customer = await createCustomer(database.db);
    const home = await addAddress(database.db, customer.id, {
      ...cluj,
      street: "Str.  Memorandumului   nr. 28, ap. 4",
      locality: "Cluj-Napoca",
    });
    const office = await addAddress(database.db, customer.id, bucharest);
    if (!home.ok || !office.ok) throw new Error("not added");
    let book = await listAddresses(database.db, customer.id);
    expect(book.map((a) => [a.label, a.isDefault])).toEqual([
      ["Acasă", true],
      ["Birou", false],
    ]);
    // Stored as checkout stores it: spaces squeezed, the sector a number.
    expect(book[0]?.delivery).toEqual({
      kind: "address",
      county: "CJ",
      sector: null,
      locality: "Cluj-Napoca",
      street: "Str. Memorandumului nr. 28, ap. 4",
      postalCode: "400114",
    });
    expect(book[1]?.delivery.sector).toBe(3);

    expect(await setDefaultAddress(database.db, customer.id, office.id)).toBe(true);
    book = await listAddresses(database.db, customer.id);
    expect(book.map((a) => [a.label, a.isDefault])).toEqual([
      ["Birou", true],
      ["Acasă", false],
    ]);

    const third = await addAddress(
      database.db,
      customer.id,
      { ...cluj, label: "" },
      {
        makeDefault: true,
      },
    );
    if (!third.ok) throw new Error("not added");
    book = await listAddresses(database.db, customer.id);
    expect(book[0]).toMatchObject({
      id: third.id,
      isDefault: true,
      label: "Cluj-Napoca, Str. Memorandumului nr. 28, ap. 4",
    });
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);

    expect(await deleteAddress(database.db, customer.id, third.id)).toBe(true);
    book = await listAddresses(database.db, customer.id);
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [home.id, true],
      [office.id, false],
    ]);
  });

  it("holds at most 10 addresses", async () => {
    const customer = await createCustomer(database.db);
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++) {
      const added = await addAddress(database.db, customer.id, { ...cluj, label: `Adresa ${i}` });
      expect(added.ok).toBe(true);
    }
    const refused = await addAddress(database.db, customer.id, { ...cluj, label: "A unsprezecea" });
    expect(refused).toEqual({ ok: false, errors: { form: ADDRESS_BOOK_MESSAGES.limit } });
    expect(await listAddresses(database.db, customer.id)).toHaveLength(ADDRESS_BOOK_LIMIT);
    const fromCheckout = await saveCheckoutAddress(database.db, customer.id, {
      kind: "address",
      county: "IS",
      sector: null,
      locality: "Iași",
      street: "Str. Lăpușneanu 5",
      postalCode: "700057",
    });
    expect(fromCheckout).toEqual({ saved: false, reason: "limit" });
  });

  it("keeps the limit and one default under concurrent posts", async () => {
    const customer = await createCustomer(database.db);
    const results = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_LIMIT + 3 }, (_, i) =>
        addAddress(database.db, customer.id, { ...cluj, label: `A${i}` }, { makeDefault: true }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(ADDRESS_BOOK_LIMIT);
    const book = await listAddresses(database.db, customer.id);
    expect(book).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(book.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it("changes and deletes only the customer's own addresses", async () => {
    const ana = await createCustomer(database.db);
    const ion = await createCustomer(database.db);
    const hers = await addAddress(database.db, ana.id, cluj);
    if (!hers.ok) throw new Error("not added");
    expect(await updateAddress(database.db, ion.id, hers.id, bucharest)).toEqual({
      ok: false,
      errors: { form: ADDRESS_BOOK_MESSAGES.notFound },
    });
    expect(await deleteAddress(database.db, ion.id, hers.id)).toBe(false);
    expect(await setDefaultAddress(database.db, ion.id, hers.id)).toBe(false);
    expect(await updateAddress(database.db, ana.id, hers.id, bucharest)).toEqual({
      ok: true,
      id: hers.id,
    });
    const [row] = await database.db
      .select({ label: customerAddresses.label, delivery: customerAddresses.delivery })
      .from(customerAddresses)
      .where(eq(customerAddresses.id, hers.id));
    expect(row?.label).toBe("Birou");
    expect(row?.delivery).toMatchObject({ county: "B", sector: 3 });
  });

  it("saves checkout's address once, and offers it back to the step-1 form without JavaScript", async () => {
    const customer = await createCustomer(database.db);
    const delivery = {
      kind: "address" as const,
      county: "CJ",
      sector: null,
      locality: "Cluj-Napoca",
      street: "Str. Memorandumului nr. 28, ap. 4",
      postalCode: "400114",
    };
    const first = await saveCheckoutAddress(database.db, customer.id, delivery);
    expect(first.saved).toBe(true);
    expect(
      await saveCheckoutAddress(database.db, customer.id, { ...delivery, locality: "CLUJ-NAPOCA" }),
    ).toEqual({ saved: false, reason: "already-saved" });
    const office = await addAddress(database.db, customer.id, bucharest);
    if (!office.ok) throw new Error("not added");
    const saved = await listAddresses(database.db, customer.id);

    const chosen = String(office.id);
    // Empty fields: the chosen address fills them.
    expect(
      applySavedAddress({ deliveryKind: "address", savedAddress: chosen, county: "" }, saved),
    ).toMatchObject({ county: "B", sector: "3", street: "Bd. Unirii nr. 10" });
    // The prefilled default left as it was: the choice wins.
    const prefilled = {
      deliveryKind: "address",
      savedAddress: chosen,
      county: "CJ",
      sector: "",
      locality: "Cluj-Napoca",
      street: "Str. Memorandumului nr. 28, ap. 4",
      postalCode: "400114",
    };
    expect(applySavedAddress(prefilled, saved)).toMatchObject({
      county: "B",
      postalCode: "030823",
    });
    // An address the shopper typed: it wins.
    const typed = { ...prefilled, street: "Str. Horea nr. 3" };
    expect(applySavedAddress(typed, saved)).toEqual(typed);
    // Another delivery kind, or someone else's id: nothing changes.
    const pickup = { deliveryKind: "pickup", savedAddress: chosen };
    expect(applySavedAddress(pickup, saved)).toEqual(pickup);
    const stranger = { deliveryKind: "address", savedAddress: "999999" };
    expect(applySavedAddress(stranger, saved)).toEqual(stranger);
  });
});
