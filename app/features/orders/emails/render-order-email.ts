import type { PublicStore } from "../../../lib/store";
import type { OrderView } from "../order-view";
import type { OrderEmailContent, RenderedEmail } from "./order-content";
import { renderOrderEmailHtml } from "./order-email-html";
import { renderOrderEmailText } from "./order-email-text";

/** Both versions of an order e-mail from one content. */
export function renderOrderEmail(
  content: OrderEmailContent,
  order: OrderView,
  store: PublicStore,
): RenderedEmail {
  return {
    subject: content.subject,
    html: renderOrderEmailHtml(content, order, store),
    text: renderOrderEmailText(content, order, store),
  };
}
