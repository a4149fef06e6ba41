// A message e-mail (account links, vouchers): a heading, paragraphs and buttons, rendered as HTML
// and as text from one content.
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type MessageEmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; href: string };

export interface MessageEmailContent {
  subject: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  blocks: MessageEmailBlock[];
  /** Why the reader got it, and what to do if it was not them: small, under the message. */
  footnote: string;
}

/** ", Ana" to follow a greeting, or nothing when the name is missing. */
export function commaName(firstName: string): string {
  const name = firstName.trim();
  return name ? `, ${name}` : "";
}
