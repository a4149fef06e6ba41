// The HTML version of an order e-mail: React Email's table-based primitives with inline styles
// (mail clients ignore style sheets and external files), no images, nothing that loads remotely.
// React escapes every text and attribute, so whatever a title holds stays text.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import type { PublicStore } from "../../../lib/store";
import { EMAIL_COLORS, EmailFrame, emailStyles, renderEmailHtml } from "../../email/email-layout";
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

const { line: LINE, brand: BRAND, paper: PAPER, ink: INK, muted: MUTED } = EMAIL_COLORS;

const styles = {
  ...emailStyles,
  h2: { fontSize: "16px", lineHeight: "24px", margin: "24px 0 8px", color: INK },
  small: { fontSize: "13px", lineHeight: "19px", margin: "2px 0 0", color: MUTED },
  table: { width: "100%", borderCollapse: "collapse" },
  cell: { padding: "8px 0", borderBottom: `1px solid ${LINE}`, verticalAlign: "top" },
  amount: { textAlign: "right", whiteSpace: "nowrap", paddingLeft: "12px" },
  bankBox: {
    border: `2px solid ${BRAND}`,
    borderRadius: "8px",
    padding: "12px 16px",
    margin: "16px 0",
    backgroundColor: PAPER,
  },
} satisfies Record<string, CSSProperties>;

export function renderOrderEmailHtml(
  content: OrderEmailContent,
  order: OrderView,
  store: PublicStore,
): string {
  return renderEmailHtml(<OrderEmail content={content} order={order} store={store} />);
}

function OrderEmail({
  content,
  order,
  store,
}: {
  content: OrderEmailContent;
  order: OrderView;
  store: PublicStore;
}) {
  return (
    <EmailFrame
      subject={content.subject}
      preview={content.preview}
      heading={content.heading}
      store={store}
    >
      {content.blocks.map((block, index) => (
        // Blocks are a fixed list made once per e-mail: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Block key={index} block={block} />
      ))}

      <Heading as="h2" style={styles.h2}>
        {content.linesHeading}
      </Heading>
      <table role="presentation" style={styles.table}>
        <tbody>
          {lineRows(order).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may list a book twice (once as a gift)
            <tr key={index}>
              <td style={styles.cell}>
                <Text style={{ ...styles.text, margin: 0 }}>
                  <strong>{line.title}</strong>
                </Text>
                <Text style={styles.small}>{line.quantity}</Text>
                {line.notes.map((note) => (
                  <Text key={note} style={styles.small}>
                    {note}
                  </Text>
                ))}
              </td>
              <td style={{ ...styles.cell, ...styles.amount }}>
                <Text style={{ ...styles.text, margin: 0 }}>{line.amount}</Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RowsTable rows={totalRows(order)} />

      {content.showDetails
        ? detailSections(order).map((section) => (
            <div key={section.title}>
              <Heading as="h2" style={styles.h2}>
                {section.title}
              </Heading>
              {section.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: address lines may repeat
                <Text key={index} style={{ ...styles.text, margin: 0 }}>
                  {line}
                </Text>
              ))}
            </div>
          ))
        : null}

      <Block
        block={{
          kind: "button",
          label: `Vezi comanda nr. ${order.number}`,
          href: order.links.confirmation,
        }}
      />
    </EmailFrame>
  );
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.text}>{block.text}</Text>;
    case "button":
      return (
        <Section style={styles.buttonWrap}>
          <Link href={block.href} style={styles.button}>
            {block.label}
          </Link>
        </Section>
      );
    case "bank-transfer":
      return (
        <Section style={styles.bankBox}>
          <Heading as="h2" style={{ ...styles.h2, marginTop: 0 }}>
            Date pentru ordinul de plată
          </Heading>
          <RowsTable rows={bankTransferRows(block.transfer, block.amount)} wrap />
          <Text style={styles.small}>
            Scrie referința exact așa în detaliile plății, ca să găsim plata repede.
          </Text>
        </Section>
      );
  }
}

/** Label and value rows; `wrap` lets long values (an IBAN on a phone) break. */
function RowsTable({ rows, wrap = false }: { rows: TotalRow[]; wrap?: boolean }) {
  return (
    <table role="presentation" style={styles.table}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={{ padding: "4px 0", verticalAlign: "top" }}>
              <Text style={{ ...styles.text, margin: 0, fontWeight: row.isTotal ? 700 : 400 }}>
                {row.label}
              </Text>
            </td>
            <td
              style={{
                padding: "4px 0",
                ...styles.amount,
                ...(wrap ? { whiteSpace: "normal" } : {}),
              }}
            >
              <Text style={{ ...styles.text, margin: 0, fontWeight: row.isTotal ? 700 : 400 }}>
                {row.value}
              </Text>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
