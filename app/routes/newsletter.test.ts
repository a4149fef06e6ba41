// The newsletter pages as a browser without JavaScript meets them: subscribe, follow the e-mail's
// confirmation link, then its unsubscribe link (each a page that asks, then a post).
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server";
import { newsletterSubscriptions } from "../../db/schema-content";
import { outboxEmails } from "../../db/schema-orders";
import { createTestDatabase } from "../../db/testing";
import { NEWSLETTER_MESSAGES } from "../features/newsletter/newsletter-fields";
import { parseEnv, publicStore } from "../lib/env.server";
import { action, loader } from "./newsletter";
import { action as confirmAction, loader as confirmLoader } from "./newsletter-confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "./newsletter-unsubscribe";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function context(clientAddress = "203.0.113.40") {
  const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "https://www.coperta.ro" });
  return {
    db: database.db,
    env,
    store: publicStore(env),
    logger: pino({ level: "silent" }),
    requestId: "test",
    clientAddress,
  };
}

type DataAnswer = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function args(request: Request, clientAddress?: string) {
  return { request, context: context(clientAddress), params: {} } as never;
}

function formRequest(url: string, body: Record<string, string>, headers: HeadersInit = {}) {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body),
  });
}

async function lastEmailTo(recipient: string) {
  const [row] = await database.db
    .select({ subject: outboxEmails.subject, text: outboxEmails.text })
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return row;
}

