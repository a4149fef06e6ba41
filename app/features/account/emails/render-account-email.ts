import type { PublicStore } from "../../../lib/store";
import type { AccountEmailContent, RenderedEmail } from "./account-email-content";
import { renderAccountEmailHtml } from "./account-email-html";
import { renderAccountEmailText } from "./account-email-text";

/** Both versions of an account e-mail from one content. */
export function renderAccountEmail(
  content: AccountEmailContent,
  store: PublicStore,
): RenderedEmail {
  return {
    subject: content.subject,
    html: renderAccountEmailHtml(content, store),
    text: renderAccountEmailText(content, store),
  };
}
