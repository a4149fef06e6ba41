import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { bookReviews } from "../../../db/schema";
import {
  accountTokens,
  customerAddresses,
  customerReviews,
  customerSessions,
  customers,
  ledgerEntries,
  wishlistItems,
} from "../../../db/schema-accounts";
import { newsletterSubscriptions } from "../../../db/schema-content";
import { orderLines, orders, outboxEmails } from "../../../db/schema-orders";
import { vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import {
  DELETE_ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
  deleteCustomerAccount,
  deletedAccountEmail,
} from "./account-deletion.server";
import { addAddress } from "./address-book.server";
import { logIn } from "./login.server";
import { createCustomerOrder } from "./order-test-factory";
import { registerCustomer } from "./registration.server";
import { moveReturn } from "./return-moves.server";
import { startReturn } from "./returns.server";
import { readSessionToken } from "./sessions.server";
import { createCustomer } from "./test-factories";

const store = publicStore(parseEnv({}));
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let client = 0;
const logInAs = (email: string, password: string) =>
  logIn(database.db, { email, password }, { now: new Date(), clientKey: `10.0.0.${++client}` });

describe("deleting an account", () => {
  it("asks for the password and the confirmation, and changes nothing when either is missing or wrong", async () => {
    const customer = await createCustomer(database.db);
    const now = new Date();
    expect(
      await deleteCustomerAccount(database.db, customer.id, {
        password: "",
        confirmed: false,
        now,
      }),
    ).toEqual({
      ok: false,
      errors: {
        password: DELETE_ACCOUNT_MESSAGES.passwordMissing,
        confirm: DELETE_ACCOUNT_MESSAGES.confirm,
      },
    });
    expect(
      await deleteCustomerAccount(database.db, customer.id, { password: "nu e parola", now }),
    ).toEqual({ ok: false, errors: { password: DELETE_ACCOUNT_MESSAGES.passwordWrong } });
    const login = await logInAs(customer.email, customer.password);
    expect(login.ok).toBe(true);
  });

  it("removes the personal data, keeps the orders for accounting, and frees the e-mail", async () => {
    const db = database.db;
    const email = "de.sters@example.ro";
    const customer = await createCustomer(db, { email, phone: "+40722000111", newsletter: true });
    const { order } = await createCustomerOrder(db, customer.id, {
      email,
      unitPrice: 4500,
      invoice: {
        kind: "company",
        companyName: "Librăria Pop S.R.L.",
        cui: "18547290",
        vatPayer: true,
        tradeRegister: "J12/123/2010",
        address: { county: "CJ", locality: "Cluj-Napoca", street: "Str. Horea 3" },
      },
    });
    await addAddress(db, customer.id, {
      county: "CJ",
      locality: "Cluj-Napoca",
      street: "Str. Horea 3",
      postalCode: "400174",
    });
    await db.insert(wishlistItems).values({
      customerId: customer.id,
      bookId: (
        await db
          .select({ id: orderLines.bookId })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
      )[0]!.id,
    });
    await db.insert(ledgerEntries).values({
      customerId: customer.id,
      kind: "credit",
      amount: 1500,
      reason: "Retur",
      reference: "return:1",
    });
    await db.insert(outboxEmails).values({
      dedupeKey: `order-placed:${order.id}`,
      recipient: email,
      subject: "Comanda ta",
      html: "<p>Ana Pop, Str. Memorandumului</p>",
      text: "Ana Pop, Str. Memorandumului",
      status: "sent",
    });
    const [welcome] = await db
      .insert(vouchers)
      .values({ code: "BUNVENIT-STERS", kind: "percent", value: 10, issuedTo: email })
      .returning({ id: vouchers.id });
    const reviewedBook = (
      await db
        .select({ id: orderLines.bookId })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
    )[0]!.id;
    const [review] = await db
      .insert(bookReviews)
      .values({ bookId: reviewedBook, reviewerName: "Ana P.", rating: 5, body: "Minunată." })
      .returning({ id: bookReviews.id });
    await db
      .insert(customerReviews)
      .values({ reviewId: review!.id, customerId: customer.id, bookId: reviewedBook });
    await db.insert(newsletterSubscriptions).values({
      email,
      status: "confirmed",
      source: "account",
      consentVersion: "2026-01",
    });
    const login = await logInAs(email, customer.password);
    if (!login.ok) throw new Error("no login");
    await db.insert(accountTokens).values({
      tokenHash: "a".repeat(64),
      customerId: customer.id,
      purpose: "reset-password",
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const now = new Date();
    expect(
      await deleteCustomerAccount(db, customer.id, {
        password: customer.password,
        confirmed: true,
        now,
      }),
    ).toEqual({ ok: true });

    // Logged out everywhere, and the password opens nothing any more.
    expect(await readSessionToken(db, login.token, new Date())).toBeNull();
    expect(await logInAs(email, customer.password)).toEqual({ ok: false, reason: "invalid" });

    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({
      email: deletedAccountEmail(customer.id),
      passwordHash: null,
      firstName: DELETED_ACCOUNT_NAME,
      lastName: "",
      phone: null,
      newsletter: false,
      newsletterConsentAt: null,
      deletedAt: now,
    });
    for (const table of [
      customerAddresses,
      wishlistItems,
      ledgerEntries,
      customerSessions,
      accountTokens,
      customerReviews,
    ]) {
      expect(await db.select().from(table).where(eq(table.customerId, customer.id))).toEqual([]);
    }
    // The review stays, under the name it was shown with; the address gets no more newsletters.
    expect(await db.select().from(bookReviews).where(eq(bookReviews.id, review!.id))).toHaveLength(
      1,
    );
    expect(
      await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email)),
    ).toEqual([]);

    // The order stays with its lines, totals and invoice; no e-mail, phone or account.
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      customerId: null,
      email: null,
      phone: null,
      firstName: "Ana",
      lastName: "Pop",
      subtotal: 4500,
      total: 6499,
      invoice: expect.objectContaining({ companyName: "Librăria Pop S.R.L.", cui: "18547290" }),
    });
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).toHaveLength(
      1,
    );
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, `order-placed:${order.id}`));
    expect(mail).toMatchObject({ recipient: deletedAccountEmail(customer.id), html: "", text: "" });
    // A code e-mailed to the address no longer names it.
    const [code] = await db.select().from(vouchers).where(eq(vouchers.id, welcome!.id));
    expect(code).toMatchObject({ issuedTo: null, customerId: null });

    // The address can open a new account, which starts empty.
    expect(
      await registerCustomer(
        db,
        {
          email,
          password: "o parolă nouă și lungă",
          firstName: "Ana",
          lastName: "Pop",
          newsletter: false,
          acceptTerms: true,
        },
        { now: new Date(), store },
      ),
    ).toEqual({ ok: true });
    const live = await db.select().from(customers).where(eq(customers.email, email));
    expect(live).toHaveLength(1);
    expect(live[0]?.id).not.toBe(customer.id);
    expect(await db.select().from(orders).where(eq(orders.customerId, live[0]!.id))).toEqual([]);
  });

  it("waits while an order is on its way", async () => {
    const customer = await createCustomer(database.db);
    const { order } = await createCustomerOrder(database.db, customer.id, { status: "shipped" });
    expect(
      await deleteCustomerAccount(database.db, customer.id, {
        password: customer.password,
        now: new Date(),
      }),
    ).toEqual({
      ok: false,
      errors: { form: DELETE_ACCOUNT_MESSAGES.openOrders([order.number]) },
    });
    const [row] = await database.db
      .select({ deletedAt: customers.deletedAt })
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row?.deletedAt).toBeNull();
  });

  it("waits while a return waits for its refund, and goes once it is refunded", async () => {
    const customer = await createCustomer(database.db);
    const { order, book } = await createCustomerOrder(database.db, customer.id);
    const started = await startReturn(
      database.db,
      customer.id,
      {
        orderPublicId: order.publicId,
        quantities: { [book.id]: 1 },
        reason: "defect",
        refundMethod: "credit",
        iban: "",
      },
      new Date(),
      null,
    );
    if (!started.ok) throw new Error(JSON.stringify(started.errors));
    const attempt = () =>
      deleteCustomerAccount(database.db, customer.id, {
        password: customer.password,
        now: new Date(),
      });
    for (const to of ["approved", "received"] as const) {
      expect(await attempt()).toEqual({
        ok: false,
        errors: { form: DELETE_ACCOUNT_MESSAGES.openReturns([started.returnId]) },
      });
      await moveReturn(database.db, started.returnId, to, new Date(), null);
    }
    expect(await attempt()).toMatchObject({ ok: false });
    await moveReturn(database.db, started.returnId, "refunded", new Date(), null);
    expect(await attempt()).toEqual({ ok: true });
  });
});