function linkIn(text: string, path: string): string {
  const link = text.match(/https:\/\/www\.coperta\.ro\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No ${path} link in: ${text}`);
  return link;
}

describe("/newsletter", () => {
  it("subscribes, confirms through the e-mail and unsubscribes through its signed link", async () => {
    const page = (await loader(
      args(new Request("https://www.coperta.ro/newsletter")),
    )) as DataAnswer;
    expect(page.init?.headers).toMatchObject({ "Cache-Control": "public, max-age=300" });
    const { consentVersion = "", consentText } = page.data as Record<string, string>;
    expect(consentText).toContain("Mă pot dezabona oricând");

    const email = `abonat.${Date.now()}@example.ro`;
    const subscribed = (await action(
      args(
        formRequest("https://www.coperta.ro/newsletter", { email, consent: "da", consentVersion }),
      ),
    )) as Response;
    expect(subscribed.status).toBe(303);
    expect(subscribed.headers.get("Location")).toBe("/newsletter?trimis=1");
    expect(subscribed.headers.get("Cache-Control")).toBe("private, no-store");

    const confirmation = await lastEmailTo(email);
    expect(confirmation?.subject).toBe("Confirmă abonarea la newsletterul Coperta");
    const confirmUrl = linkIn(confirmation?.text ?? "", "/newsletter/confirmare?token=");
    const token = new URL(confirmUrl).searchParams.get("token") ?? "";
    const status = async () => {
      const [row] = await database.db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row?.status;
    };
    // Opening the link (a person, or a mail scanner's GET or HEAD) only asks.
    for (const method of ["GET", "HEAD", "GET"]) {
      const ask = (await confirmLoader(args(new Request(confirmUrl, { method })))) as DataAnswer;
      expect(ask.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
      expect(ask.data).toEqual({ state: "ask", token, email });
    }
    expect(await status()).toBe("pending");

    const foreign = (await confirmAction(
      args(formRequest(confirmUrl, { token }, { Origin: "https://rau.example" })),
    )) as DataAnswer;
    expect(foreign.init?.status).toBe(403);
    expect(foreign.data).toEqual({ state: "refused" });
    expect(await status()).toBe("pending");

    // The page's button posts the token (its own origin), which confirms.
    const confirmed = (await confirmAction(
      args(formRequest(confirmUrl, { token }, { Origin: "https://www.coperta.ro" })),
    )) as DataAnswer;
    expect(confirmed.init).toMatchObject({
      status: 200,
      headers: { "Cache-Control": "private, no-store" },
    });
    expect(confirmed.data).toMatchObject({ state: "confirmed", email });
    expect(await status()).toBe("confirmed");
    const invalid = { state: "invalid", message: NEWSLETTER_MESSAGES.confirmInvalid };
    const usedPage = (await confirmLoader(args(new Request(confirmUrl)))) as DataAnswer;
    expect(usedPage.init?.status).toBe(400);
    expect(usedPage.data).toEqual(invalid);
    const usedPost = (await confirmAction(args(formRequest(confirmUrl, { token })))) as DataAnswer;
    expect(usedPost.init?.status).toBe(400);
    expect(usedPost.data).toEqual(invalid);

    const unsubscribeUrl = linkIn(confirmation?.text ?? "", "/newsletter/dezabonare?");
    const sig = new URL(unsubscribeUrl).searchParams.get("sig") ?? "";
    // Opening the link only asks: the address stays subscribed.
    const ask = (await unsubscribeLoader(args(new Request(unsubscribeUrl)))) as DataAnswer;
    expect(ask.data).toEqual({ state: "ask", email, sig });
    expect(await status()).toBe("confirmed");

    const forged = (await unsubscribeAction(
      args(formRequest(unsubscribeUrl, { email: `alt.${email}`, sig })),
    )) as DataAnswer;
    expect(forged.init?.status).toBe(400);
    expect(forged.data).toEqual({ state: "invalid" });
    const badLink = new URL(unsubscribeUrl);
    badLink.searchParams.set("sig", "A".repeat(22));
    const badPage = (await unsubscribeLoader(args(new Request(badLink)))) as DataAnswer;
    expect(badPage.init?.status).toBe(400);

    const done = (await unsubscribeAction(
      args(formRequest(unsubscribeUrl, { email, sig })),
    )) as DataAnswer;
    expect(done.data).toEqual({ state: "done", email });
    expect(await status()).toBe("unsubscribed");
  });

  it("keeps the form's answers private, with field messages, the wait, and no other site's posts", async () => {
    const invalid = (await action(
      args(formRequest("https://www.coperta.ro/newsletter", { email: "ana@", consentVersion: "" })),
    )) as DataAnswer;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.init?.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    expect(invalid.data).toMatchObject({
      errors: {
        email: NEWSLETTER_MESSAGES.emailInvalid,
        consent: NEWSLETTER_MESSAGES.consentMissing,
      },
      email: "ana@",
    });

    const foreign = (await action(
      args(
        formRequest(
          "https://www.coperta.ro/newsletter",
          { email: "ana@example.ro", consent: "da" },
          { Origin: "https://rau.example" },
        ),
      ),
    )) as DataAnswer;
    expect(foreign.init?.status).toBe(403);

    const page = (await loader(
      args(new Request("https://www.coperta.ro/newsletter")),
    )) as DataAnswer;
    const { consentVersion = "" } = page.data as Record<string, string>;
    const client = "203.0.113.41";
    const post = (n: number) =>
      action(
        args(
          formRequest("https://www.coperta.ro/newsletter", {
            email: `vecin.${n}.${Date.now()}@example.ro`,
            consent: "da",
            consentVersion,
          }),
          client,
        ),
      );
    for (let n = 0; n < 10; n++) expect(((await post(n)) as Response).status).toBe(303);
    const refused = (await post(10)) as DataAnswer;
    expect(refused.init?.status).toBe(429);
    expect(refused.init?.headers).toMatchObject({ "Retry-After": expect.stringMatching(/^\d+$/) });
    expect(refused.data).toMatchObject({ formError: expect.stringMatching(/^Prea multe cereri/) });

    // Per mailbox too, whichever client posts: a "+tag" spelling is the same inbox.
    const mailbox = `tinta.${Date.now()}`;
    const postFor = (email: string, n: number) =>
      action(
        args(
          formRequest("https://www.coperta.ro/newsletter", {
            email,
            consent: "da",
            consentVersion,
          }),
          `203.0.113.${50 + n}`,
        ),
      );
    for (let n = 0; n < 3; n++) {
      const subscribed = (await postFor(`${mailbox}+${n}@example.ro`, n)) as Response;
      expect(subscribed.status).toBe(303);
    }
    const variant = (await postFor(`${mailbox}+alta@example.ro`, 3)) as DataAnswer;
    expect(variant.init?.status).toBe(429);
    expect(variant.data).toMatchObject({ formError: expect.stringMatching(/^Prea multe cereri/) });
  });
});
