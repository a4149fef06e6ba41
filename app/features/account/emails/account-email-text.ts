// The plain-text version of an account e-mail: the same content as the HTML one.
import type { PublicStore } from "../../../lib/store";
import { contactLine } from "../../email/email-layout";
import type { AccountEmailBlock, AccountEmailContent } from "./account-email-content";

export function renderAccountEmailText(content: AccountEmailContent, store: PublicStore): string {
  const parts = [content.heading, ...content.blocks.map(blockText), content.footnote];
  parts.push(
    `-- \n${contactLine(store)}\nCu drag, echipa ${store.name}\n${store.legalName} · ${store.legalLine}`,
  );
  return `${parts.join("\n\n")}\n`;
}

function blockText(block: AccountEmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
  }
}
