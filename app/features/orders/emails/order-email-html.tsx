// The HTML version of an order e-mail: React Email's table-based primitives with inline styles
// (mail clients ignore style sheets and external files), no images, nothing that loads remotely.
// React escapes every text and attribute, so whatever a title holds stays text.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicStore } from "../../../lib/store";
import type { OrderView } from "../order-view";
import {
  bankTransferRows,
  contactLine,
  detailSections,
  type EmailBlock,
  lineRows,
  type OrderEmailContent,
  type TotalRow,
  totalRows,
} from "./order-content";

// The shop's colours (app.css: brand-50, brand-700, ink).
const INK = "#1f1b16";
const MUTED = "#6b6158";
const BRAND = "#93361a";
const PAPER = "#fdf6ef";
const LINE = "#eadfd3";
const FONT = "Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: PAPER, fontFamily: FONT, color: INK, margin: 0, padding: "24px 0" },
  container: { maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "8px" },
  brand: { fontSize: "22px", fontWeight: 700, color: BRAND, margin: "24px 32px 0" },
  content: { padding: "0 32px 24px" },
  h1: { fontSize: "22px", lineHeight: "30px", margin: "16px 0 8px", color: INK },
  h2: { fontSize: "16px", lineHeight: "24px", margin: "24px 0 8px", color: INK },
  text: { fontSize: "15px", lineHeight: "23px", margin: "8px 0", color: INK },
  small: { fontSize: "13px", lineHeight: "19px", margin: "2px 0 0", color: MUTED },
  button: {
    display: "inline-block",
    backgroundColor: BRAND,
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    borderRadius: "6px",
    textDecoration: "none",
  },
  buttonWrap: { margin: "16px 0" },
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
  footer: { padding: "8px 32px 24px" },
} satisfies Record<string, CSSProperties>;

// React Email's own render() is asynchronous; the static renderer gives the same markup and lets
// an e-mail be written inside the transaction that decides it without awaiting a stream.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderOrderEmailHtml(
  content: OrderEmailContent,
  order: OrderView,
  store: PublicStore,
): string {
  return (
    DOCTYPE + renderToStaticMarkup(<OrderEmail content={content} order={order} store={store} />)
  );
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
    <Html lang="ro">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{store.name}</Text>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.h1}>
              {content.heading}
            </Heading>
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
          </Section>
          <Hr style={{ borderColor: LINE, margin: 0 }} />
          <Section style={styles.footer}>
            <Text style={styles.text}>{contactLine(store)}</Text>
            <Text style={styles.text}>Cu drag, echipa {store.name}</Text>
            <Text style={styles.small}>
              {store.legalName} · {store.legalLine}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
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
