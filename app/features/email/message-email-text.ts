// The plain-text version of a message e-mail: the same content as the HTML one.
import type { PublicStore } from "../../lib/store";
import { contactLine } from "./email-layout";
import type { MessageEmailBlock, MessageEmailContent } from "./message-email-content";

export function renderMessageEmailText(content: MessageEmailContent, store: PublicStore): string {
  const parts = [content.heading, ...content.blocks.map(blockText), content.footnote];
  parts.push(
    `-- \n${contactLine(store)}\nCu drag, echipa ${store.name}\n${store.legalName} · ${store.legalLine}`,
  );
  return `${parts.join("\n\n")}\n`;
}

function blockText(block: MessageEmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
  }
}
