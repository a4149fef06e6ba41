// What an order took from the browser's cart: its books (with the voucher gift apart) and the refs
// of the gift vouchers it bought. The first page after placing removes exactly these from the
// cart, so books added in another tab during checkout stay there.
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server";
import { giftCards } from "../../../db/schema-gift-cards";
import { orderLines, orders } from "../../../db/schema-orders";
import type { OrderedCart } from "../cart/ordered-lines";

export async function orderedCart(db: Database, publicId: string): Promise<OrderedCart> {
  const [books, cards] = await Promise.all([
    db
      .select({ id: orderLines.bookId, quantity: orderLines.quantity, isGift: orderLines.isGift })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.publicId, publicId)),
    db
      .select({ ref: giftCards.ref })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(eq(orders.publicId, publicId)),
  ]);
  return { books, giftCards: cards.map((card) => card.ref) };
}
