import type { PublicStore } from "../../lib/store";
import type { MessageEmailContent, RenderedEmail } from "./message-email-content";
import { renderMessageEmailHtml } from "./message-email-html";
import { renderMessageEmailText } from "./message-email-text";

/** Both versions of an account e-mail from one content. */
export function renderMessageEmail(
  content: MessageEmailContent,
  store: PublicStore,
): RenderedEmail {
  return {
    subject: content.subject,
    html: renderMessageEmailHtml(content, store),
    text: renderMessageEmailText(content, store),
  };
}
