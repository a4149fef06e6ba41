// The HTML version of a message e-mail (heading, paragraphs, a button), in the shop's e-mail frame.
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import type { PublicStore } from "../../lib/store";
import { EMAIL_COLORS, EmailFrame, emailStyles, renderEmailHtml } from "./email-layout";
import type { MessageEmailBlock, MessageEmailContent } from "./message-email-content";

const styles = {
  ...emailStyles,
  small: emailStyles.footnote,
  // A link that a button hides, written out for clients that do not show the button.
  rawLink: {
    fontSize: "13px",
    lineHeight: "19px",
    color: EMAIL_COLORS.muted,
    wordBreak: "break-all",
  },
} satisfies Record<string, CSSProperties>;

export function renderMessageEmailHtml(content: MessageEmailContent, store: PublicStore): string {
  return renderEmailHtml(
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
      <Text style={styles.small}>{content.footnote}</Text>
    </EmailFrame>,
  );
}

function Block({ block }: { block: MessageEmailBlock }) {
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
