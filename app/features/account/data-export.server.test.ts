import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { ledgerEntries, wishlistItems } from "../../../db/schema-accounts";
import { giftCards } from "../../../db/schema-gift-cards";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { deleteCustomerAccount } from "./account-deletion.server";
import { addAddress } from "./address-book.server";
import { exportCustomerData } from "./data-export.server";
import { createCustomerOrder } from "./order-test-factory";
import { startReturn } from "./returns.server";
import { createSession } from "./sessions.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("download my data", () => {
  it("holds the profile, consents, addresses, orders, wishlist, ledger and sessions, and no hash", async () => {
    const db = database.db;
    const consent = new Date("2026-03-01T09:00:00Z");
    const customer = await createCustomer(db, {
      email: "ana.export@example.ro",
      phone: "+40721234567",
      newsletter: true,
      newsletterConsentAt: consent,
    });
    const other = await createCustomer(db);
    await addAddress(db, customer.id, {
      label: "Acasă",
      county: "CJ",
      locality: "Cluj-Napoca",
      street: "Str. Memorandumului nr. 28",
      postalCode: "400114",
    });
    const { order, book } = await createCustomerOrder(db, customer.id, {
      unitPrice: 3500,
      quantity: 2,
    });
    await createCustomerOrder(db, other.id);
    await db.insert(wishlistItems).values({ customerId: customer.id, bookId: book.id });
    await db.insert(ledgerEntries).values({
      customerId: customer.id,
      kind: "bonus",
      amount: 70,
      reason: `Puncte pentru comanda nr. ${order.number}`,
      reference: `order:${order.id}`,
    });
    const started = await startReturn(
      db,
      customer.id,
      {
        orderPublicId: order.publicId,
        quantities: { [book.id]: 1 },
        reason: "deteriorat",
        refundMethod: "bank",
        iban: "RO49AAAA1B31007593840000",
      },
      new Date(),
      null,
    );
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    const session = await createSession(db, customer.id, {
      now: new Date(),
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130",
    });

    const exported = await exportCustomerData(db, customer.id);
    if (!exported) throw new Error("no export");
    expect(exported.profile).toMatchObject({
      email: "ana.export@example.ro",
      firstName: "Ana",
      phone: "+40721234567",
    });
    expect(exported.consents.newsletter).toEqual({
      subscribed: true,
      consentAt: consent.toISOString(),
    });
    expect(exported.consents.terms.acceptedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(exported.addresses).toEqual([
      expect.objectContaining({ label: "Acasă", isDefault: true }),
    ]);
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({
      number: order.number,
      subtotal: 7000,
      total: 8999,
      status: "delivered",
      lines: [
        { bookId: book.id, title: "Enigma Otiliei", quantity: 2, unitPrice: 3500, lineTotal: 7000 },
      ],
      history: [
        { kind: "status", to: "placed", by: "client" },
        { kind: "payment", from: "pending", to: "paid", by: "magazin" },
      ],
      payments: [{ provider: "sandbox", amount: 8999, status: "paid" }],
      // The return's IBAN is the customer's data too.
      returns: [
        {
          number: started.returnId,
          status: "requested",
          reason: "Produsul a ajuns deteriorat",
          refundMethod: "bank",
          iban: "RO49AAAA1B31007593840000",
          amount: 3500,
          lines: [{ bookId: book.id, quantity: 1, unitPrice: 3500 }],
        },
      ],
    });
    expect(exported.wishlist).toEqual([
      expect.objectContaining({ bookId: book.id, url: `/carte/${book.slug}` }),
    ]);
    expect(exported.ledger).toEqual([expect.objectContaining({ kind: "bonus", amount: 70 })]);
    expect(exported.sessions).toEqual([
      expect.objectContaining({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" }),
    ]);

    const json = JSON.stringify(exported);
    expect(json).not.toContain(customer.passwordHash ?? "no hash");
    expect(json).not.toContain("$argon2");
    expect(json).not.toContain(session.tokenHash);
    expect(json).not.toContain(session.token);
    // The operator who moved the payment is not named.
    expect(json).not.toContain('"ana"');
    expect(json).not.toContain(other.email);
  });

  it("holds the customer's vouchers: issued, won and used, and nobody else's", async () => {
    const db = database.db;
    const customer = await createCustomer(db, { email: "ana.vouchere.export@example.ro" });
    const other = await createCustomer(db);
    const { order } = await createCustomerOrder(db, customer.id, { email: customer.email });
    const endsAt = new Date("2026-12-01T10:00:00Z");
    const [welcome, won] = await db
      .insert(vouchers)
      .values([
        { code: "EXPORT-BUNVENIT", issuedTo: customer.email, kind: "percent", value: 10, endsAt },
        {
          code: "EXPORT-ROATA",
          customerId: customer.id,
          kind: "free-shipping",
          endsAt,
          maxUses: 1,
          usedCount: 1,
        },
        { code: "EXPORT-ALTCINEVA", customerId: other.id, kind: "amount", value: 500, endsAt },
      ])
      .returning();
    if (!welcome || !won) throw new Error("no vouchers");
    await db.insert(voucherRedemptions).values({
      voucherId: won.id,
      orderId: order.id,
      customerId: customer.id,
      email: customer.email,
      discount: 0,
    });

    const exported = await exportCustomerData(db, customer.id, new Date("2026-11-22T10:00:00Z"));
    expect(exported?.vouchers).toEqual([
      expect.objectContaining({
        code: "EXPORT-BUNVENIT",
        kind: "percent",
        value: 10,
        validUntil: endsAt.toISOString(),
        state: "active",
        used: false,
      }),
      expect.objectContaining({
        code: "EXPORT-ROATA",
        kind: "free-shipping",
        state: "used",
        used: true,
        usedWithOrders: [expect.objectContaining({ orderNumber: order.number })],
      }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("EXPORT-ALTCINEVA");
  });

  it("holds the gift vouchers bought on the account's orders, and nobody else's", async () => {
    const db = database.db;
    const buyer = await createCustomer(db);
    const other = await createCustomer(db);
    const { order } = await createCustomerOrder(db, buyer.id);
    const { order: othersOrder } = await createCustomerOrder(db, other.id);
    await db.insert(giftCards).values([
      {
        ref: "export-gift-buyer-000001",
        status: "ordered",
        value: 10_000,
        recipientName: "Ioana",
        recipientEmail: "ioana.cadou@example.ro",
        senderName: "Ana",
        message: "La mulți ani!",
        sendOn: "2026-12-24",
        orderId: order.id,
        orderedAt: new Date(),
      },
      {
        ref: "export-gift-other-000001",
        status: "ordered",
        value: 5_000,
        recipientName: "Altcineva",
        recipientEmail: "altcineva.cadou@example.ro",
        senderName: "Ion",
        orderId: othersOrder.id,
        orderedAt: new Date(),
      },
    ]);
    const exported = await exportCustomerData(db, buyer.id);
    expect(exported?.giftVouchers).toEqual([
      expect.objectContaining({
        orderNumber: order.number,
        value: 10_000,
        recipientEmail: "ioana.cadou@example.ro",
        message: "La mulți ani!",
        sendOn: "2026-12-24",
        status: "ordered",
      }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("altcineva.cadou");
  });

  it("has nothing for a deleted account", async () => {
    const customer = await createCustomer(database.db);
    const deleted = await deleteCustomerAccount(database.db, customer.id, {
      password: customer.password,
      now: new Date(),
    });
    expect(deleted).toEqual({ ok: true });
    expect(await exportCustomerData(database.db, customer.id)).toBeNull();
  });
});
