import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createVoucherRow } from "../../../db/factories";
import { giftCards } from "../../../db/schema-gift-cards";
import { orderLines } from "../../../db/schema-orders";
import { voucherRedemptions, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import {
  activeVouchers,
  claimVoucher,
  listCustomerGifts,
  listCustomerVouchers,
  type VoucherOwner,
} from "./account-vouchers.server";
import { createCustomerOrder } from "./order-test-factory";
import { createCustomer } from "./test-factories";

const NOW = new Date("2026-11-22T10:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const voucher = (values: Partial<typeof vouchers.$inferInsert> & { code: string }) =>
  createVoucherRow(database.db, { startsAt: at(-DAY), ...values });

async function redeem(
  voucherId: number,
  orderId: number,
  by: { customerId: number | null; email: string },
) {
  await database.db.insert(voucherRedemptions).values({
    voucherId,
    orderId,
    customerId: by.customerId,
    email: by.email,
    discount: 500,
    createdAt: at(-2 * HOUR),
  });
}

const ownerOf = (customer: { id: number; email: string }, emailConfirmed = true): VoucherOwner => ({
  customerId: customer.id,
  email: customer.email,
  emailConfirmed,
});

describe("the customer's vouchers", () => {
  it("lists codes issued to the e-mail, owned, and used; active first; never another's", async () => {
    const db = database.db;
    const ana = await createCustomer(db, { email: "ana.vouchere@example.ro" });
    const ion = await createCustomer(db, { email: "ion.vouchere@example.ro" });
    const maitreyi = await createBook(db, { title: "Maitreyi" });
    const { order: anaOrder } = await createCustomerOrder(db, ana.id, { email: ana.email });
    const { order: guestOrder } = await createCustomerOrder(db, null, { email: ana.email });
    const { order: ionOrder } = await createCustomerOrder(db, ion.id, { email: ion.email });

    await voucher({
      code: "BUNVENIT-ANA",
      // Stored as typed by the first-order box: lower case.
      issuedTo: ana.email,
      value: 10,
      minOrder: 10000,
      endsAt: at(7 * DAY),
      maxUses: 1,
      firstOrderOnly: true,
    });
    await voucher({
      code: "ROATA-CADOU",
      customerId: ana.id,
      kind: "gift-book",
      value: 0,
      bookId: maitreyi.id,
      endsAt: at(6 * HOUR),
      maxUses: 1,
    });
    await voucher({
      code: "ROATA-VECHI",
      customerId: ana.id,
      kind: "amount",
      value: 1000,
      endsAt: at(-DAY),
      maxUses: 1,
    });
    const used = await voucher({
      code: "NOROC-FOLOSIT",
      customerId: ana.id,
      kind: "free-shipping",
      value: 0,
      endsAt: at(DAY),
      maxUses: 1,
      usedCount: 1,
    });
    await redeem(used.id, anaOrder.id, { customerId: ana.id, email: ana.email });
    const shared = await voucher({ code: "ECONOMISESC10", endsAt: at(30 * DAY), usedCount: 2 });
    await redeem(shared.id, guestOrder.id, { customerId: null, email: ana.email });
    // Ion's codes, and Ion's order on which he typed Ana's address: none of it is hers.
    await voucher({ code: "ROATA-ION", customerId: ion.id, endsAt: at(DAY), maxUses: 1 });
    await voucher({ code: "BUNVENIT-ION", issuedTo: ion.email, endsAt: at(DAY), maxUses: 1 });
    const ionShared = await voucher({ code: "SURPRIZA15", value: 15, endsAt: at(DAY) });
    await redeem(ionShared.id, ionOrder.id, { customerId: ion.id, email: ana.email });
    await voucher({
      code: "BUNVENIT-LUAT",
      issuedTo: ana.email,
      customerId: ion.id,
      endsAt: at(DAY),
      maxUses: 1,
    });

    const list = await listCustomerVouchers(db, ownerOf(ana), NOW);
    // Ana has ordered since: her first-order code no longer applies (the cart would refuse it).
    expect(list.map((v) => [v.code, v.stateLabel])).toEqual([
      ["ROATA-CADOU", "Activ"],
      ["ECONOMISESC10", "Activ"],
      ["BUNVENIT-ANA", "Expirat"],
      ["NOROC-FOLOSIT", "Folosit"],
      ["ROATA-VECHI", "Expirat"],
    ]);
    const byCode = Object.fromEntries(list.map((v) => [v.code, v]));
    expect(byCode["BUNVENIT-ANA"]).toMatchObject({
      gives: "10% reducere",
      // Not combinable (the default): the page says campaign prices are left out.
      notOnCampaignPrices: true,
      minOrder: 10000,
      firstOrderOnly: true,
      validFrom: null,
      uses: [],
    });
    // 29 November, 12:00 in Bucharest (UTC+2).
    expect(byCode["BUNVENIT-ANA"]?.validUntil).toMatch(/^29 noiembrie 2026\D+12:00$/);
    expect(byCode["BUNVENIT-ANA"]?.validity).toMatch(/^A expirat pe 29 noiembrie 2026\D+12:00$/);
    expect(byCode["ROATA-CADOU"]?.gives).toBe("Carte cadou: Maitreyi");
    expect(byCode["ROATA-VECHI"]?.gives).toBe("10,00 lei reducere");
    expect(byCode["NOROC-FOLOSIT"]).toMatchObject({
      gives: "Transport gratuit",
      uses: [
        { orderNumber: anaOrder.number, publicId: anaOrder.publicId, usedAt: "22 noiembrie 2026" },
      ],
    });
    // Used on a guest order with her address: the number, but no account link.
    expect(byCode.ECONOMISESC10?.uses).toEqual([
      { orderNumber: guestOrder.number, publicId: null, usedAt: "22 noiembrie 2026" },
    ]);
    const shown = JSON.stringify(list);
    for (const theirs of ["ROATA-ION", "BUNVENIT-ION", "SURPRIZA15", "BUNVENIT-LUAT"]) {
      expect(shown).not.toContain(theirs);
    }
    expect(shown).not.toContain(String(ionOrder.publicId));

    const ions = await listCustomerVouchers(db, ownerOf(ion), NOW);
    expect(ions.map((v) => v.code).sort()).toEqual([
      "BUNVENIT-ION",
      "BUNVENIT-LUAT",
      "ROATA-ION",
      "SURPRIZA15",
    ]);
    expect(ions.find((v) => v.code === "SURPRIZA15")?.uses[0]?.publicId).toBe(ionOrder.publicId);

    expect(await activeVouchers(db, ownerOf(ana), NOW, 2)).toEqual({
      count: 2,
      codes: [
        { code: "ROATA-CADOU", gives: "Carte cadou: Maitreyi" },
        { code: "ECONOMISESC10", gives: "10% reducere" },
      ],
    });
  });

  it("shows what was sent to the address only once the address is confirmed", async () => {
    const db = database.db;
    const maria = await createCustomer(db, {
      email: "maria.neconfirmata@example.ro",
      confirmed: false,
    });
    await voucher({ code: "BUNVENIT-MARIA", issuedTo: maria.email, endsAt: at(DAY), maxUses: 1 });
    await voucher({ code: "ROATA-MARIA", customerId: maria.id, endsAt: at(DAY), maxUses: 1 });

    const unconfirmed = await listCustomerVouchers(db, ownerOf(maria, false), NOW);
    expect(unconfirmed.map((v) => v.code)).toEqual(["ROATA-MARIA"]);
    const confirmed = await listCustomerVouchers(db, ownerOf(maria, true), NOW);
    expect(confirmed.map((v) => v.code).sort()).toEqual(["BUNVENIT-MARIA", "ROATA-MARIA"]);
  });

  it("says when a code starts later, and has nothing for a new account", async () => {
    const db = database.db;
    const nou = await createCustomer(db);
    expect(await listCustomerVouchers(db, ownerOf(nou), NOW)).toEqual([]);
    expect(await activeVouchers(db, ownerOf(nou), NOW)).toEqual({ count: 0, codes: [] });
    await voucher({
      code: "DECEMBRIE-NOU",
      customerId: nou.id,
      kind: "shipping-price",
      value: 690,
      startsAt: new Date("2026-12-01T08:00:00Z"),
      endsAt: null,
    });
    const [later] = await listCustomerVouchers(db, ownerOf(nou), NOW);
    expect(later).toMatchObject({ gives: "Transport la 6,90 lei", validUntil: null });
    expect(later?.validFrom).toMatch(/^1 decembrie 2026\D+10:00$/);
  });

  it("keeps a gift voucher for a day still ahead a surprise: its code shows from that day", async () => {
    const db = database.db;
    const recipient = await createCustomer(db);
    const { order } = await createCustomerOrder(db, (await createCustomer(db)).id);
    const morning = new Date("2026-12-24T07:00:00Z");
    const code = await voucher({
      code: "CADOU-AAAA-BBBB-CCCC",
      kind: "amount",
      value: 10_000,
      issuedTo: recipient.email.toLowerCase(),
      startsAt: morning,
    });
    await db.insert(giftCards).values({
      ref: "account-gift-day-00000001",
      status: "issued",
      value: 10_000,
      recipientName: "Ioana",
      recipientEmail: recipient.email.toLowerCase(),
      senderName: "Ana",
      sendOn: "2026-12-24",
      orderId: order.id,
      voucherId: code.id,
    });
    // Another code issued to the address for later is told as starting later, as before.
    await voucher({
      code: "IARNA-MAI-TARZIU",
      issuedTo: recipient.email.toLowerCase(),
      startsAt: morning,
    });
    const codes = async (when: Date) =>
      (await listCustomerVouchers(db, ownerOf(recipient), when)).map((row) => row.code).sort();
    expect(await codes(NOW)).toEqual(["IARNA-MAI-TARZIU"]);
    expect(await codes(morning)).toEqual(["CADOU-AAAA-BBBB-CCCC", "IARNA-MAI-TARZIU"]);
  });

  it("shows a first-order code as no longer valid once the customer has ordered", async () => {
    const db = database.db;
    const client = await createCustomer(db);
    await voucher({
      code: "BUNVENIT-TEST1",
      customerId: client.id,
      firstOrderOnly: true,
      maxUses: 1,
    });
    const state = async () =>
      (await listCustomerVouchers(db, ownerOf(client), NOW)).find(
        (v) => v.code === "BUNVENIT-TEST1",
      )?.state;
    expect(await state()).toBe("active");
    await createCustomerOrder(db, client.id);
    expect(await state()).toBe("expired");
  });
});

describe("the customer's gifts", () => {
  it("lists gift lines of their orders and gift codes still waiting, nobody else's", async () => {
    const db = database.db;
    const ana = await createCustomer(db);
    const ion = await createCustomer(db);
    const gift = await createBook(db, { title: "Ion" });
    const { order } = await createCustomerOrder(db, ana.id, {
      voucherCode: "CADOU-CARTE",
      status: "shipped",
      placedAt: new Date("2026-11-10T09:00:00Z"),
    });
    await db
      .insert(orderLines)
      .values({ orderId: order.id, bookId: gift.id, quantity: 1, unitPrice: 0, isGift: true });
    const { order: ionOrder } = await createCustomerOrder(db, ion.id);
    await db.insert(orderLines).values({
      orderId: ionOrder.id,
      bookId: gift.id,
      quantity: 1,
      unitPrice: 0,
      title: "Cadoul lui Ion",
      isGift: true,
    });
    const book = await createBook(db, { title: "Pădurea spânzuraților" });
    await voucher({
      code: "ROATA-CARTE",
      customerId: ana.id,
      kind: "gift-book",
      value: 0,
      bookId: book.id,
      endsAt: at(6 * HOUR),
      maxUses: 1,
    });
    await voucher({
      code: "ROATA-CARTE-EXPIRATA",
      customerId: ana.id,
      kind: "gift-book",
      value: 0,
      bookId: book.id,
      endsAt: at(-HOUR),
      maxUses: 1,
    });
    await voucher({ code: "ROATA-PROCENT", customerId: ana.id, endsAt: at(DAY), maxUses: 1 });
    await voucher({
      code: "ROATA-CARTE-ION",
      customerId: ion.id,
      kind: "gift-book",
      value: 0,
      bookId: book.id,
      endsAt: at(DAY),
      maxUses: 1,
    });

    const gifts = await listCustomerGifts(db, ownerOf(ana), NOW);
    expect(gifts.received).toEqual([
      {
        // The line's title was not kept: the book's own.
        title: "Ion",
        quantity: 1,
        orderNumber: order.number,
        publicId: order.publicId,
        placedAt: "10 noiembrie 2026",
        status: "Predată curierului",
        voucherCode: "CADOU-CARTE",
      },
    ]);
    expect(gifts.waiting.map((v) => [v.code, v.bookTitle])).toEqual([
      ["ROATA-CARTE", "Pădurea spânzuraților"],
    ]);

    const none = await listCustomerGifts(db, ownerOf(await createCustomer(db)), NOW);
    expect(none).toEqual({ received: [], waiting: [] });
  });
});

describe("claiming a prize", () => {
  it("gives a single-use code without an owner to the customer, once", async () => {
    const db = database.db;
    const ana = await createCustomer(db);
    const ion = await createCustomer(db);
    await voucher({ code: "ROATA-REVENDICAT", endsAt: at(6 * HOUR), maxUses: 1 });
    await voucher({ code: "CAMPANIE-COMUNA", endsAt: at(DAY) });

    expect(await claimVoucher(db, ana.id, "roata-revendicat")).toBe(true);
    expect(await claimVoucher(db, ion.id, "ROATA-REVENDICAT")).toBe(false);
    expect(await claimVoucher(db, ana.id, "CAMPANIE-COMUNA")).toBe(false);
    expect(await claimVoucher(db, ana.id, "NU-EXISTA")).toBe(false);
    const owners = await db
      .select({ code: vouchers.code, customerId: vouchers.customerId })
      .from(vouchers)
      .where(eq(vouchers.customerId, ana.id));
    expect(owners).toEqual([{ code: "ROATA-REVENDICAT", customerId: ana.id }]);
    expect((await listCustomerVouchers(db, ownerOf(ana), NOW)).map((v) => v.code)).toEqual([
      "ROATA-REVENDICAT",
    ]);
  });

  it("names the last day of a code that ends at midnight, not the midnight", async () => {
    const { db } = database;
    const customer = await createCustomer(db);
    await createVoucherRow(db, {
      code: "IARNA-2027",
      customerId: customer.id,
      endsAt: new Date("2027-01-25T22:00:00Z"), // 26 January, 00:00 in Bucharest
    });
    const [code] = await listCustomerVouchers(db, ownerOf(customer), NOW);
    expect(code?.validity).toBe("Valabil până pe 25 ianuarie 2027 inclusiv");
  });
});
