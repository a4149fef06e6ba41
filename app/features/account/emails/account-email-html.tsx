// The HTML version of an account e-mail, laid out as the order e-mails are: React Email's
// table-based primitives with inline styles, no images, nothing that loads remotely.
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
import {
  type AccountEmailBlock,
  type AccountEmailContent,
  contactLine,
} from "./account-email-content";

// The shop's colours (app.css: brand-50, brand-700, ink), as in the order e-mails.
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
  text: { fontSize: "15px", lineHeight: "23px", margin: "8px 0", color: INK },
  small: { fontSize: "13px", lineHeight: "19px", margin: "8px 0 0", color: MUTED },
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
  // A link that a button hides, written out for clients that do not show the button.
  rawLink: { fontSize: "13px", lineHeight: "19px", color: MUTED, wordBreak: "break-all" },
  footer: { padding: "8px 32px 24px" },
} satisfies Record<string, CSSProperties>;

// Rendered synchronously (React Email's render() is asynchronous), so the e-mail is written in
// the transaction that creates its link.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderAccountEmailHtml(content: AccountEmailContent, store: PublicStore): string {
  return DOCTYPE + renderToStaticMarkup(<AccountEmail content={content} store={store} />);
}

function AccountEmail({ content, store }: { content: AccountEmailContent; store: PublicStore }) {
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
            <Text style={styles.small}>{content.footnote}</Text>
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

function Block({ block }: { block: AccountEmailBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.text}>{block.text}</Text>;
    case "button":
      return (
        <Section style={styles.buttonWrap}>
          <Link href={block.href} style={styles.button}>
            {block.label}
          </Link>
          <Text style={styles.rawLink}>
            Dacă butonul nu merge, copiază adresa în browser: {block.href}
          </Text>
        </Section>
      );
  }
}
