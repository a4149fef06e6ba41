// The e-mails the e2e server wrote to DATA_DIR/outbox (no SMTP_URL in tests), parsed; the shared
// server's unless a test names its own server's DATA_DIR.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";
import { expect, inject } from "vitest";

/** The e-mails the server has written so far, parsed. */
export async function outboxEmails(dataDir = inject("dataDir")) {
  const dir = path.join(dataDir, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .map(async (file) => ({
        file,
        ...(await PostalMime.parse(await readFile(path.join(dir, file)))),
      })),
  );
}

/** Waits (the outbox worker polls every few seconds) for the e-mail whose subject is `subject`. */
export async function waitForEmail(subject: string, to?: string, dataDir = inject("dataDir")) {
  await expect
    .poll(
      async () => (await outboxEmails(dataDir)).filter(sentTo(to)).map((email) => email.subject),
      { timeout: 20_000, interval: 500 },
    )
    .toContain(subject);
  const email = (await outboxEmails(dataDir))
    .filter(sentTo(to))
    .find((candidate) => candidate.subject === subject);
  if (!email) throw new Error(`no e-mail "${subject}"`);
  return email;
}

function sentTo(to: string | undefined) {
  return (email: { to?: { address?: string }[] }) =>
    to === undefined || (email.to ?? []).some((recipient) => recipient.address === to);
}
