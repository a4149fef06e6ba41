// The shop moving returns: copies back on the shelf, and the shopper told at each step.
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { books, siteSettings } from "../../../db/schema";
import { orderLines, outboxEmails } from "../../../db/schema-orders";
import { DEMO_COMPANY } from "../../../db/seed/data/company";
import { createTestDatabase } from "../../../db/testing";
import { parseEnv, publicStore } from "../../lib/env.server";
import { moveReturn } from "./return-moves.server";
import { NOW, type ReturnKit, returnKit } from "./return-test-kit";
import { startReturn } from "./returns.server";
import { createCustomer } from "./test-factories";

let database: DatabaseHandle;
let kit: ReturnKit;
beforeAll(async () => {
  database = await createTestDatabase();
  kit = returnKit(database.db);
});
afterAll(async () => {
  await database.close();
});

const stockOf = async (bookId: number) =>
  (await database.db.select({ stock: books.stock }).from(books).where(eq(books.id, bookId)))[0]
    ?.stock ?? 0;

describe("moving a return", () => {
  it("puts received copies the shopper changed their mind about back on the shelf, and no copy counts as a sale", async () => {
    const customer = await createCustomer(database.db);
    const order = await kit.deliveredOrder(customer.id, 2, { quantity: 3 });
    await database.db.update(books).set({ salesCount: 5 }).where(eq(books.id, order.bookId));
    const shelf = async () => {
      const [row] = await database.db
        .select({ stock: books.stock, sales: books.salesCount })
        .from(books)
        .where(eq(books.id, order.bookId));
      return row;
    };
    const before = await shelf();
    const send = async (reason: string, copies: number) =>
      kit.receive(await kit.askReturn(customer.id, order, copies, reason));
    await send("nu-mai-vreau", 2);
    expect(await shelf()).toEqual({ stock: (before?.stock ?? 0) + 2, sales: 3 });
    // A damaged copy is no longer a sale, but it is not sold again.
    await send("deteriorat", 1);
    expect(await shelf()).toEqual({ stock: (before?.stock ?? 0) + 2, sales: 2 });

    // A pre-order's copy never left stock: it does not come back to it either.
    const preorder = await kit.deliveredOrder(customer.id, 2, { quantity: 1 });
    await database.db
      .update(orderLines)
      .set({ stockTaken: 0 })
      .where(eq(orderLines.orderId, await kit.orderId(preorder.publicId)));
    const [stockBefore] = await database.db
      .select({ stock: books.stock })
      .from(books)
      .where(eq(books.id, preorder.bookId));
    await kit.receive(await kit.askReturn(customer.id, preorder, 1));
    const [stockAfter] = await database.db
      .select({ stock: books.stock })
      .from(books)
      .where(eq(books.id, preorder.bookId));
    expect(stockAfter).toEqual(stockBefore);
  });

  it("restocks what the shop's inspection finds fit to sell, whatever reason the shopper gave", async () => {
    const customer = await createCustomer(database.db);
    const order = await kit.deliveredOrder(customer.id, 2, { quantity: 4 });
    const stock = () => stockOf(order.bookId);
    const before = await stock();
    const receive = async (reason: string, resellable: boolean) =>
      kit.receive(await kit.askReturn(customer.id, order, 2, reason), null, { resellable });
    // "Damaged" by the shopper's word, but the parcel held two perfect copies.
    await receive("deteriorat", true);
    expect(await stock()).toBe(before + 2);
    // "Changed my mind", but the copies came back worn.
    await receive("nu-mai-vreau", false);
    expect(await stock()).toBe(before + 2);
  });

  it("puts a wrong title's ordered copies back on the shelf, whatever the parcel holds", async () => {
    const customer = await createCustomer(database.db);
    const order = await kit.deliveredOrder(customer.id, 2, { quantity: 4 });
    const stock = () => stockOf(order.bookId);
    const before = await stock();
    // Another title was sent: the ordered copies never left, whatever state the parcel's is in.
    await kit.receive(await kit.askReturn(customer.id, order, 2, "gresit"), null, {
      resellable: false,
    });
    expect(await stock()).toBe(before + 2);
    await kit.receive(await kit.askReturn(customer.id, order, 1, "gresit"));
    expect(await stock()).toBe(before + 3);
  });

  it("e-mails the customer at each step they wait on: received, approved with the address, refunded, refused", async () => {
    const store = publicStore(parseEnv({}));
    const customer = await createCustomer(database.db);
    const order = await kit.deliveredOrder(customer.id, 2, { quantity: 2, creditUsed: 4_000 });
    const input = {
      orderPublicId: order.publicId,
      quantities: { [order.bookId]: 1 },
      reason: "nu-mai-vreau",
      refundMethod: "bank",
      iban: "RO49AAAA1B31007593840000",
    };
    const mails = async (returnId: number) =>
      database.db
        .select({
          to: outboxEmails.recipient,
          subject: outboxEmails.subject,
          text: outboxEmails.text,
        })
        .from(outboxEmails)
        .where(like(outboxEmails.dedupeKey, `return:${returnId}:%`))
        .orderBy(asc(outboxEmails.id));

    const first = await startReturn(database.db, customer.id, input, NOW, store);
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    await database.db.insert(siteSettings).values({ key: "shop.company", value: DEMO_COMPANY });
    await kit.refund(first.returnId, store);
    const told = await mails(first.returnId);
    expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
      [customer.email, `Am primit cererea de retur nr. ${first.returnId}`],
      [customer.email, `Returul nr. ${first.returnId} a fost aprobat: trimite coletul`],
      [customer.email, `Ți-am dat banii înapoi pentru returul nr. ${first.returnId}`],
    ]);
    // Half the order was paid from credit: the e-mails say what comes back, and how.
    expect(told[0]?.text).toContain(
      "20,00 lei · Transfer bancar în contul tău; 20,00 lei înapoi în credit",
    );
    expect(told[1]?.text).toContain(DEMO_COMPANY.workingAddress);
    expect(told[1]?.text).toContain(`Retur nr. ${first.returnId}`);

    const second = await startReturn(database.db, customer.id, input, NOW, store);
    if (!second.ok) throw new Error(JSON.stringify(second.errors));
    expect((await moveReturn(database.db, second.returnId, "rejected", NOW, store)).ok).toBe(true);
    expect((await mails(second.returnId)).map((mail) => mail.subject)).toEqual([
      `Am primit cererea de retur nr. ${second.returnId}`,
      `Cererea de retur nr. ${second.returnId} a fost refuzată`,
    ]);
  });
});
