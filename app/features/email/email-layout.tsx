// What every e-mail of the shop shares: its colours and base styles, the frame (the shop's name,
// the heading, the contact footer) and synchronous rendering. React Email's table-based
// primitives with inline styles (mail clients ignore style sheets), no images, nothing remote;
// React escapes every text and attribute.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { PublicStore } from "../../lib/store";

// The shop's colours (app.css: brand-50, brand-700, ink).
export const EMAIL_COLORS = {
  ink: "#1f1b16",
  muted: "#6b6158",
  brand: "#93361a",
  paper: "#fdf6ef",
  line: "#eadfd3",
} as const;
const FONT = "Helvetica, Arial, sans-serif";
const { ink, muted, brand, paper, line } = EMAIL_COLORS;

export const emailStyles = {
  body: { backgroundColor: paper, fontFamily: FONT, color: ink, margin: 0, padding: "24px 0" },
  container: { maxWidth: "600px", backgroundColor: "#ffffff", borderRadius: "8px" },
  brand: { fontSize: "22px", fontWeight: 700, color: brand, margin: "24px 32px 0" },
  content: { padding: "0 32px 24px" },
  h1: { fontSize: "22px", lineHeight: "30px", margin: "16px 0 8px", color: ink },
  text: { fontSize: "15px", lineHeight: "23px", margin: "8px 0", color: ink },
  button: {
    display: "inline-block",
    backgroundColor: brand,
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    borderRadius: "6px",
    textDecoration: "none",
  },
  buttonWrap: { margin: "16px 0" },
  footer: { padding: "8px 32px 24px" },
  footnote: { fontSize: "13px", lineHeight: "19px", margin: "8px 0 0", color: muted },
} satisfies Record<string, CSSProperties>;

export function contactLine(store: PublicStore): string {
  return `Ai întrebări? Sună-ne la ${store.phone} sau scrie-ne la ${store.email}.`;
}

// React Email's own render() is asynchronous; the static renderer gives the same markup and lets
// an e-mail be written inside the transaction that decides it without awaiting a stream.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderEmailHtml(email: ReactElement): string {
  return DOCTYPE + renderToStaticMarkup(email);
}

/** The shop's name on top, the heading, the content, then how to reach the shop. */
export function EmailFrame({
  subject,
  preview,
  heading,
  store,
  children,
}: {
  subject: string;
  preview: string;
  heading: string;
  store: PublicStore;
  children: ReactNode;
}) {
  return (
    <Html lang="ro">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={emailStyles.body}>
        <Container style={emailStyles.container}>
          <Text style={emailStyles.brand}>{store.name}</Text>
          <Section style={emailStyles.content}>
            <Heading as="h1" style={emailStyles.h1}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: line, margin: 0 }} />
          <Section style={emailStyles.footer}>
            <Text style={emailStyles.text}>{contactLine(store)}</Text>
            <Text style={emailStyles.text}>Cu drag, echipa {store.name}</Text>
            <Text style={emailStyles.footnote}>
              {store.legalName} · {store.legalLine}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
