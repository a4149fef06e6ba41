// The plain-text version of an order e-mail: the same content as the HTML one, for mail clients
// and readers that show text only (and for spam filters, which distrust HTML-only mail).
import type { PublicStore } from "../../../lib/store";
import { contactLine } from "../../email/email-layout";
import type { OrderView } from "../order-view";
import {
  bankTransferRows,
  detailSections,
  type EmailBlock,
  lineRows,
  type OrderEmailContent,
  type TotalRow,
  totalRows,
} from "./order-content";

export function renderOrderEmailText(
  content: OrderEmailContent,
  order: OrderView,
  store: PublicStore,
): string {
  const parts: string[] = [content.heading, ...content.blocks.map(blockText)];

  const lines = lineRows(order).map((line) =>
    [`- ${line.title}: ${line.quantity} = ${line.amount}`, ...line.notes.map((n) => `  ${n}`)].join(
      "\n",
    ),
  );
  parts.push(`${heading(content.linesHeading)}\n${lines.join("\n")}`);
  parts.push(rowsText(totalRows(order)));

  if (content.showDetails) {
    for (const section of detailSections(order)) {
      parts.push(`${heading(section.title)}\n${section.lines.join("\n")}`);
    }
  }
  parts.push(
    blockText({
      kind: "button",
      label: `Vezi comanda nr. ${order.number}`,
      href: order.links.confirmation,
    }),
  );
  parts.push(
    `-- \n${contactLine(store)}\nCu drag, echipa ${store.name}\n${store.legalName} · ${store.legalLine}`,
  );
  return `${parts.join("\n\n")}\n`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
    case "bank-transfer":
      return [
        heading("Date pentru ordinul de plată"),
        rowsText(bankTransferRows(block.transfer, block.amount)),
        "Scrie referința exact așa în detaliile plății, ca să găsim plata repede.",
      ].join("\n");
  }
}

/** A heading underlined, as plain-text mail has done since before HTML. */
function heading(title: string): string {
  return `${title}\n${"-".repeat(title.length)}`;
}

function rowsText(rows: TotalRow[]): string {
  return rows.map((row) => `${row.label}: ${row.value}`).join("\n");
}
